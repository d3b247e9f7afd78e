import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BadRequestTarget } from '../../src/services/gateway/errors.ts';
import {
  createPolicy,
  decide,
  isBlockedPath,
  isPassThroughPath,
  parseTarget,
  type RequestHeaders,
} from '../../src/services/gateway/domain/policy.ts';
import type { StackKeys } from '../../src/shared/keys.ts';
import { matchRoute, ROUTES } from '../../src/services/gateway/http/routes.ts';

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

describe("decide: the CLI's Kong rule as a pure function", () => {
  const keys = {
    anonKey: 'anon.jwt',
    serviceRoleKey: 'service.jwt',
    publishableKey: 'sb_publishable_x',
    secretKey: 'sb_secret_x',
  } as StackKeys;
  const policy = createPolicy(
    keys,
    new Map([
      ['rest', 3001],
      ['auth', 3002],
      ['realtime', 3003],
    ]),
    ['10.0.0.1'],
    54321,
  );
  const run = (raw: string, headers: RequestHeaders, remote = '127.0.0.1') => {
    const target = parseTarget(raw);
    return decide(policy, matchRoute(target.pathname), headers, remote, target, 'id-1');
  };

  test("opaque keys become their JWTs when Authorization is absent or an opaque key; a caller's own JWT passes", () => {
    expect(run('/rest/v1/posts', { apikey: keys.publishableKey })).toMatchObject({ ok: true, upstream: 3001, path: '/posts' });
    expect(run('/rest/v1/posts', { apikey: keys.publishableKey })).toMatchObject({ headers: { authorization: 'Bearer anon.jwt' } });
    expect(run('/rest/v1/p', { apikey: keys.secretKey, authorization: `Bearer ${keys.secretKey}` })).toMatchObject({
      headers: { authorization: 'Bearer service.jwt' },
    });
    expect(run('/rest/v1/p', { apikey: keys.secretKey, authorization: 'Bearer mine' })).toMatchObject({
      headers: { authorization: 'Bearer mine' },
    });
    expect(run('/rest/v1/p', { apikey: 'some.other.jwt' })).toMatchObject({ headers: { authorization: 'some.other.jwt' } });
  });

  test('pass-through paths keep their headers; websockets map the apikey query only', () => {
    const verify = run('/auth/v1/verify?token=t', { apikey: keys.publishableKey });
    expect(verify).toMatchObject({ ok: true, path: '/verify?token=t' });
    expect(verify.ok && verify.headers.authorization).toBe(undefined);
    const socket = run(`/realtime/v1/websocket?apikey=${keys.publishableKey}&vsn=1.0.0`, {});
    expect(socket).toMatchObject({ ok: true, path: '/websocket?apikey=anon.jwt&vsn=1.0.0' });
    expect(socket.ok && socket.headers.authorization).toBe(undefined);
  });

  test('refusals: no route 404, blocked 403, service not running 503, the secret key from a browser 401', () => {
    expect(run('/nowhere', {})).toMatchObject({ ok: false, status: 404 });
    expect(run('/realtime/v1/api/tenants', {})).toMatchObject({ ok: false, status: 403 });
    expect(run('/storage/v1/bucket', {})).toMatchObject({ ok: false, status: 503 });
    expect(run('/rest/v1/p', { apikey: keys.secretKey, 'user-agent': 'Mozilla/5.0' })).toMatchObject({ ok: false, status: 401 });
  });

  test("X-Forwarded-For is the socket's address unless a trusted proxy sent the chain; hop-by-hop headers are dropped", () => {
    const spoofed = run('/rest/v1/p', { 'x-forwarded-for': '1.2.3.4', connection: 'keep-alive', 'x-custom': 'kept' }, '192.0.2.7');
    expect(spoofed).toMatchObject({ headers: { 'x-forwarded-for': '192.0.2.7', 'x-custom': 'kept', 'x-request-id': 'id-1' } });
    expect(spoofed.ok && spoofed.headers.connection).toBe(undefined);
    const proxied = run('/rest/v1/p', { 'x-forwarded-for': '1.2.3.4' }, '10.0.0.1');
    expect(proxied).toMatchObject({ headers: { 'x-forwarded-for': '1.2.3.4, 10.0.0.1', 'x-forwarded-prefix': '/rest/v1' } });
  });
});
