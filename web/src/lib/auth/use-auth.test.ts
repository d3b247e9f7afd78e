import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import type { Database } from '../database.types';
import { announceSupabaseClient } from '../supabase-registry';
import { getAuthState, sessionEndedUnasked } from './use-auth';

describe('sessionEndedUnasked', () => {
  it('reports a sign-out nobody asked for while signed in (a refused refresh)', () => {
    expect(sessionEndedUnasked('SIGNED_OUT', { hadSession: true, ready: true, askedToSignOut: false })).toBe(true);
  });

  it('reports a stored session that failed to recover at start-up', () => {
    expect(sessionEndedUnasked('SIGNED_OUT', { hadSession: false, ready: false, askedToSignOut: false })).toBe(true);
  });

  it('does not report sign-outs the person asked for, other events, or visitors without a session', () => {
    expect(sessionEndedUnasked('SIGNED_OUT', { hadSession: true, ready: true, askedToSignOut: true })).toBe(false);
    expect(sessionEndedUnasked('TOKEN_REFRESHED', { hadSession: true, ready: true, askedToSignOut: false })).toBe(false);
    expect(sessionEndedUnasked('SIGNED_OUT', { hadSession: false, ready: true, askedToSignOut: false })).toBe(false);
  });
});

describe('the auth state', () => {
  it('keeps the user object while auth events repeat the same user, so what shows only the user does not render again', () => {
    let emit: (event: AuthChangeEvent, session: Session | null) => void = () => undefined;
    const client = { auth: { onAuthStateChange: (callback: typeof emit) => void (emit = callback) } };
    announceSupabaseClient(client as unknown as SupabaseClient<Database>);
    const session = (accessToken: string, email: string) =>
      JSON.parse(
        JSON.stringify({
          access_token: accessToken,
          refresh_token: 'r',
          expires_at: 2_000_000_000,
          user: { id: 'a0000000-0000-4000-8000-000000000001', email, app_metadata: {}, user_metadata: {} },
        }),
      ) as Session;

    emit('INITIAL_SESSION', session('t1', 'ola@example.pl'));
    const user = getAuthState().user;
    expect(user?.email).toBe('ola@example.pl');
    emit('TOKEN_REFRESHED', session('t2', 'ola@example.pl'));
    expect(getAuthState().session?.access_token).toBe('t2');
    expect(getAuthState().user).toBe(user);
    // A changed user is a new object.
    emit('USER_UPDATED', session('t2', 'ola.nowa@example.pl'));
    expect(getAuthState().user?.email).toBe('ola.nowa@example.pl');
    expect(getAuthState().user).not.toBe(user);
    emit('SIGNED_OUT', null);
    expect(getAuthState().user).toBeNull();
  });
});
