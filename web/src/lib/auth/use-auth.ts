import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';
import type { Database } from '../database.types';
import { onSupabaseCreated } from '../supabase-registry';
import { isAdminUser, sessionAal, type Aal } from './session';
import { hasSessionCookie, sessionStorageKey, storedSessionNow } from './stored-session';

export type AuthState = {
  /** False until the client has read the stored session (and finished any code exchange in the URL). */
  ready: boolean;
  session: Session | null;
  user: User | null;
  isAdmin: boolean;
  aal: Aal | null;
  /** Set when a recovery link signed the person in: the set-new-password form should open. */
  recovery: boolean;
  /** Set when the session ended without the person signing out (e.g. a refresh token that no longer works). */
  expired: boolean;
};

const initial: AuthState = { ready: false, session: null, user: null, isAdmin: false, aal: null, recovery: false, expired: false };

/**
 * Before the client has started: the stored session it would use as it is (lib/auth/stored-session.ts), so the
 * first paint already shows the signed-in header and account. `ready` stays false until the client reports.
 */
function startingState(): AuthState {
  const session = storedSessionNow();
  if (!session) return initial;
  return { ...initial, session, user: session.user, isAdmin: isAdminUser(session.user), aal: sessionAal(session) };
}

let state: AuthState | undefined;

/**
 * The shared state, made from the stored session when first asked for, not as this module is evaluated: decoding
 * the session's cookie then lengthened the app's entry task, the longest of a page's start.
 */
function current(): AuthState {
  state ??= startingState();
  return state;
}
const listeners = new Set<() => void>();
const eventListeners = new Set<(event: AuthChangeEvent, state: AuthState) => void>();
let signingOut = false;
/** Whether the browser held a stored session when the client started, and whether any event delivered one. */
let storedAtStart = false;
let sawSession = false;

function publish(next: AuthState, event: AuthChangeEvent): void {
  state = next;
  for (const listener of listeners) listener();
  for (const listener of eventListeners) listener(event, next);
}

/** Mirrors every auth change of the client into the one shared state (session and user). */
function attach(client: SupabaseClient<Database>): void {
  storedAtStart =
    typeof document !== 'undefined' && hasSessionCookie(document.cookie, sessionStorageKey(import.meta.env.VITE_SUPABASE_URL ?? ''));
  client.auth.onAuthStateChange((event, session) => {
    if (session) sawSession = true;
    const before = current();
    const user = sameUser(before.user, session?.user ?? null) ? before.user : (session?.user ?? null);
    const endedUnasked = sessionEndedUnasked(event, {
      hadSession: before.session !== null,
      ready: before.ready,
      askedToSignOut: signingOut,
    });
    if (event === 'SIGNED_OUT') signingOut = false;
    publish(
      {
        ready: true,
        session,
        user,
        isAdmin: isAdminUser(user),
        aal: sessionAal(session),
        recovery: event === 'PASSWORD_RECOVERY' ? true : session ? before.recovery : false,
        expired: endedUnasked,
      },
      event,
    );
  });
}

onSupabaseCreated(attach);

/**
 * The same person with the same details: the client's first event repeats the session the page started from (its
 * cookie), and a token refresh repeats the user. The user object is kept then, so what shows only the user
 * (useAuthUser: the account page, the admin area) does not render again.
 */
function sameUser(current: User | null, next: User | null): boolean {
  return current === next || (current !== null && next !== null && JSON.stringify(current) === JSON.stringify(next));
}

/**
 * A SIGNED_OUT nobody asked for means the session could not be kept: a refresh the server refused (supabase-js
 * keeps the session through network failures, which can be retried). Before the client is ready, a SIGNED_OUT can
 * only come from a stored session that failed to recover.
 */
export function sessionEndedUnasked(
  event: AuthChangeEvent,
  { hadSession, ready, askedToSignOut }: { hadSession: boolean; ready: boolean; askedToSignOut: boolean },
): boolean {
  return event === 'SIGNED_OUT' && !askedToSignOut && (hadSession || !ready);
}

/**
 * True when the person had a session that is gone without them signing out. supabase-js delivers the events of
 * its start-up only after getSession() has returned, so a route guard asks this instead of reading `expired`.
 */
export function sessionWasLost(): boolean {
  return current().expired || (storedAtStart && !sawSession && !signingOut);
}

export function getAuthState(): AuthState {
  return current();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session and user, re-rendering on every auth change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, () => initial);
}

const userOf = () => current().user;

/** The signed-in user alone: re-renders only when the user changes (not when the client becomes ready or refreshes). */
export function useAuthUser(): User | null {
  return useSyncExternalStore(subscribe, userOf, () => null);
}

/** Calls `listener` after every auth event, with the state it produced. */
export function onAuthEvent(listener: (event: AuthChangeEvent, state: AuthState) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Marks the next SIGNED_OUT as asked for, so it is not reported as an expired session. */
export function expectSignOut(): void {
  signingOut = true;
}

export function clearRecovery(): void {
  const now = current();
  if (now.recovery) publish({ ...now, recovery: false }, 'USER_UPDATED');
}
