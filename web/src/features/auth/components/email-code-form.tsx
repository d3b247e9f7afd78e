import type { Session } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { verifyEmailCode } from '../api';
import { describeAuthError, type AuthProblem } from '../../../lib/auth/errors';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { OtpField } from '../../../components/auth/otp-field';
import { EmailField, SubmitButton } from '../../../components/auth/auth-fields';

/**
 * The 6-digit code from an auth e-mail, typed on any device: what works when the link was opened elsewhere (a phone)
 * or not at all. `email` confirms an address or signs in; `recovery` opens the way to a new password.
 */
export function EmailCodeForm({
  type,
  initialEmail = '',
  onVerified,
}: {
  type: 'email' | 'recovery';
  initialEmail?: string;
  onVerified: (session: Session) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setEmailError(address.includes('@') ? null : 'Wpisz adres, na który przyszedł kod.');
    if (!address.includes('@') || code.length !== 6) return;
    setBusy(true);
    setProblem(null);
    const { data, error } = await verifyEmailCode(address, code, type);
    setBusy(false);
    if (error || !data.session) {
      setProblem(
        error ? describeAuthError(error) : { message: 'Kod jest nieprawidłowy.', details: [], action: null, retryAfterSeconds: null },
      );
      return;
    }
    onVerified(data.session);
  };

  return (
    <form
      className="auth-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy}
      aria-label="Potwierdzenie kodem z e-maila"
    >
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailError(null);
        }}
        error={emailError}
      />
      <OtpField label="Kod z e-maila" value={code} onChange={setCode} />
      <AuthProblemView problem={problem} onRetry={() => setProblem(null)} />
      <SubmitButton busy={busy} label="Potwierdź kodem" busyLabel="Sprawdzamy…" />
    </form>
  );
}
