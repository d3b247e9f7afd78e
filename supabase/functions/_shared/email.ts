/** Lower-cased and trimmed: the form in which addresses are stored and compared. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A pragmatic check (one @, a dot in the domain, no spaces, at most 254 characters), as the database's. */
export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = normaliseEmail(value);
  return email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
}

/** For logs: never an address in full ("ja***@example.com"). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
