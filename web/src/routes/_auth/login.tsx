import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { AuthProblemView } from '../../components/auth/auth-problem-view';
import { TextField } from '../../components/form-fields';
import { describeAuthError, emailProblem, type AuthProblem } from '../../lib/auth/errors';
import { redirectSignedIn } from '../../lib/auth/guards';
import { authReasons, siteUrl, validateAuthSearch } from '../../lib/auth/search';
import { safeRedirect } from '../../lib/auth/session';
import { getSupabase } from '../../lib/supabase';
import { usePageMeta } from '../../lib/seo';
import { followErrors } from '../../lib/field-errors';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => redirectSignedIn(search),
  component: LoginPage,
});

function LoginPage() {
  usePageMeta('Logowanie', 'Zaloguj się do konta w serwisie Obrazy AI.', { noindex: true });
  const search = Route.useSearch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reasonNotice = search.powod && !problem && !notice ? authReasons[search.powod] : null;
  const [busy, setBusy] = useState(false);

  const validate = () => ({ email: emailProblem(email), password: password ? null : 'Podaj hasło.' });
  // An error on screen follows the value: it goes as soon as the field is right.
  const current = validate();
  useEffect(() => setFieldErrors((shown) => followErrors(shown, current)), [current.email, current.password]);

  const signIn = async () => {
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setBusy(true);
    setProblem(null);
    setNotice(null);
    const supabase = getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) {
      setBusy(false);
      setProblem(describeAuthError(error));
      return;
    }
    const target = safeRedirect(search.redirect);
    // Someone with a verified TOTP factor finishes signing in with a code.
    const { data: aal } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (aal && aal.nextLevel === 'aal2' && aal.currentLevel !== 'aal2') {
      await navigate({ to: '/mfa', search: { redirect: target }, replace: true });
    } else {
      await navigate({ href: target, replace: true });
    }
  };

  const resendConfirmation = async () => {
    const { error } = await getSupabase().auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: siteUrl('/potwierdz-email') },
    });
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
        <TextField
          label="Adres e-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
          required
        />
        <TextField
          label="Hasło"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          required
        />
        <AuthProblemView problem={problem} onResendConfirmation={() => void resendConfirmation()} onRetry={() => void signIn()} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Logowanie…' : 'Zaloguj się'}
        </button>
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
