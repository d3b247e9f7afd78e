import { describe, expect, it } from 'vitest';
import { sessionEndedUnasked } from './use-auth';

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
