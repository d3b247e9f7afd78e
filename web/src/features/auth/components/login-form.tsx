import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmailField, SubmitButton, ValueField } from '../../../components/auth/auth-fields';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { describeAuthError, emailProblem, type AuthProblem } from '../../../lib/auth/errors';
import { authReasons, useAuthSearch } from '../../../lib/auth/search';
import { safeRedirect } from '../../../lib/auth/session';
import { useShownErrors } from '../../../lib/field-errors';
import { assuranceLevel, resendSignupConfirmation, signInWithPassword } from '../api';
import { usePageMeta } from '../../../lib/seo';

/** /login: e-mail and password; then the TOTP step for accounts that have one, else where the person was going. */
export function LoginForm() {
  const search = useAuthSearch();
  usePageMeta('Logowanie', 'Zaloguj się do konta w serwisie Obrazy AI.', { noindex: true });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reasonNotice = search.powod && !problem && !notice ? authReasons[search.powod] : null;
  const [busy, setBusy] = useState(false);

  const validate = () => ({ email: emailProblem(email), password: password ? null : 'Podaj hasło.' });
  const [fieldErrors, setFieldErrors] = useShownErrors(validate());

  const signIn = async () => {
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const { error } = await signInWithPassword(email.trim(), password);
    if (error) {
      setBusy(false);
      setProblem(describeAuthError(error));
      return;
    }
    const target = safeRedirect(search.redirect);
    // Someone with a verified TOTP factor finishes signing in with a code.
    const { data: aal } = await assuranceLevel();
    if (aal && aal.nextLevel === 'aal2' && aal.currentLevel !== 'aal2') {
      await navigate({ to: '/mfa', search: { redirect: target }, replace: true });
    } else {
      await navigate({ href: target, replace: true });
    }
  };

  const resendConfirmation = async () => {
    const { error } = await resendSignupConfirmation(email.trim());
    if (error) setProblem(describeAuthError(error));
    else {
      setProblem(null);
      setNotice(`Wysłaliśmy nowy link potwierdzający na ${email.trim()}. Sprawdź skrzynkę (także folder spam).`);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn();
  };

  return (
    <>
      <h1>Zaloguj się</h1>
      {(notice ?? reasonNotice) && (
        <p className="auth-notice" role="status">
          {notice ?? reasonNotice}
        </p>
      )}
      <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <ValueField
          label="Hasło"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
          required
        />
        <AuthProblemView problem={problem} onResendConfirmation={() => void resendConfirmation()} onRetry={() => void signIn()} />
        <SubmitButton busy={busy} label="Zaloguj się" busyLabel="Logowanie…" />
      </form>
      <div className="auth-links">
        <Link to="/reset-hasla">Nie pamiętasz hasła?</Link>
        <span>
          Nie masz konta?{' '}
          <Link to="/register" search={search.redirect ? { redirect: search.redirect } : {}}>
            Zarejestruj się
          </Link>
        </span>
      </div>
    </>
  );
}
