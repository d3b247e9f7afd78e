import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { apiTarget } from '../../src/services/studio/domain/apis.ts';
import { allowedOrigin, sameOriginRequest } from '../../src/services/studio/domain/guard.ts';

describe("the dashboard's guard", () => {
  test("takes its own page's calls only: Sec-Fetch-Site same-origin, or its header from a client without Sec-Fetch-Site", () => {
    expect(sameOriginRequest({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(sameOriginRequest({ 'x-stack-dashboard': '1' })).toBe(true);
    // Another site's <img>, form or link: no Origin, but the browser says where it comes from.
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(sameOriginRequest({ 'sec-fetch-site': site })).toBe(false);
      expect(sameOriginRequest({ 'sec-fetch-site': site, 'x-stack-dashboard': '1' })).toBe(false);
    }
    expect(sameOriginRequest({})).toBe(false);
  });

  test("takes its own pages' Origin or none, never another site's", () => {
    expect(allowedOrigin(undefined, 54323)).toBe(true);
    expect(allowedOrigin('http://127.0.0.1:54323', 54323)).toBe(true);
    expect(allowedOrigin('http://localhost:54323', 54323)).toBe(true);
    for (const origin of [
      'null',
      'http://evil.example',
      'http://127.0.0.1:3000',
      'https://127.0.0.1:54323',
      'http://127.0.0.1:54323.evil.example',
    ])
      expect(allowedOrigin(origin, 54323)).toBe(false);
  });
});

describe('apiTarget', () => {
  test('maps each API to its upstream and prefix, keeping the rest of the path', () => {
    expect(apiTarget('/api/pg/tables')).toEqual({ upstream: 'meta', path: '/tables' });
    expect(apiTarget('/api/rest/posts')).toEqual({ upstream: 'gateway', path: '/rest/v1/posts' });
    expect(apiTarget('/api/auth/admin/users')).toEqual({ upstream: 'gateway', path: '/auth/v1/admin/users' });
    expect(apiTarget('/api/storage')).toEqual({ upstream: 'gateway', path: '/storage/v1/' });
    for (const path of ['/api/constructor/x', '/api/__proto__/x', '/api/functions/hello', '/apix/rest', '/rest/v1/posts', '/api/'])
      expect(apiTarget(path)).toBeUndefined();
  });

  test('never leaves the prefix of the API it names', () => {
    fc.assert(
      fc.property(fc.constantFrom('pg', 'rest', 'auth', 'storage', 'functions', 'toString'), fc.string(), (name, rest) => {
        const target = apiTarget(`/api/${name}/${rest}`);
        if (!target) return;
        const prefix = { pg: '', rest: '/rest/v1', auth: '/auth/v1', storage: '/storage/v1' }[name as 'pg'];
        expect(target.path).toBe(`${prefix}/${rest}`);
      }),
    );
  });
});
