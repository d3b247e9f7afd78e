import { redirect } from '@tanstack/react-router';
import type { Session } from '@supabase/supabase-js';
import { loadSupabase } from '../supabase-loader';
import { isAdminUser, safeRedirect, sessionAal } from './session';
import { storedSessionNow, whenKnown } from './stored-session';
import { sessionWasLost } from './use-auth';

/** The stored session (after any code exchange in the URL has finished). */
export async function currentSession(): Promise<Session | null> {
  const { data } = await (await loadSupabase()).auth.getSession();
  return data.session;
}

/** Route middleware for /login and /register: signed-in people are sent on (to `redirect` or their account). */
export async function redirectSignedIn(search: { redirect?: string }): Promise<void> {
  const session = await currentSession();
  if (session) throw redirect({ href: safeRedirect(search.redirect), replace: true });
}

/** Pages for signed-in people: others go to /login and come back. A usable stored session settles it at once. */
export function requireSession(href: string): Session | Promise<Session> {
  return storedSessionNow() ?? requireClientSession(href);
}

async function requireClientSession(href: string): Promise<Session> {
  const session = await currentSession();
  if (!session) {
    // A stored session the server refused while starting up: say so instead of a bare login form.
    const powod = sessionWasLost() ? ('sesja-wygasla' as const) : undefined;
    throw redirect({ to: '/login', search: { redirect: href, ...(powod ? { powod } : {}) }, replace: true });
  }
  return session;
}

export class NotAnAdminError extends Error {
  constructor() {
    super('Brak uprawnień administratora.');
    this.name = 'NotAnAdminError';
  }
}

/** /admin/*: an admin at aal2. No session → /login; no TOTP yet → /mfa; others → "no access". The database checks again. */
export function requireAdmin(href: string): Session | Promise<Session> {
  return whenKnown(requireSession(href), (session) => {
    if (!isAdminUser(session.user)) throw new NotAnAdminError();
    if (sessionAal(session) !== 'aal2') throw redirect({ to: '/mfa', search: { redirect: href }, replace: true });
    return session;
  });
}
