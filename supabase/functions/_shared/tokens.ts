// Tokens of the newsletter. Confirmation tokens are random and stored as SHA-256 hashes; unsubscribe and web-view
// tokens are HMACs of an id under NEWSLETTER_SECRET, so no plain token is ever stored anywhere.

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Hex SHA-256 of the UTF-8 text; the same as SQL `encode(sha256(convert_to(text, 'UTF8')), 'hex')`. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a confirmation token looks like; anything else is rejected before touching the database. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

async function hmac(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<subscriber id>.<HMAC>`: lets the unsubscribe link work without a login and without a stored token. */
export async function unsubscribeToken(secret: string, subscriberId: string): Promise<string> {
  return `${subscriberId}.${base64url(await hmac(secret, `unsubscribe:${subscriberId}`))}`;
}

/** The subscriber id of a genuine unsubscribe token, or undefined for anything forged or malformed. */
export async function verifyUnsubscribeToken(secret: string, token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [subscriberId, signature, extra] = token.split('.');
  if (extra !== undefined || !subscriberId || !signature || !UUID.test(subscriberId)) return undefined;
  const expected = base64url(await hmac(secret, `unsubscribe:${subscriberId}`));
  return constantTimeEqual(signature, expected) ? subscriberId : undefined;
}

/** The token of an issue's web-view URL (stable for the issue, so every mail of one send links the same page). */
export async function webViewToken(secret: string, issueId: string): Promise<string> {
  return base64url(await hmac(secret, `web-view:${issueId}`));
}

/** Hash of an address or IP for rate-limit buckets, so the table holds neither. */
export async function bucketKey(secret: string, kind: 'ip' | 'email', value: string): Promise<string> {
  return `${kind}:${base64url(await hmac(secret, `${kind}:${value}`)).slice(0, 32)}`;
}
