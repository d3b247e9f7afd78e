import { parseCookieHeader, stringFromBase64URL } from '@supabase/ssr';
import type { Session } from '@supabase/supabase-js';

/**
 * The session @supabase/ssr's browser client keeps in cookies, read synchronously: pages for signed-in people paint
 * with it before supabase-js has loaded, and without asking the server (supabase-js's own getSession() would not
 * ask either while the access token is valid). The client stays the authority: it reads the same cookie, refreshes
 * it and reports every change (lib/auth/use-auth.ts).
 */

/** supabase-js's default storage key for a project URL: `sb-<first label of the host>-auth-token`. */
export function sessionStorageKey(supabaseUrl: string): string | null {
  try {
    return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  } catch {
    return null;
  }
}

/** @supabase/ssr writes the session as `base64-<base64url JSON>`, split over `<key>.0`, `<key>.1`… when long. */
const base64Prefix = 'base64-';

/** Seconds before its expiry at which supabase-js refreshes a token instead of using it (auth-js EXPIRY_MARGIN). */
export const expiryMarginSeconds = 90;

/**
 * The session stored under `storageKey` in a `document.cookie` string, or null when there is none or it cannot be
 * read (a partial write, another format): then the caller waits for the client, as before.
 */
export function readSessionCookie(cookieHeader: string, storageKey: string): Session | null {
  let cookies: { name: string; value?: string }[];
  try {
    cookies = parseCookieHeader(cookieHeader);
  } catch {
    return null;
  }
  const byName = new Map(cookies.map((cookie) => [cookie.name, cookie.value ?? '']));
  let value = byName.get(storageKey);
  if (!value) {
    const chunks: string[] = [];
    for (let index = 0; byName.get(`${storageKey}.${index}`); index++) chunks.push(byName.get(`${storageKey}.${index}`)!);
    value = chunks.join('');
  }
  if (!value) return null;
  try {
    const json = value.startsWith(base64Prefix) ? stringFromBase64URL(value.slice(base64Prefix.length)) : value;
    const session = JSON.parse(json) as unknown;
    return isSessionLike(session) ? session : null;
  } catch {
    return null;
  }
}

function isSessionLike(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<Session>;
  return (
    typeof session.access_token === 'string' &&
    typeof session.refresh_token === 'string' &&
    typeof session.expires_at === 'number' &&
    typeof session.user === 'object' &&
    session.user !== null &&
    typeof session.user.id === 'string'
  );
}

/**
 * Whether `document.cookie` holds this project's session cookie (whole or its first chunk), readable or not: the
 * browser had a session when the page started. Cookies of other projects on the same host do not count.
 */
export function hasSessionCookie(cookieHeader: string, storageKey: string | null): boolean {
  if (!storageKey) return false;
  try {
    return parseCookieHeader(cookieHeader).some(
      (cookie) => (cookie.name === storageKey || cookie.name === `${storageKey}.0`) && !!cookie.value,
    );
  } catch {
    return false;
  }
}

/** Whether supabase-js would use this session as it is (no refresh, so no request) at `nowSeconds`. */
export function isUsableWithoutRefresh(session: Session, nowSeconds: number): boolean {
  return session.expires_at !== undefined && session.expires_at - nowSeconds > expiryMarginSeconds;
}

/**
 * The browser's stored session when supabase-js would use it without a request, else null. Null too while the URL
 * carries an auth code or tokens to exchange: the client's exchange decides the session then.
 */
export function storedSessionNow(): Session | null {
  if (typeof document === 'undefined' || typeof window === 'undefined') return null;
  const { search, hash } = window.location;
  if (/[?&#](code|access_token|error_description)=/.test(`${search}${hash}`)) return null;
  const key = sessionStorageKey(import.meta.env.VITE_SUPABASE_URL ?? '');
  if (!key) return null;
  const session = readSessionCookieOnce(document.cookie, key);
  return session && isUsableWithoutRefresh(session, Date.now() / 1000) ? session : null;
}

let lastRead: { cookieHeader: string; storageKey: string; session: Session | null } | undefined;

/**
 * readSessionCookie, decoded again only when the cookies changed: the auth state, the guard and the loaders of one
 * page view read the same cookie, and @supabase/ssr's base64url decoder costs milliseconds for a session.
 */
function readSessionCookieOnce(cookieHeader: string, storageKey: string): Session | null {
  if (lastRead?.cookieHeader !== cookieHeader || lastRead.storageKey !== storageKey)
    lastRead = { cookieHeader, storageKey, session: readSessionCookie(cookieHeader, storageKey) };
  return lastRead.session;
}

/** `next` applied to a value now, or to a promised one when it comes (route guards stay synchronous when they can). */
export function whenKnown<T, U>(value: T | Promise<T>, next: (known: T) => U): U | Promise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
