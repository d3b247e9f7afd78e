import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/auth/auth-fields';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import { OtpField } from '../../../components/auth/otp-field';
import { describeAuthError, type AuthProblem } from '../../../lib/auth/errors';
import { useAuthSearch } from '../../../lib/auth/search';
import { isAdminUser, safeRedirect } from '../../../lib/auth/session';
import { expectSignOut, useAuth } from '../../../lib/auth/use-auth';
import { signOut as endSession } from '../../../lib/auth/sign-out';
import { listFactors, verifyFactorCode } from '../api';
import { usePageMeta } from '../../../lib/seo';
import { TotpEnrollment } from './totp-enrollment';

/**
 * The second step: a TOTP code for accounts with a verified factor (→ aal2), or enrollment for admins who do not
 * have one yet (the admin area needs aal2).
 */
export function MfaStep() {
  usePageMeta('Weryfikacja dwuetapowa', undefined, { noindex: true });
  const search = useAuthSearch();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [factorId, setFactorId] = useState<string | null | undefined>(undefined);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(search.redirect);

  useEffect(() => {
    void listFactors().then(({ data, error }) => {
      if (error) setProblem(describeAuthError(error));
      setFactorId(data?.totp.find((factor) => factor.status === 'verified')?.id ?? null);
    });
  }, []);

  const done = () => void navigate({ href: target, replace: true });

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!factorId) return;
    setBusy(true);
    setProblem(null);
    const { error } = await verifyFactorCode(factorId, code.trim());
    setBusy(false);
    if (error) {
      setProblem(describeAuthError(error));
      setCode('');
    } else done();
  };

  const signOut = async () => {
    expectSignOut();
    await endSession('local');
    await navigate({ to: '/login', search: { powod: 'wylogowano' }, replace: true });
  };

  if (factorId === undefined) {
    return (
      <>
        <h1>Weryfikacja dwuetapowa</h1>
        <p role="status">Chwileczkę…</p>
      </>
    );
  }

  return (
    <>
      <h1>Weryfikacja dwuetapowa</h1>
      {factorId ? (
        <form className="auth-form" onSubmit={(event) => void verify(event)} noValidate aria-busy={busy}>
          <p>Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej.</p>
          <OtpField value={code} onChange={setCode} />
          <AuthProblemView problem={problem} />
          <SubmitButton busy={busy} label="Potwierdź" busyLabel="Sprawdzamy…" disabled={code.length !== 6} />
        </form>
      ) : (
        <>
          <p>
            {isAdminUser(user)
              ? 'Panel administracyjny wymaga weryfikacji dwuetapowej. Dodaj aplikację uwierzytelniającą, aby kontynuować.'
              : 'Dodaj aplikację uwierzytelniającą, aby chronić konto drugim krokiem logowania.'}
          </p>
          <TotpEnrollment onDone={done} />
          <AuthProblemView problem={problem} />
        </>
      )}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Wyloguj się
        </button>
      </div>
    </>
  );
}
