import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmailField, SubmitButton } from '../../../components/auth/auth-fields';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { describeAuthError, emailProblem, type AuthProblem } from '../../../lib/auth/errors';
import { sendPasswordReset } from '../api';
import { usePageMeta } from '../../../lib/seo';

/** /reset-hasla: the address to send the recovery link to. */
export function ResetPasswordForm() {
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
    const { error } = await sendPasswordReset(address);
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
          <EmailField value={email} onChange={setEmail} error={emailError} />
          <AuthProblemView problem={problem} onRetry={() => void send()} />
          <SubmitButton busy={busy} label="Wyślij link" busyLabel="Wysyłamy…" />
        </form>
      )}
      <div className="auth-links">
        <Link to="/login">Wróć do logowania</Link>
      </div>
    </>
  );
}
