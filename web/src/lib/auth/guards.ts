import { redirect } from '@tanstack/react-router';
import type { Session } from '@supabase/supabase-js';
import { loadSupabase } from '../supabase-loader';
import { isAdminUser, safeRedirect, sessionAal } from './session';
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

/** Pages for signed-in people: others go to /login and come back afterwards. */
export async function requireSession(href: string): Promise<Session> {
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

/**
 * /admin/*: an admin with an aal2 session. Without a session → /login; an admin who has not passed TOTP in this
 * session → /mfa (enrollment or challenge); anyone else → the "no access" screen. The database checks all of it
 * again on every write.
 */
export async function requireAdmin(href: string): Promise<Session> {
  const session = await requireSession(href);
  if (!isAdminUser(session.user)) throw new NotAnAdminError();
  if (sessionAal(session) !== 'aal2') throw redirect({ to: '/mfa', search: { redirect: href }, replace: true });
  return session;
}
