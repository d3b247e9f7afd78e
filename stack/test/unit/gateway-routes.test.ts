import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BadRequestTarget, parseTarget } from '../../src/services/gateway/index.ts';
import { isBlockedPath, isPassThroughPath, matchRoute, ROUTES } from '../../src/services/gateway/routes.ts';

describe('gateway routes', () => {
  test('each prefix maps to its service with the rest of the path', () => {
    expect(matchRoute('/rest/v1/posts')).toMatchObject({ route: { service: 'rest' }, rest: '/posts' });
    expect(matchRoute('/storage/v1/object/public/covers/a.png')).toMatchObject({ route: { service: 'storage' } });
    expect(matchRoute('/functions/v1/hello')).toMatchObject({ route: { service: 'functions' }, rest: '/hello' });
    expect(matchRoute('/rest/v1')).toMatchObject({ rest: '/' });
    expect(matchRoute('/rest/v10/posts')).toBeUndefined();
    expect(matchRoute('/nothing')).toBeUndefined();
  });

  test("GoTrue's verify, callback and authorize links pass untouched, nothing else under /auth/v1 does", () => {
    const auth = matchRoute('/auth/v1/verify')!.route;
    expect(isPassThroughPath(auth, '/verify')).toBe(true);
    expect(isPassThroughPath(auth, '/callback')).toBe(true);
    expect(isPassThroughPath(auth, '/authorize')).toBe(true);
    expect(isPassThroughPath(auth, '/token')).toBe(false);
    expect(isPassThroughPath(auth, '/.well-known/jwks.json')).toBe(false);
    expect(isPassThroughPath(auth, '/verify-extra')).toBe(false);
  });

  test("realtime's tenant and openapi endpoints are blocked", () => {
    const realtime = matchRoute('/realtime/v1/api/tenants')!.route;
    expect(isBlockedPath(realtime, '/api/tenants')).toBe(true);
    expect(isBlockedPath(realtime, '/api/broadcast')).toBe(false);
  });
});

describe('parseTarget', () => {
  test('resolves dot segments and keeps the query', () => {
    expect(parseTarget('/rest/v1/../../auth/v1/user?x=1')).toEqual({ pathname: '/auth/v1/user', search: '?x=1' });
    expect(parseTarget('/rest/v1/%2e%2e/%2E./auth/v1/user')).toEqual({ pathname: '/auth/v1/user', search: '' });
    expect(parseTarget('//rest/v1/posts')).toEqual({ pathname: '//rest/v1/posts', search: '' });
    expect(parseTarget('/a/./b/../../../../c/.')).toEqual({ pathname: '/c/', search: '' });
    expect(parseTarget('/storage/v1/object/a%2ejpg')).toEqual({ pathname: '/storage/v1/object/a%2ejpg', search: '' });
    // The request line that took the whole stack down (a URL parser saw an IPv6 authority in "//[").
    expect(parseTarget('//[/.')).toEqual({ pathname: '//[/', search: '' });
  });

  test('refuses what is no path with BadRequestTarget: absolute URLs, "*", relative paths', () => {
    for (const raw of ['http://evil/', '*', 'rest/v1', '']) {
      expect(() => parseTarget(raw), raw).toThrow(BadRequestTarget);
    }
  });

  test('never throws anything but BadRequestTarget, and a parsed path is a path that no dot segment escapes', () => {
    const segment = fc.oneof(
      fc.constantFrom('.', '..', '%2e', '%2E%2e', '', '[', ']', '%', '%zz', '\u0000', 'rest', 'v1', 'auth', '@', ':', '\\'),
      fc.string({ maxLength: 6 }),
    );
    const target = fc
      .tuple(fc.array(segment, { maxLength: 8 }), fc.option(fc.string({ maxLength: 10 })))
      .map(([segments, query]) => `/${segments.join('/')}${query === null ? '' : `?${query}`}`);
    fc.assert(
      fc.property(fc.oneof(target, fc.string({ maxLength: 20 })), (raw) => {
        let parsed;
        try {
          parsed = parseTarget(raw);
        } catch (error) {
          expect(error).toBeInstanceOf(BadRequestTarget);
          return;
        }
        expect(parsed.pathname.startsWith('/')).toBe(true);
        // What reaches a route is what the route's prefix says: no "/rest/v1/../auth" lands under /rest/v1.
        const match = matchRoute(parsed.pathname);
        if (match) expect(ROUTES).toContain(match.route);
        expect(parsed.pathname.split('/')).not.toContain('..');
      }),
      { numRuns: 2000 },
    );
  });
});
