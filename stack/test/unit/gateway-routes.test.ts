import { describe, expect, test } from 'vitest';
import { isBlockedPath, isOpenPath, matchRoute } from '../../src/services/gateway/routes.ts';

describe('gateway routes', () => {
  test('each prefix maps to its service with the rest of the path', () => {
    expect(matchRoute('/rest/v1/posts')).toMatchObject({ route: { service: 'rest', keyAuth: true }, rest: '/posts' });
    expect(matchRoute('/storage/v1/object/public/covers/a.png')).toMatchObject({ route: { service: 'storage', keyAuth: false } });
    expect(matchRoute('/functions/v1/hello')).toMatchObject({ route: { service: 'functions', keyAuth: false }, rest: '/hello' });
    expect(matchRoute('/rest/v1')).toMatchObject({ rest: '/' });
    expect(matchRoute('/rest/v10/posts')).toBeUndefined();
    expect(matchRoute('/nothing')).toBeUndefined();
  });

  test("Supabase's open auth paths skip key-auth, nothing else does", () => {
    const auth = matchRoute('/auth/v1/verify')!.route;
    expect(isOpenPath(auth, '/verify')).toBe(true);
    expect(isOpenPath(auth, '/.well-known/jwks.json')).toBe(true);
    expect(isOpenPath(auth, '/token')).toBe(false);
    expect(isOpenPath(auth, '/verify-extra')).toBe(false);
  });

  test("realtime's tenant and openapi endpoints are blocked", () => {
    const realtime = matchRoute('/realtime/v1/api/tenants')!.route;
    expect(isBlockedPath(realtime, '/api/tenants')).toBe(true);
    expect(isBlockedPath(realtime, '/api/broadcast')).toBe(false);
  });
});
