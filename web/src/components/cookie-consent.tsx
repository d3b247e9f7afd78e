import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { takeEarlyInput } from '../lib/early-input';
import { useModalDialog } from './use-modal-dialog';
import { analyticsConsented, consentCookie, cookieSettingsEvent, kittensSearchUrl, scheduleConsentPrompt } from '../lib/consent';
import './cookie-consent.css';

/**
 * The cookie notice of the original product: hidden at first, opens about 2 s after mount unless consent is stored
 * or Lighthouse is auditing. No close button; a click on the backdrop (or Escape) closes it without storing consent.
 */
export function CookieConsent() {
  const [open, setOpen] = useState(false);
  /** Opened from "Ustawienia cookies" while consent is given: withdrawing is offered. */
  const [consented, setConsented] = useState(false);
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
    const openSettings = () => {
      setConsented(analyticsConsented(document.cookie));
      setOpen(true);
    };
    window.addEventListener(cookieSettingsEvent, openSettings);
    // "Ustawienia cookies" tapped on the prerendered page before the app ran.
    if (takeEarlyInput('cookieSettings')) openSettings();
    return () => window.removeEventListener(cookieSettingsEvent, openSettings);
  }, []);

  const dialogRef = useModalDialog(open, acceptRef);

  const secure = () => window.location.protocol === 'https:';
  const accept = () => {
    document.cookie = consentCookie(secure());
    setOpen(false);
    // Nothing was measured before consent: this page view counts from now. (Analytics loads on demand, off the
    // initial bundle.)
    void import('../lib/analytics').then(({ trackPageView }) => trackPageView(window.location.pathname));
  };
  const withdraw = () => {
    document.cookie = consentCookie(secure(), '0');
    setOpen(false);
    // The SDK forgets the visitor and its storage is removed; a reload leaves no trace of it in memory either.
    void import('../lib/analytics').then(({ stopAnalytics }) => stopAnalytics()).finally(() => window.location.reload());
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
          {consented ? (
            <button type="button" className="button button--secondary" onClick={withdraw}>
              Wycofuję zgodę
            </button>
          ) : (
            <a className="button button--secondary" href={kittensSearchUrl} rel="noopener noreferrer">
              Nie, wracam do kotków
            </a>
          )}
        </div>
      </div>
    </dialog>
  );
}
