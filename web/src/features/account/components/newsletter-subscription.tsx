import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fetchMyNewsletterStatus, setMyNewsletterSubscription, takeAccountQuery, type NewsletterStatus } from '../api';

const statusText: Record<Exclude<NewsletterStatus, null>, string> = {
  confirmed: 'Jesteś zapisany na newsletter.',
  pending: 'Czekamy na potwierdzenie zapisu z e-maila — możesz też zapisać się od razu tutaj.',
  unsubscribed: 'Nie otrzymujesz newslettera.',
  bounced: 'Wiadomości na Twój adres wracały, więc wstrzymaliśmy wysyłkę.',
};

/** The account's own subscription, switched without the mail round trip (the account's e-mail is confirmed). */
export function NewsletterSubscription({ emailConfirmed }: { emailConfirmed: boolean }) {
  const [status, setStatus] = useState<NewsletterStatus | undefined>(undefined);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    takeAccountQuery('newsletterStatus', fetchMyNewsletterStatus).then(setStatus, (error: Error) => {
      setStatus(null);
      setMessage({ kind: 'error', text: `Nie udało się sprawdzić subskrypcji: ${error.message}` });
    });
  }, []);

  const change = async (subscribe: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await setMyNewsletterSubscription(subscribe);
      setStatus(next);
      setMessage({ kind: 'ok', text: subscribe ? 'Zapisano na newsletter.' : 'Wypisano z newslettera.' });
    } catch (error) {
      setMessage({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-section" aria-labelledby="konto-newsletter">
      <h2 id="konto-newsletter">Newsletter</h2>
      {status === undefined ? (
        <p role="status">Wczytujemy…</p>
      ) : (
        <p data-testid="newsletter-status">{status ? statusText[status] : 'Nie jesteś zapisany na newsletter.'}</p>
      )}
      {!emailConfirmed ? (
        <p className="field-hint">Zapis z konta działa po potwierdzeniu adresu e-mail.</p>
      ) : (
        status !== undefined && (
          <div className="account-actions">
            {status === 'confirmed' ? (
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void change(false)}>
                Wypisz mnie
              </button>
            ) : (
              <button type="button" className="button" disabled={busy} onClick={() => void change(true)}>
                Zapisz mnie na newsletter
              </button>
            )}
          </div>
        )
      )}
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'field-error' : 'auth-notice'}>
          {message.text}
        </p>
      )}
      <p className="field-hint">
        Co zawiera newsletter? <Link to="/newsletter">Zobacz opis</Link>.
      </p>
    </section>
  );
}
