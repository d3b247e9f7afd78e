import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { consentCookie, kittensSearchUrl, scheduleConsentPrompt } from '../lib/consent';

/**
 * The cookie notice of the original product: hidden at first, opens about 2 s after mount unless consent is stored
 * or Lighthouse is auditing. No close button; a click on the backdrop (or Escape) closes it without storing consent.
 */
export function CookieConsent() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(
    () =>
      scheduleConsentPrompt(
        () => ({ cookie: document.cookie, userAgent: navigator.userAgent }),
        () => setOpen(true),
      ),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      acceptRef.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const accept = () => {
    document.cookie = consentCookie(window.location.protocol === 'https:');
    setOpen(false);
  };

  return (
    <dialog
      ref={dialogRef}
      className="consent"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="cookie-consent"
      // The dialog box itself is the inner div; a click that lands on the <dialog> element hit the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
      onClose={() => setOpen(false)}
    >
      <div className="consent__box">
        <h2 id={titleId} className="consent__title">
          Ciasteczka, ale tylko do statystyk
        </h2>
        <p id={textId} className="consent__text">
          Używamy plików cookie wyłącznie do anonimowej analityki i statystyk. Nie wyświetlamy reklam, nie prowadzimy remarketingu i nie
          sprzedajemy żadnych danych.{' '}
          <Link to="/polityka-prywatnosci" onClick={() => setOpen(false)}>
            Polityka prywatności
          </Link>
        </p>
        <div className="consent__actions">
          <button ref={acceptRef} type="button" className="button" onClick={accept}>
            OK, zgadzam się
          </button>
          <a className="button button--secondary" href={kittensSearchUrl} rel="noopener noreferrer">
            Nie, wracam do kotków
          </a>
        </div>
      </div>
    </dialog>
  );
}
