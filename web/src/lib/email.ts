/**
 * One mailbox, nothing else: the rule of the edge functions (supabase/functions/_shared/email.ts) and of the
 * database's checks, so a form refuses before sending exactly what the server would refuse. A dot-atom local part
 * (letters beyond ASCII allowed; no quotes, commas, brackets, spaces or controls, so no display name and no list
 * such as "a,b@evil.example") of at most 64 characters, `@`, and an ASCII host name with at least one dot; at most
 * 254 characters. Internationalised domains are accepted in their ASCII form (xn--…). web/src/lib/email.test.ts
 * keeps the two copies equal (the site is built without the functions' folder).
 */
export const MAILBOX_PATTERN =
  // eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
  /^[^\s\x00-\x1f\x7f()<>[\]:;@\\,."]+(?:\.[^\s\x00-\x1f\x7f()<>[\]:;@\\,."]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Lower-cased and trimmed: the form in which addresses are stored and compared. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = normaliseEmail(value);
  return email.length <= 254 && email.indexOf('@') <= 64 && MAILBOX_PATTERN.test(email);
}
