/** Cookie consent: the rules of when the modal opens and what accepting stores (see the product specification). */

export const consentCookieName = 'cookieMessage';
/** 36e6 seconds, about 417 days, as in the original product. */
export const consentMaxAgeSeconds = 36e6;
/** The modal opens this long after the page mounts, so it never covers the first paint. */
export const consentDelayMs = 2000;
/** Where "Nie, wracam do kotków" leads. */
export const kittensSearchUrl = 'https://www.google.com/search?q=kotki&tbm=isch';

/** Window events: the footer's "Ustawienia cookies" opens the notice; a decision was stored. */
export const cookieSettingsEvent = 'obrazy:cookie-settings';
export const consentChangedEvent = 'obrazy:consent-changed';

/** True when the visitor agreed to analytics: cookieMessage=1 (0 records a withdrawal). */
export function analyticsConsented(cookieString: string): boolean {
  return cookieString.split(';').some((pair) => pair.trim() === `${consentCookieName}=1`);
}

/** True when the cookie string (document.cookie) holds the consent cookie with any value (a decision was made). */
export function hasConsentCookie(cookieString: string): boolean {
  return cookieString.split(';').some((pair) => pair.trim().split('=')[0] === consentCookieName);
}

/** Lighthouse audits (PageSpeed Insights convention) end their user agent with "Chrome-Lighthouse". */
export function isLighthouseAudit(userAgent: string): boolean {
  return /Chrome-Lighthouse$/.test(userAgent.trim());
}

export function shouldOfferConsent(environment: { cookie: string; userAgent: string }): boolean {
  return !hasConsentCookie(environment.cookie) && !isLighthouseAudit(environment.userAgent);
}

/** The Set-Cookie string stored when the visitor accepts (1) or withdraws consent (0: the notice stays closed). */
export function consentCookie(secure: boolean, value: '1' | '0' = '1'): string {
  return `${consentCookieName}=${value}; max-age=${consentMaxAgeSeconds}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

/**
 * Opens the modal after the delay when consent should be offered, reading the cookie only when the
 * timer fires (another tab may have accepted meanwhile). Returns the cancel function for unmount.
 */
export function scheduleConsentPrompt(
  readEnvironment: () => { cookie: string; userAgent: string },
  open: () => void,
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  if (!shouldOfferConsent(readEnvironment())) return () => {};
  const handle = timers.setTimeout(() => {
    if (shouldOfferConsent(readEnvironment())) open();
  }, consentDelayMs);
  return () => timers.clearTimeout(handle as never);
}
