import { Link } from '@tanstack/react-router';
import type { Session } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { AuthProblemView } from '../../../components/auth/auth-problem-view';
import type { AuthProblem } from '../../../lib/auth/errors';
import { usePageMeta } from '../../../lib/seo';
import { linkOutcome } from '../link-outcome';
import { EmailCodeForm } from './email-code-form';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'confirmed'; email: string; change: boolean }
  | { kind: 'failed'; problem: AuthProblem }
  /** The first of the two links of an e-mail change: the other address still has to confirm. */
  | { kind: 'partial' }
  /** Opened without a link (from the "I have a code" link): the code from the e-mail, typed here. */
  | { kind: 'code' };

/** Whether the address carries what an auth e-mail link brings (a PKCE code, a token hash or an error). */
function fromLink(): boolean {
  const params = new URLSearchParams(`${window.location.search}&${window.location.hash.slice(1)}`);
  return ['code', 'token_hash', 'error', 'error_code', 'access_token'].some((name) => params.has(name));
}

/** Where the confirmation link of a new account (or of an e-mail change) lands. */
export function ConfirmEmail() {
  usePageMeta('Potwierdzenie adresu e-mail', undefined, { noindex: true });
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  const [initialEmail] = useState(() => new URLSearchParams(window.location.search).get('email') ?? '');

  useEffect(() => {
    let active = true;
    if (!fromLink()) {
      setOutcome({ kind: 'code' });
      return;
    }
    void linkOutcome().then(({ session, problem, type, partial }) => {
      if (!active) return;
      if (partial && !problem) setOutcome({ kind: 'partial' });
      else if (session && !problem) setOutcome({ kind: 'confirmed', email: session.user.email ?? '', change: type === 'email_change' });
      else
        setOutcome({
          kind: 'failed',
          problem: problem ?? {
            message: 'Ten link jest nieprawidłowy albo już wygasł.',
            details: [],
            action: null,
            retryAfterSeconds: null,
          },
        });
    });
    return () => {
      active = false;
    };
  }, []);

  if (outcome.kind === 'checking') {
    return (
      <>
        <h1>Potwierdzamy adres…</h1>
        <p role="status">Chwileczkę.</p>
      </>
    );
  }
  const confirmedWithCode = (session: Session) => setOutcome({ kind: 'confirmed', email: session.user.email ?? '', change: false });
  if (outcome.kind === 'partial') {
    return (
      <>
        <h1>Jeszcze jeden link</h1>
        <p role="status">
          Potwierdziliśmy ten adres. Adres konta zmieni się dopiero po kliknięciu linku z drugiej wiadomości — wysłaliśmy je na obecny i na
          nowy adres.
        </p>
        <div className="auth-links">
          <Link to="/konto">Przejdź do konta</Link>
        </div>
      </>
    );
  }
  // Opened without a link, or the link failed: the code from the same e-mail works on any device.
  if (outcome.kind === 'code' || outcome.kind === 'failed') {
    const failed = outcome.kind === 'failed';
    return (
      <>
        <h1>{failed ? 'Nie udało się potwierdzić adresu' : 'Potwierdź adres kodem'}</h1>
        {failed ? (
          <>
            <AuthProblemView problem={outcome.problem} />
            <p>Masz kod z tego samego e-maila? Wpisz go poniżej.</p>
          </>
        ) : (
          <p>Wpisz 6-cyfrowy kod z e-maila. Działa na każdym urządzeniu, także gdy link otworzył się na innym.</p>
        )}
        <EmailCodeForm type="email" initialEmail={initialEmail} onVerified={confirmedWithCode} />
        {failed && <p>Zaloguj się — jeśli adres nadal nie jest potwierdzony, formularz logowania pozwoli wysłać nowy link.</p>}
        <div className="auth-links">
          <Link to="/login">Przejdź do logowania</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1>{outcome.change ? 'Adres e-mail zmieniony' : 'Adres e-mail potwierdzony'}</h1>
      <p role="status">
        {outcome.change ? 'Twoje konto używa teraz adresu ' : 'Dziękujemy! Konto jest aktywne i jesteś zalogowany jako '}
        <strong>{outcome.email}</strong>.
      </p>
      <div className="auth-links">
        <Link to="/konto">Przejdź do konta</Link>
        <Link to="/">Strona główna</Link>
      </div>
    </>
  );
}
