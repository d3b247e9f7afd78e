import { Link, createFileRoute } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AuthProblemView } from '../../components/auth/auth-problem-view';
import { TextField } from '../../components/form-fields';
import { describeAuthError, emailProblem, type AuthProblem } from '../../lib/auth/errors';
import { siteUrl } from '../../lib/auth/search';
import { getSupabase } from '../../lib/supabase';
import { usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/_auth/reset-hasla')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  usePageMeta('Nie pamiętasz hasła?', 'Ustaw nowe hasło do konta w serwisie Obrazy AI.', { noindex: true });
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const invalid = emailProblem(email);
    setEmailError(invalid);
    if (invalid) return;
    setBusy(true);
    setProblem(null);
    const address = email.trim();
    const { error } = await getSupabase().auth.resetPasswordForEmail(address, { redirectTo: siteUrl('/nowe-haslo') });
    setBusy(false);
    if (error) setProblem(describeAuthError(error));
    else setSentTo(address);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <>
      <h1>Nie pamiętasz hasła?</h1>
      {sentTo ? (
        <p className="auth-notice" role="status">
          Jeśli konto z adresem <strong>{sentTo}</strong> istnieje, wysłaliśmy na nie link do ustawienia nowego hasła. Otwórz go w tej
          przeglądarce.
        </p>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate aria-busy={busy}>
          <p>Podaj adres e-mail konta — wyślemy link do ustawienia nowego hasła.</p>
          <TextField
            label="Adres e-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError}
            required
          />
          <AuthProblemView problem={problem} onRetry={() => void send()} />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Wysyłamy…' : 'Wyślij link'}
          </button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/login">Wróć do logowania</Link>
      </div>
    </>
  );
}
