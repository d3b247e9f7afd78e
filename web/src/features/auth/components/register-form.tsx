import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmailField, NewPasswordFields, SubmitButton } from '../../../components/auth/auth-fields';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { describeAuthError, emailProblem, newPasswordErrors, type AuthProblem } from '../../../lib/auth/errors';
import { useAuthSearch } from '../../../lib/auth/search';
import { safeRedirect } from '../../../lib/auth/session';
import { useShownErrors } from '../../../lib/field-errors';
import { resendSignupConfirmation, signUp } from '../api';
import { usePageMeta } from '../../../lib/seo';

/** /register: e-mail and a password typed twice; then the confirmation mail (or straight on, without confirmation). */
export function RegisterForm() {
  const search = useAuthSearch();
  usePageMeta('Rejestracja', 'Załóż konto w serwisie Obrazy AI.', { noindex: true });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = () => ({ email: emailProblem(email), ...newPasswordErrors(password, repeat) });
  const [fieldErrors, setFieldErrors] = useShownErrors(validate());

  const register = async () => {
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password || errors.repeat) return;
    setBusy(true);
    setProblem(null);
    const address = email.trim();
    const { data, error } = await signUp(address, password);
    setBusy(false);
    if (error) {
      setProblem(describeAuthError(error));
      return;
    }
    // Without e-mail confirmation the account is ready at once; with it, the mail is the next step.
    if (data.session) await navigate({ href: safeRedirect(search.redirect), replace: true });
    else setSentTo(address);
  };

  const resend = async () => {
    if (!sentTo) return;
    const { error } = await resendSignupConfirmation(sentTo);
    if (error) setProblem(describeAuthError(error));
    else setNotice('Wysłaliśmy link ponownie.');
  };

  if (sentTo) {
    return (
      <>
        <h1>Sprawdź skrzynkę</h1>
        <p role="status">
          Wysłaliśmy link potwierdzający na <strong>{sentTo}</strong>. Kliknij go, aby aktywować konto. Jeśli wiadomość nie dotrze w ciągu
          kilku minut, zajrzyj do folderu spam.
        </p>
        {notice && (
          <p className="auth-notice" role="status">
            {notice}
          </p>
        )}
        <AuthProblemView problem={problem} />
        <button type="button" className="button button--secondary" onClick={() => void resend()}>
          Wyślij link ponownie
        </button>
        <div className="auth-links">
          <Link to="/potwierdz-email" search={{ email: sentTo }}>
            Mam kod z e-maila
          </Link>
          <Link to="/login">Przejdź do logowania</Link>
        </div>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void register();
  };

  return (
    <>
      <h1>Załóż konto</h1>
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <NewPasswordFields
          label="Hasło"
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          errors={fieldErrors}
        />
        <AuthProblemView problem={problem} onRetry={() => void register()} />
        <SubmitButton busy={busy} label="Załóż konto" busyLabel="Zakładamy konto…" />
      </form>
      <p className="field-hint">
        Zakładając konto, akceptujesz <Link to="/polityka-prywatnosci">politykę prywatności</Link>.
      </p>
      <div className="auth-links">
        <span>
          Masz już konto?{' '}
          <Link to="/login" search={search.redirect ? { redirect: search.redirect } : {}}>
            Zaloguj się
          </Link>
        </span>
      </div>
    </>
  );
}
