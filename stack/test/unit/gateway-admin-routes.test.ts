import { describe, expect, test } from 'vitest';
import { createPolicy, decide, parseTarget, preflightRefusal, type RequestHeaders } from '../../src/services/gateway/domain/policy.ts';
import { matchRoute } from '../../src/services/gateway/http/routes.ts';
import type { StackKeys } from '../../src/shared/keys.ts';

// /pg (postgres-meta) with self-hosted Kong's key-auth + admin ACL, and /mcp, both refusing browsers.
describe('the gateway rule for /pg and /mcp', () => {
  const keys = {
    anonKey: 'anon.jwt',
    serviceRoleKey: 'service.jwt',
    publishableKey: 'sb_publishable_x',
    secretKey: 'sb_secret_x',
  } as StackKeys;
  const policy = createPolicy(
    keys,
    new Map([
      ['meta', 4001],
      ['mcp', 4002],
    ]),
    [],
    54321,
  );
  const run = (raw: string, headers: RequestHeaders) => {
    const target = parseTarget(raw);
    return decide(policy, matchRoute(target.pathname), headers, '127.0.0.1', target, 'id-1');
  };

  test('/pg passes the secret key and the service_role JWT, in the header or the query, to postgres-meta without the prefix', () => {
    expect(run('/pg/tables', { apikey: keys.secretKey })).toMatchObject({ ok: true, upstream: 4001, path: '/tables' });
    expect(run('/pg/query', { apikey: keys.serviceRoleKey })).toMatchObject({ ok: true, path: '/query' });
    expect(run(`/pg/tables?apikey=${keys.secretKey}`, {})).toMatchObject({ ok: true });
  });

  test('/pg refuses the anon keys with 403 and no key or another key with 401, as Kong words it', () => {
    for (const apikey of [keys.anonKey, keys.publishableKey])
      expect(run('/pg/tables', { apikey })).toMatchObject({ ok: false, status: 403, body: { message: 'You cannot consume this service' } });
    expect(run('/pg/tables', {})).toMatchObject({ ok: false, status: 401, body: { message: 'No API key found in request' } });
    expect(run('/pg/tables', { authorization: `Bearer ${keys.serviceRoleKey}` })).toMatchObject({ ok: false, status: 401 });
    expect(run('/pg/tables', { apikey: 'sb_secret_y' })).toMatchObject({
      ok: false,
      status: 401,
      body: { message: 'Invalid authentication credentials' },
    });
  });

  test('a request with an Origin is refused on /pg and /mcp whatever its key, without CORS; other routes are unchanged', () => {
    for (const path of ['/pg/tables', '/mcp'])
      expect(run(path, { apikey: keys.secretKey, origin: 'http://evil.example' })).toMatchObject({ ok: false, status: 403, noCors: true });
    expect(run('/mcp', {})).toMatchObject({ ok: true, upstream: 4002, path: '/' });
    expect(preflightRefusal(matchRoute('/pg/query'))).toMatchObject({ status: 403, noCors: true });
    expect(preflightRefusal(matchRoute('/mcp'))).toMatchObject({ status: 403 });
    expect(preflightRefusal(matchRoute('/rest/v1/posts'))).toBeUndefined();
  });
});
