import { describe, expect, it } from 'vitest';
import type { Session, User } from '@supabase/supabase-js';
import { accessTokenClaims, isAdminUser, safeRedirect, sessionAal } from './session';

function token(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'ES256' })}.${encode(claims)}.signature`;
}

describe('session helpers', () => {
  it('reads aal from the access token', () => {
    expect(sessionAal({ access_token: token({ aal: 'aal2', name: 'Zażółć' }) } as Session)).toBe('aal2');
    expect(sessionAal({ access_token: token({ aal: 'aal1' }) } as Session)).toBe('aal1');
    expect(sessionAal(null)).toBeNull();
    expect(accessTokenClaims('garbage')).toEqual({});
  });

  it('treats only app_metadata.role = admin as admin (user_metadata is writable by the user)', () => {
    expect(isAdminUser({ app_metadata: { role: 'admin' }, user_metadata: {} } as unknown as User)).toBe(true);
    expect(isAdminUser({ app_metadata: {}, user_metadata: { role: 'admin' } } as unknown as User)).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('only redirects within the site', () => {
    expect(safeRedirect('/admin/pages?x=1')).toBe('/admin/pages?x=1');
    expect(safeRedirect('//evil.example')).toBe('/konto');
    expect(safeRedirect('https://evil.example')).toBe('/konto');
    expect(safeRedirect('/\\evil.example')).toBe('/konto');
    expect(safeRedirect(undefined, '/')).toBe('/');
  });
});
