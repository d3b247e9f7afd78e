import type { Session, User } from '@supabase/supabase-js';

export type Aal = 'aal1' | 'aal2';

/** The claims of an access token the app reads (the signature is the server's business). */
export function accessTokenClaims(token: string): { aal?: string; amr?: { method: string }[]; session_id?: string } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    return JSON.parse(json) as ReturnType<typeof accessTokenClaims>;
  } catch {
    return {};
  }
}

export function sessionAal(session: Session | null): Aal | null {
  if (!session) return null;
  return accessTokenClaims(session.access_token).aal === 'aal2' ? 'aal2' : 'aal1';
}

/** Admin = app_metadata.role 'admin' (only the service role can set it). The database checks it again. */
export function isAdminUser(user: User | null): boolean {
  return user?.app_metadata?.role === 'admin';
}

/** Where to go after signing in: only same-site paths, so a crafted link cannot send people elsewhere. */
export function safeRedirect(target: unknown, fallback = '/konto'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
