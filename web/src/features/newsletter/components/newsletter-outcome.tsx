import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { Logo } from '../../../components/logo';
import { siteName, usePageMeta } from '../../../lib/seo';
import { confirmNewsletter, unsubscribeFromNewsletter, type NewsletterOutcome } from '../api';
import '../newsletter.css';

/**
 * The outcome of a mailed link's action, run once as the page opens (StrictMode mounts twice in development; the
 * action runs once per token). Without a token, `missing` explains what is wrong with the address.
 */
function useLinkAction(token: string, action: (token: string) => Promise<NewsletterOutcome>, missing: string): NewsletterOutcome | null {
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) setOutcome({ ok: false, message: missing });
    else void action(token).then(setOutcome);
  }, [token, action, missing]);
  return outcome;
}

/** /newsletter/verify: confirms the subscription as soon as the page opens (the link in the mail leads here). */
export function NewsletterVerify({ token }: { token: string }) {
  usePageMeta('Potwierdzenie zapisu na newsletter');
  const outcome = useLinkAction(token, confirmNewsletter, 'W adresie brakuje kodu potwierdzającego. Skopiuj cały link z wiadomości.');
  return (
    <OutcomeFrame title="Potwierdzenie zapisu">
      {outcome ? <OutcomeMessage outcome={outcome} /> : <LoadingState label="Potwierdzamy zapis…" />}
    </OutcomeFrame>
  );
}

/**
 * /newsletter/unsubscribe: the link in the mail is the one click; the page unsubscribes as soon as it opens (as
 * verification does). Mail clients use the List-Unsubscribe-Post header instead and never open this page.
 */
export function NewsletterUnsubscribe({ token }: { token: string }) {
  usePageMeta('Wypisanie z newslettera');
  const outcome = useLinkAction(token, unsubscribeFromNewsletter, 'W adresie brakuje kodu wypisania. Skopiuj cały link z wiadomości.');
  return (
    <OutcomeFrame title="Wypisanie z newslettera">
      {outcome ? <OutcomeMessage outcome={outcome} /> : <LoadingState label="Wypisujemy…" />}
    </OutcomeFrame>
  );
}

function OutcomeFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="newsletter-outcome" aria-labelledby="newsletter-outcome-title">
      <Link to="/" className="brand">
        <Logo />
        <span className="brand__name">{siteName}</span>
      </Link>
      <h1 id="newsletter-outcome-title" className="article__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

function OutcomeMessage({ outcome }: { outcome: NewsletterOutcome }) {
  return (
    <div className="newsletter-outcome__message" role={outcome.ok ? 'status' : 'alert'} data-testid="newsletter-outcome">
      <p>{outcome.message}</p>
      <p>
        <Link to="/">Wróć na stronę główną</Link>
        {!outcome.ok && (
          <>
            {' · '}
            <Link to="/newsletter">Zapisz się ponownie</Link>
          </>
        )}
      </p>
    </div>
  );
}
