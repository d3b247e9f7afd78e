/** Lower-cased and trimmed: the form in which addresses are stored and compared. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * One mailbox, nothing else: a dot-atom local part (RFC 5321; letters beyond ASCII allowed as RFC 6531 allows them,
 * but no quotes, commas, brackets, spaces or controls, so no display name and no list such as "a,b@evil.example") of
 * at most 64 characters, `@`, and a host name of ASCII letter/digit/hyphen labels with at least one dot; at most 254
 * characters. The database's check is the same pattern. Internationalised domains are accepted in their ASCII form
 * (xn--…), as mail servers exchange them.
 */
export const MAILBOX_PATTERN =
  /^[^\s\x00-\x1f\x7f()<>[\]:;@\\,."]+(?:\.[^\s\x00-\x1f\x7f()<>[\]:;@\\,."]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = normaliseEmail(value);
  return email.length <= 254 && email.indexOf('@') <= 64 && MAILBOX_PATTERN.test(email);
}

/** For logs: never an address in full ("ja***@example.com"). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
