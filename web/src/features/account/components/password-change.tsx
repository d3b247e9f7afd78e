import { useEffect, useState, type FormEvent } from 'react';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { OtpField } from '../../../components/auth/otp-field';
import { TextField } from '../../../components/form-fields';
import { describeAuthError, passwordPolicy, passwordProblems, type AuthProblem } from '../../../lib/auth/errors';
import { getSupabase } from '../../../lib/supabase';
import { followErrors } from '../../../lib/field-errors';

/**
 * Password change. When the project requires reauthentication (secure_password_change), the server answers
 * reauthentication_needed: a code goes to the person's e-mail and the change is sent again with it as nonce.
 */
export function PasswordChange() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [nonce, setNonce] = useState('');
  const [needsNonce, setNeedsNonce] = useState(false);
  const [errors, setErrors] = useState<{ password?: string | null; repeat?: string | null }>({});
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const validate = () => {
    const passwordErrors = passwordProblems(password);
    return {
      password: passwordErrors.length ? passwordErrors.join(' ') : null,
      repeat: repeat === password ? null : 'Hasła nie są takie same.',
    };
  };
  // An error on screen follows the value: it goes as soon as the field is right.
  const current = validate();
  useEffect(() => setErrors((shown) => followErrors(shown, current)), [current.password, current.repeat]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    setProblem(null);
    setDone(false);
    const auth = getSupabase().auth;
    const { error } = await auth.updateUser(needsNonce ? { password, nonce: nonce.trim() } : { password });
    if (error?.code === 'reauthentication_needed') {
      const sent = await auth.reauthenticate();
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
        <TextField
          label="Nowe hasło"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint={`Co najmniej ${passwordPolicy.minLength} znaków, w tym litery i cyfry.`}
        />
        <TextField
          label="Powtórz nowe hasło"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={errors.repeat}
        />
        {needsNonce && (
          <>
            <p role="status">Wysłaliśmy kod potwierdzający na Twój adres e-mail. Wpisz go, aby zmienić hasło.</p>
            <OtpField label="Kod z e-maila" value={nonce} onChange={setNonce} />
          </>
        )}
        <AuthProblemView problem={problem} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? 'Zapisujemy…' : 'Zmień hasło'}
        </button>
      </form>
    </section>
  );
}
