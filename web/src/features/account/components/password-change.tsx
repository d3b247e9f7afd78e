import { useState, type FormEvent } from 'react';
import { NewPasswordFields, SubmitButton } from '../../../components/auth/auth-fields';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { OtpField } from '../../../components/auth/otp-field';
import { describeAuthError, newPasswordErrors, type AuthProblem } from '../../../lib/auth/errors';
import { changePassword, sendReauthenticationCode } from '../api';
import { useShownErrors } from '../../../lib/field-errors';

/**
 * Password change. When the project requires reauthentication (secure_password_change), the server answers
 * reauthentication_needed: a code goes to the person's e-mail and the change is sent again with it as nonce.
 */
export function PasswordChange() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [nonce, setNonce] = useState('');
  const [needsNonce, setNeedsNonce] = useState(false);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const validate = () => newPasswordErrors(password, repeat);
  const [errors, setErrors] = useShownErrors(validate());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    setProblem(null);
    setDone(false);
    const { error } = await changePassword(password, needsNonce ? nonce.trim() : undefined);
    if (error?.code === 'reauthentication_needed') {
      const sent = await sendReauthenticationCode();
      setBusy(false);
      if (sent.error) setProblem(describeAuthError(sent.error));
      else setNeedsNonce(true);
      return;
    }
    setBusy(false);
    if (error) {
      setProblem(describeAuthError(error));
      return;
    }
    setDone(true);
    setNeedsNonce(false);
    setPassword('');
    setRepeat('');
    setNonce('');
  };

  return (
    <section className="account-section" aria-labelledby="konto-haslo">
      <h2 id="konto-haslo">Hasło</h2>
      {done && (
        <p className="auth-notice" role="status">
          Hasło zostało zmienione.
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          errors={errors}
          required={false}
        />
        {needsNonce && (
          <>
            <p role="status">Wysłaliśmy kod potwierdzający na Twój adres e-mail. Wpisz go, aby zmienić hasło.</p>
            <OtpField label="Kod z e-maila" value={nonce} onChange={setNonce} />
          </>
        )}
        <AuthProblemView problem={problem} />
        <SubmitButton busy={busy} label="Zmień hasło" busyLabel="Zapisujemy…" secondary />
      </form>
    </section>
  );
}
