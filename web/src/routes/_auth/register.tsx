import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { AuthProblemView } from '../../components/auth/auth-problem-view';
import { TextField } from '../../components/form-fields';
import { describeAuthError, emailProblem, passwordPolicy, passwordProblems, type AuthProblem } from '../../lib/auth/errors';
import { redirectSignedIn } from '../../lib/auth/guards';
import { siteUrl, validateAuthSearch } from '../../lib/auth/search';
import { safeRedirect } from '../../lib/auth/session';
import { getSupabase } from '../../lib/supabase';
import { usePageMeta } from '../../lib/seo';
import { followErrors } from '../../lib/field-errors';

export const Route = createFileRoute('/_auth/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => redirectSignedIn(search),
  component: RegisterPage,
});

type FieldErrors = { email?: string | null; password?: string | null; repeat?: string | null };

function RegisterPage() {
  usePageMeta('Rejestracja', 'Załóż konto w serwisie Obrazy AI.', { noindex: true });
  const search = Route.useSearch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): FieldErrors => {
    const passwordErrors = passwordProblems(password);
    return {
      email: emailProblem(email),
      password: passwordErrors.length ? passwordErrors.join(' ') : null,
      repeat: repeat === password ? null : 'Hasła nie są takie same.',
    };
  };
  // An error on screen follows the value: it goes as soon as the field is right.
  const current = validate();
  useEffect(() => setFieldErrors((shown) => followErrors(shown, current)), [current.email, current.password, current.repeat]);

  const register = async () => {
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password || errors.repeat) return;
    setBusy(true);
    setProblem(null);
    const address = email.trim();
    const { data, error } = await getSupabase().auth.signUp({
      email: address,
      password,
      options: { emailRedirectTo: siteUrl('/potwierdz-email') },
    });
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
    const { error } = await getSupabase().auth.resend({
      type: 'signup',
      email: sentTo,
      options: { emailRedirectTo: siteUrl('/potwierdz-email') },
    });
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
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          hint={`Co najmniej ${passwordPolicy.minLength} znaków, w tym litery i cyfry.`}
          required
        />
        <TextField
          label="Powtórz hasło"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={fieldErrors.repeat}
          required
        />
        <AuthProblemView problem={problem} onRetry={() => void register()} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Zakładamy konto…' : 'Załóż konto'}
        </button>
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
