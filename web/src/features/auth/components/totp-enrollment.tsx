import { useEffect, useRef, useState, type FormEvent } from 'react';
import { enrollTotp, verifyFactorCode } from '../api';
import { describeAuthError, type AuthProblem } from '../../../lib/auth/errors';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { SubmitButton } from '../../../components/auth/auth-fields';
import { OtpField } from '../../../components/auth/otp-field';

type Enrollment = { factorId: string; qrCode: string; secret: string };

/** Adds a TOTP factor: QR code and secret for the authenticator app, then the first code verifies it (→ aal2). */
export function TotpEnrollment({ onDone }: { onDone: () => void }) {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode mounts twice in development; one enrollment is enough.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const stamp = new Date().toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
      const { data, error } = await enrollTotp(`Aplikacja uwierzytelniająca (${stamp})`);
      if (error) setProblem(describeAuthError(error));
      else setEnrollment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    })();
  }, []);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrollment) return;
    setBusy(true);
    setProblem(null);
    const { error } = await verifyFactorCode(enrollment.factorId, code.trim());
    setBusy(false);
    if (error) setProblem(describeAuthError(error));
    else onDone();
  };

  if (!enrollment) {
    return problem ? <AuthProblemView problem={problem} /> : <p role="status">Przygotowujemy kod QR…</p>;
  }
  return (
    <form className="auth-form" onSubmit={(event) => void verify(event)} noValidate aria-busy={busy}>
      <ol>
        <li>Otwórz aplikację uwierzytelniającą (np. Google Authenticator, Microsoft Authenticator, 1Password, Aegis).</li>
        <li>Zeskanuj kod QR albo wpisz klucz ręcznie.</li>
        <li>Wpisz 6-cyfrowy kod, który pokaże aplikacja.</li>
      </ol>
      <img className="mfa-qr" src={enrollment.qrCode} alt="Kod QR do dodania konta w aplikacji uwierzytelniającej" />
      <p>
        Klucz do wpisania ręcznie:{' '}
        <code className="mfa-secret" data-testid="totp-secret">
          {enrollment.secret}
        </code>
      </p>
      <OtpField value={code} onChange={setCode} />
      <AuthProblemView problem={problem} />
      <SubmitButton busy={busy} label="Potwierdź i włącz" busyLabel="Sprawdzamy…" disabled={code.trim().length !== 6} />
    </form>
  );
}
