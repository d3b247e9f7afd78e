import { useState, type FormEvent } from 'react';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { EmailField, SubmitButton } from '../../../components/auth/auth-fields';
import { describeAuthError, emailProblem, type AuthProblem } from '../../../lib/auth/errors';
import { requestEmailChange } from '../api';

/** E-mail change with double confirmation: links go to both the current and the new address. */
export function EmailChange({ currentEmail, pendingEmail }: { currentEmail: string; pendingEmail?: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [sent, setSent] = useState<string | null>(pendingEmail ?? null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim();
    const invalid = emailProblem(next) ?? (next.toLowerCase() === currentEmail.toLowerCase() ? 'To jest Twój obecny adres.' : null);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    setProblem(null);
    const { error: updateError } = await requestEmailChange(next);
    setBusy(false);
    if (updateError) setProblem(describeAuthError(updateError));
    else {
      setSent(next);
      setEmail('');
    }
  };

  return (
    <section className="account-section" aria-labelledby="konto-email">
      <h2 id="konto-email">Adres e-mail</h2>
      <p>
        Obecny adres: <strong data-testid="account-email">{currentEmail}</strong>
      </p>
      {sent && (
        <p className="auth-notice" role="status">
          Wysłaliśmy linki potwierdzające na obecny adres i na <strong>{sent}</strong>. Adres zmieni się po kliknięciu obu.
        </p>
      )}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <EmailField label="Nowy adres e-mail" value={email} onChange={setEmail} error={error} required={false} />
        <AuthProblemView problem={problem} />
        <SubmitButton busy={busy} label="Zmień adres" busyLabel="Wysyłamy…" secondary />
      </form>
    </section>
  );
}
