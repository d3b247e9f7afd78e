import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as jose from 'jose';
import * as toml from 'smol-toml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OAuthClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, serviceClient, signedInUser, sql } from '../support/auth.ts';

/**
 * The OAuth 2.1 server's admin clients API (auth-js `auth.admin.oauth.*`) and dynamic client registration, against
 * GoTrue's behaviour (supabase/auth internal/api/oauthserver/handlers.go, service.go; routes in internal/api/api.go).
 * One stack, restarted with `[auth.oauth_server]` changed: enabled with dynamic registration, without it, disabled.
 */
let stack: TestStack;
let admin: ReturnType<typeof serviceClient>['auth']['admin'];

beforeAll(async () => {
  stack = await startTestStack({
    exclude: ['realtime', 'functions', 'storage'],
    config: (config) => {
      (config.auth as Record<string, unknown>).oauth_server = { enabled: true, allow_dynamic_registration: true };
    },
  });
  admin = serviceClient(stack).auth.admin;
});

afterAll(async () => {
  await stack?.dispose();
});

/** Rewrites `[auth.oauth_server]` in the stack's config.toml and restarts the stack, as a developer would. */
async function restartWith(oauthServer: Record<string, unknown>): Promise<void> {
  const file = path.join(stack.workdir, 'supabase', 'config.toml');
  const config = toml.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
  config.auth!.oauth_server = oauthServer;
  fs.writeFileSync(file, toml.stringify(config));
  expect((await stack.down()).code).toBe(0);
  await stack.up();
}

const sha256 = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');
const storedRow = async (id: string) =>
  (
    await sql<{ client_secret_hash: string | null; deleted_at: Date | null }>(stack, 'select * from auth.oauth_clients where id = $1', [id])
  )[0];
const clientCount = async () => Number((await sql<{ n: string }>(stack, 'select count(*) as n from auth.oauth_clients'))[0]!.n);

/** Every call of the open registration endpoint made by this file, for the rate-limit test. */
let registrationCalls = 0;
let firstRegistrationAt = 0;
async function register(body: unknown, apikey = stack.env.ANON_KEY!): Promise<{ status: number; json: Record<string, unknown> }> {
  registrationCalls++;
  firstRegistrationAt ||= Date.now();
  const response = await fetch(`${stack.env.API_URL}/auth/v1/oauth/clients/register`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const adminHeaders = () => ({
  apikey: stack.env.SERVICE_ROLE_KEY!,
  authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
});

describe('admin OAuth clients API (server enabled)', () => {
  test('create, get, list, update and delete a client; the secret is shown once and stored only as its hash', async () => {
    const created = await admin.oauth.createClient({
      client_name: 'Generator obrazów',
      redirect_uris: ['https://aplikacja.example/callback'],
      client_uri: 'https://aplikacja.example',
    });
    expect(created.error).toBeNull();
    const client = created.data!;
    expect(client).toMatchObject({
      client_name: 'Generator obrazów',
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      registration_type: 'manual',
      redirect_uris: ['https://aplikacja.example/callback'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      client_uri: 'https://aplikacja.example',
    });
    expect(client.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(client.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(client).not.toHaveProperty('logo_uri');
    const row = await storedRow(client.client_id);
    expect(row!.client_secret_hash).toBe(sha256(client.client_secret!));

    const fetched = await admin.oauth.getClient(client.client_id);
    expect(fetched.error).toBeNull();
    expect(fetched.data).not.toHaveProperty('client_secret');
    const { client_secret: _secret, ...withoutSecret } = client;
    expect(fetched.data).toEqual(withoutSecret);

    const newer = await admin.oauth.createClient({ client_name: 'Drugi', redirect_uris: ['myapp://auth/callback'] });
    const listed = await admin.oauth.listClients();
    expect(listed.error).toBeNull();
    const ids = listed.data.clients.map((entry: OAuthClient) => entry.client_id);
    // Newest first, and no secrets in the list.
    expect(ids.indexOf(newer.data!.client_id)).toBeLessThan(ids.indexOf(client.client_id));
    expect(listed.data.clients.every((entry: OAuthClient) => entry.client_secret === undefined)).toBe(true);

    const updated = await admin.oauth.updateClient(client.client_id, {
      client_name: 'Generator obrazów 2',
      redirect_uris: ['https://aplikacja.example/nowy', 'http://localhost:3000/callback'],
      logo_uri: 'https://aplikacja.example/logo.png',
      token_endpoint_auth_method: 'client_secret_post',
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({
      client_id: client.client_id,
      client_name: 'Generator obrazów 2',
      redirect_uris: ['https://aplikacja.example/nowy', 'http://localhost:3000/callback'],
      logo_uri: 'https://aplikacja.example/logo.png',
      token_endpoint_auth_method: 'client_secret_post',
      client_uri: 'https://aplikacja.example',
      grant_types: ['authorization_code', 'refresh_token'],
      created_at: client.created_at,
    });
    expect(Date.parse(updated.data!.updated_at)).toBeGreaterThan(Date.parse(client.updated_at));
    expect((await storedRow(client.client_id))!.client_secret_hash).toBe(sha256(client.client_secret!));

    const deleted = await admin.oauth.deleteClient(client.client_id);
    expect(deleted).toEqual({ data: null, error: null });
    const gone = await admin.oauth.getClient(client.client_id);
    expect(gone.error).toMatchObject({ status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found' });
    const again = await admin.oauth.deleteClient(client.client_id);
    expect(again.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
    const after = await admin.oauth.listClients();
    expect(after.data.clients.map((entry: OAuthClient) => entry.client_id)).not.toContain(client.client_id);
    // Soft deletion, as GoTrue: the row stays, marked.
    expect((await storedRow(client.client_id))!.deleted_at).toBeInstanceOf(Date);
  });

  test('a public client (auth method none) has no secret, and its secret cannot be regenerated', async () => {
    const created = await admin.oauth.createClient({
      client_name: 'Aplikacja mobilna',
      redirect_uris: ['obrazyai://callback'],
      token_endpoint_auth_method: 'none',
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
    expect(created.data).not.toHaveProperty('client_secret');
    expect((await storedRow(created.data!.client_id))!.client_secret_hash).toBeNull();
    const regenerated = await admin.oauth.regenerateClientSecret(created.data!.client_id);
    expect(regenerated.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Cannot regenerate secret for public client',
    });
    const refused = await admin.oauth.updateClient(created.data!.client_id, { token_endpoint_auth_method: 'client_secret_basic' });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: "token_endpoint_auth_method 'client_secret_basic' is not valid for client_type 'public'; valid methods: [none]",
    });
  });

  test('regenerating a secret returns a new one once; only its hash is stored and the old hash is gone', async () => {
    const { data: client } = await admin.oauth.createClient({ client_name: 'Rotacja', redirect_uris: ['https://rotacja.example/cb'] });
    const regenerated = await admin.oauth.regenerateClientSecret(client!.client_id);
    expect(regenerated.error).toBeNull();
    const secret = regenerated.data!.client_secret!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secret).not.toBe(client!.client_secret);
    expect(regenerated.data).toMatchObject({ client_id: client!.client_id, client_name: 'Rotacja', client_type: 'confidential' });
    expect((await storedRow(client!.client_id))!.client_secret_hash).toBe(sha256(secret));
    expect((await admin.oauth.getClient(client!.client_id)).data).not.toHaveProperty('client_secret');
  });

  test('bad input gets GoTrue’s 400 validation_failed (registration messages carry Go’s "400: " prefix) and writes nothing', async () => {
    const before = await clientCount();
    const refusals: [Parameters<typeof admin.oauth.createClient>[0], string][] = [
      [{ client_name: 'Bez adresów', redirect_uris: [] }, '400: redirect_uris is required'],
      [
        { client_name: 'HTTP', redirect_uris: ['http://aplikacja.example/cb'] },
        "400: invalid redirect_uri 'http://aplikacja.example/cb': HTTP scheme only allowed for localhost",
      ],
      [
        { client_name: 'Fragment', redirect_uris: ['https://aplikacja.example/cb#x'] },
        "400: invalid redirect_uri 'https://aplikacja.example/cb#x': fragment not allowed in redirect URI",
      ],
      [
        { client_name: 'JS', redirect_uris: ['javascript://aplikacja/cb'] },
        "400: invalid redirect_uri 'javascript://aplikacja/cb': scheme 'javascript' is not allowed for security reasons",
      ],
      [
        { client_name: 'Bez hosta', redirect_uris: ['myapp:/callback'] },
        "400: invalid redirect_uri 'myapp:/callback': must have scheme and host",
      ],
      [
        { client_name: 'Za dużo', redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`) },
        '400: redirect_uris cannot exceed 10 items',
      ],
      [
        { client_name: 'Implicit', redirect_uris: ['https://a.example/cb'], grant_types: ['implicit'] },
        "400: grant_types must only contain 'authorization_code' and/or 'refresh_token'",
      ],
      // Go's len() counts bytes: 513 Polish letters are 1026 bytes.
      [{ client_name: 'ż'.repeat(513), redirect_uris: ['https://a.example/cb'] }, '400: client_name cannot exceed 1024 characters'],
      [{ client_name: 'Zły URI', client_uri: 'aplikacja', redirect_uris: ['https://a.example/cb'] }, '400: client_uri must be a valid URL'],
    ];
    for (const [params, message] of refusals) {
      const { data, error } = await admin.oauth.createClient(params);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, code: 'validation_failed', message });
    }
    const inconsistent = await fetch(`${stack.env.API_URL}/auth/v1/admin/oauth/clients`, {
      method: 'POST',
      headers: adminHeaders(),
      body: JSON.stringify({
        redirect_uris: ['https://a.example/cb'],
        client_type: 'public',
        token_endpoint_auth_method: 'client_secret_basic',
      }),
    });
    expect(inconsistent.status).toBe(400);
    expect(await inconsistent.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: "400: client_type 'public' is inconsistent with token_endpoint_auth_method 'client_secret_basic' (expected client_type 'confidential')",
    });
    for (const body of ['{"redirect_uris": ', JSON.stringify({ redirect_uris: 'https://a.example/cb' })]) {
      const malformed = await fetch(`${stack.env.API_URL}/auth/v1/admin/oauth/clients`, { method: 'POST', headers: adminHeaders(), body });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ code: 400, error_code: 'bad_json', msg: 'Invalid JSON body' });
    }
    expect(await clientCount()).toBe(before);

    const { data: client } = await admin.oauth.createClient({ client_name: 'Do zmiany', redirect_uris: ['https://zmiana.example/cb'] });
    const empty = await admin.oauth.updateClient(client!.client_id, {});
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'No fields provided for update' });
    const noUris = await admin.oauth.updateClient(client!.client_id, { redirect_uris: [] });
    expect(noUris.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'redirect_uris cannot be empty' });
    // The second field is invalid: nothing of the update lands.
    const half = await admin.oauth.updateClient(client!.client_id, { client_name: 'Nowa nazwa', grant_types: ['password'] });
    expect(half.error!.message).toBe("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
    expect((await admin.oauth.getClient(client!.client_id)).data!.client_name).toBe('Do zmiany');
    const toNone = await admin.oauth.updateClient(client!.client_id, { token_endpoint_auth_method: 'none' });
    expect(toNone.error!.message).toBe(
      "token_endpoint_auth_method 'none' is not valid for client_type 'confidential'; valid methods: [client_secret_basic client_secret_post]",
    );

    const badId = await admin.oauth.getClient('nie-uuid');
    expect(badId.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'invalid client_id format' });
    const unknown = await admin.oauth.getClient(crypto.randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: 'oauth_client_not_found' });
  });

  test('redirect URIs GoTrue accepts: https, loopback http (also IPv6), custom schemes with a host', async () => {
    const uris = [
      'https://a.example/cb?x=1',
      'http://localhost:5173/cb',
      'http://127.0.0.1/cb',
      'http://[::1]:8080/cb',
      'obrazyai://login',
    ];
    const { data, error } = await admin.oauth.createClient({ client_name: 'Dozwolone', redirect_uris: uris });
    expect(error).toBeNull();
    expect(data!.redirect_uris).toEqual(uris);
  });

  test('only the service role may use it: an anon key or a user token (even an admin user) gets 403 not_admin', async () => {
    const before = await clientCount();
    const anon = anonClient(stack).auth.admin.oauth;
    const { client: user, id } = await signedInUser(stack);
    await admin.updateUserById(id, { app_metadata: { role: 'admin' } });
    const { data: session } = await user.auth.refreshSession();
    expect(session.user!.app_metadata.role).toBe('admin');
    // supabase-js's admin API always sends the client's key; a user token has to be sent by hand.
    const asUser = (method: string, suffix = '', body?: unknown) =>
      fetch(`${stack.env.API_URL}/auth/v1/admin/oauth/clients${suffix}`, {
        method,
        headers: {
          apikey: stack.env.ANON_KEY!,
          authorization: `Bearer ${session.session!.access_token}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const notAdmin = { code: 403, error_code: 'not_admin', msg: 'User not allowed' };
    expect((await anon.listClients()).error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const listedAsUser = await asUser('GET');
    expect([listedAsUser.status, await listedAsUser.json()]).toEqual([403, notAdmin]);
    expect((await anon.createClient({ client_name: 'Intruz', redirect_uris: ['https://intruz.example/cb'] })).error!.code).toBe(
      'not_admin',
    );
    const createdAsUser = await asUser('POST', '', { client_name: 'Intruz', redirect_uris: ['https://intruz.example/cb'] });
    expect([createdAsUser.status, await createdAsUser.json()]).toEqual([403, notAdmin]);

    const { data: client } = await admin.oauth.createClient({ client_name: 'Cel', redirect_uris: ['https://cel.example/cb'] });
    const target = client!.client_id;
    expect((await anon.getClient(target)).error!.code).toBe('not_admin');
    expect((await anon.regenerateClientSecret(target)).error!.code).toBe('not_admin');
    expect((await anon.updateClient(target, { client_name: 'Przejęty' })).error!.code).toBe('not_admin');
    expect((await anon.deleteClient(target)).error!.code).toBe('not_admin');
    for (const [method, suffix, body] of [
      ['GET', `/${target}`],
      ['POST', `/${target}/regenerate_secret`],
      ['PUT', `/${target}`, { client_name: 'Przejęty' }],
      ['DELETE', `/${target}`],
    ] as const) {
      const answer = await asUser(method, suffix, body);
      expect([answer.status, await answer.json()]).toEqual([403, notAdmin]);
    }
    const row = await storedRow(target);
    expect(row!.deleted_at).toBeNull();
    expect(row!.client_secret_hash).toBe(sha256(client!.client_secret!));
    expect((await admin.oauth.getClient(target)).data!.client_name).toBe('Cel');
    expect(await clientCount()).toBe(before + 1);
  });
});

describe('dynamic client registration (allow_dynamic_registration = true)', () => {
  test('anyone may register a client (201, registration_type dynamic); admins then see it', async () => {
    const { status, json } = await register({
      client_name: 'Klient MCP',
      redirect_uris: ['http://localhost:6274/oauth/callback'],
      token_endpoint_auth_method: 'none',
      response_types: ['code'],
      scope: 'openid',
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      client_name: 'Klient MCP',
      client_type: 'public',
      registration_type: 'dynamic',
      response_types: ['code'],
    });
    expect(json).not.toHaveProperty('client_secret');
    const seen = await admin.oauth.getClient(json.client_id as string);
    expect(seen.data).toMatchObject({ registration_type: 'dynamic', client_name: 'Klient MCP' });

    const confidential = await register({ client_name: 'Serwer', redirect_uris: ['https://serwer.example/cb'] });
    expect(confidential.status).toBe(201);
    expect(confidential.json.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await storedRow(confidential.json.client_id as string))!.client_secret_hash).toBe(
      sha256(confidential.json.client_secret as string),
    );
  });

  test('with GoTrue’s validation and errors', async () => {
    const before = await clientCount();
    const refused = await register({ client_name: 'Zły', redirect_uris: ['https://a.example/cb'], grant_types: ['client_credentials'] });
    expect(refused).toEqual({
      status: 400,
      json: {
        code: 400,
        error_code: 'validation_failed',
        msg: "400: grant_types must only contain 'authorization_code' and/or 'refresh_token'",
      },
    });
    expect(await register('nie json')).toEqual({ status: 400, json: { code: 400, error_code: 'bad_json', msg: 'Invalid JSON body' } });
    expect(await clientCount()).toBe(before);
  });

  test('is rate limited per client address as GoTrue (burst 30, then 10 per 5 minutes): 429 over_request_rate_limit', async () => {
    const before = await clientCount();
    let accepted = registrationCalls;
    let limited: { status: number; json: Record<string, unknown> } | undefined;
    while (registrationCalls < 40) {
      // Invalid bodies count as well (the limit applies before the body is read) and write nothing.
      const answer = await register({ redirect_uris: [] });
      if (answer.status === 429) {
        limited = answer;
        break;
      }
      expect(answer.status).toBe(400);
      accepted++;
    }
    expect(limited).toEqual({ status: 429, json: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' } });
    // 30 at once, plus one more per 30 s since the first call of this file.
    const refilled = Math.floor((Date.now() - firstRegistrationAt) / 30_000);
    expect(accepted).toBeGreaterThanOrEqual(30);
    expect(accepted).toBeLessThanOrEqual(30 + refilled);
    // The admin API does not count against it.
    expect((await admin.oauth.createClient({ client_name: 'Admin', redirect_uris: ['https://admin.example/cb'] })).error).toBeNull();
    expect(await clientCount()).toBe(before + 1);
  });
});

describe('authorization and consent (the consent screen at authorization_url_path)', () => {
  const siteUrl = 'http://127.0.0.1:3000';
  const redirectUri = 'http://localhost:6274/oauth/callback?src=mcp';
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  let clientId = '';

  beforeAll(async () => {
    const { data } = await admin.oauth.createClient({
      client_name: 'Asystent AI',
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'none',
    });
    clientId = data!.client_id;
  });

  /** GET /oauth/authorize as a browser follows it: answers 302, nothing else. */
  async function authorize(params: Record<string, string>, headers: Record<string, string> = {}) {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      state: 'stan-123',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...params,
    });
    for (const [name, value] of Object.entries(params)) if (value === '') query.delete(name);
    const response = await fetch(`${stack.env.API_URL}/auth/v1/oauth/authorize?${query}`, { redirect: 'manual', headers });
    return {
      status: response.status,
      location: response.headers.get('location'),
      json: response.status === 302 ? undefined : await response.json(),
    };
  }

  async function pendingAuthorization(scope = 'openid email'): Promise<string> {
    const { status, location } = await authorize({ scope });
    expect(status).toBe(302);
    const url = new URL(location!);
    expect(`${url.origin}${url.pathname}`).toBe(`${siteUrl}/oauth/consent`);
    const id = url.searchParams.get('authorization_id')!;
    expect(id).toMatch(/^[a-z2-7]{32}$/);
    return id;
  }

  const authorizationRow = async (id: string) =>
    (
      await sql<{
        status: string;
        user_id: string | null;
        authorization_code: string | null;
        scope: string;
        code_challenge_method: string;
      }>(stack, 'select * from auth.oauth_authorizations where authorization_id = $1', [id])
    )[0]!;

  test('authorize → details → approve: the redirect URL carries the code and state; the consent is remembered', async () => {
    const id = await pendingAuthorization();
    expect(await authorizationRow(id)).toMatchObject({
      status: 'pending',
      user_id: null,
      scope: 'openid email',
      code_challenge_method: 's256',
    });
    const { client: user, id: userId, email } = await signedInUser(stack);
    const details = await user.auth.oauth.getAuthorizationDetails(id);
    expect(details.error).toBeNull();
    expect(details.data).toEqual({
      authorization_id: id,
      redirect_uri: redirectUri,
      client: { id: clientId, name: 'Asystent AI' },
      user: { id: userId, email },
      scope: 'openid email',
    });
    // Claimed by the first user who opened it: another user does not see it.
    const { client: stranger } = await signedInUser(stack);
    expect((await stranger.auth.oauth.getAuthorizationDetails(id)).error).toMatchObject({
      status: 404,
      code: 'oauth_authorization_not_found',
      message: 'authorization not found',
    });
    expect((await stranger.auth.oauth.approveAuthorization(id)).error).toMatchObject({
      status: 404,
      code: 'oauth_authorization_not_found',
    });

    const approved = await user.auth.oauth.approveAuthorization(id);
    expect(approved.error).toBeNull();
    const row = await authorizationRow(id);
    expect(row).toMatchObject({ status: 'approved', user_id: userId });
    // Go's Query().Encode(): keys sorted, the client's own parameter kept.
    expect(approved.data!.redirect_url).toBe(`http://localhost:6274/oauth/callback?code=${row.authorization_code}&src=mcp&state=stan-123`);
    expect(row.authorization_code).toMatch(/^[0-9a-f-]{36}$/);
    const again = await user.auth.oauth.approveAuthorization(id);
    expect(again.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'authorization request is no longer pending' });

    const grants = await user.auth.oauth.listGrants();
    expect(grants.error).toBeNull();
    expect(grants.data).toEqual([
      { client: { id: clientId, name: 'Asystent AI' }, scopes: ['openid', 'email'], granted_at: expect.any(String) },
    ]);

    // A later request within the granted scopes is approved without asking.
    const second = await pendingAuthorization('email');
    const auto = await user.auth.oauth.getAuthorizationDetails(second);
    expect(auto.error).toBeNull();
    const autoRow = await authorizationRow(second);
    expect(autoRow.status).toBe('approved');
    expect(auto.data).toEqual({
      redirect_url: `http://localhost:6274/oauth/callback?code=${autoRow.authorization_code}&src=mcp&state=stan-123`,
    });

    // A wider one asks again; denying sends access_denied back to the client.
    const third = await pendingAuthorization('email profile');
    expect((await user.auth.oauth.getAuthorizationDetails(third)).data).toMatchObject({ scope: 'email profile' });
    const denied = await user.auth.oauth.denyAuthorization(third);
    expect(denied.data!.redirect_url).toBe(
      'http://localhost:6274/oauth/callback?error=access_denied&error_description=User+denied+the+request&src=mcp&state=stan-123',
    );
    expect((await authorizationRow(third)).status).toBe('denied');

    // Revoking the grant: gone from the list, the consent row marked, and asked again next time.
    expect(await user.auth.oauth.revokeGrant({ clientId })).toEqual({ data: {}, error: null });
    expect((await user.auth.oauth.listGrants()).data).toEqual([]);
    expect((await user.auth.oauth.revokeGrant({ clientId })).error).toMatchObject({
      status: 404,
      code: 'oauth_consent_not_found',
      message: 'No active grant found for this client',
    });
    const fourth = await pendingAuthorization('email');
    expect((await user.auth.oauth.getAuthorizationDetails(fourth)).data).toMatchObject({ authorization_id: fourth });
  });

  test('a bad client or redirect URI is answered, never redirected; other problems go back to the client as invalid_request', async () => {
    expect(await authorize({ client_id: '' })).toMatchObject({
      status: 400,
      json: { error_code: 'validation_failed', msg: 'client_id is required' },
    });
    expect(await authorize({ client_id: 'nie-uuid' })).toMatchObject({
      status: 400,
      json: { error_code: 'oauth_client_not_found', msg: 'invalid client_id format' },
    });
    expect(await authorize({ client_id: crypto.randomUUID() })).toMatchObject({
      status: 400,
      json: { error_code: 'oauth_client_not_found', msg: 'invalid client_id' },
    });
    expect(await authorize({ redirect_uri: 'http://localhost:6274/oauth/callback' })).toMatchObject({
      status: 400,
      json: { error_code: 'validation_failed', msg: 'invalid redirect_uri' },
    });
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge: '' }, 'PKCE flow requires both code_challenge and code_challenge_method'],
      [{ code_challenge_method: 'S512' }, "code_challenge_method must be 'S256' or 'plain'"],
      [{ code_challenge: 'krotki' }, 'code_challenge must be between 43 and 128 characters'],
      [{ scope: 'email admin' }, 'unsupported scope: admin'],
      [{ response_type: 'token' }, 'only response_type=code is supported'],
      [{ resource: 'https://api.example/mcp?x=1' }, 'resource must not include a query component'],
    ];
    for (const [params, description] of cases) {
      const { status, location } = await authorize(params);
      expect(status).toBe(302);
      const url = new URL(location!);
      expect(`${url.origin}${url.pathname}`).toBe('http://localhost:6274/oauth/callback');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        error: 'invalid_request',
        error_description: description,
        src: 'mcp',
        state: 'stan-123',
      });
    }
  });

  test('expired requests are marked and not found; foreign origins, bad bodies and missing sessions are refused', async () => {
    const id = await pendingAuthorization();
    await sql(
      stack,
      "update auth.oauth_authorizations set created_at = now() - interval '20 minutes', expires_at = now() - interval '10 minutes' where authorization_id = $1",
      [id],
    );
    const { client: user, id: userId } = await signedInUser(stack);
    expect((await user.auth.oauth.getAuthorizationDetails(id)).error).toMatchObject({ status: 404, code: 'oauth_authorization_not_found' });
    expect((await authorizationRow(id)).status).toBe('expired');

    const fresh = await pendingAuthorization();
    const token = (await user.auth.getSession()).data.session!.access_token;
    const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      fetch(`${stack.env.API_URL}/auth/v1${path}`, {
        method,
        headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body,
      });
    const foreign = await call('GET', `/oauth/authorizations/${fresh}`, { origin: 'https://obcy.example' });
    expect([foreign.status, await foreign.json()]).toEqual([
      400,
      { code: 400, error_code: 'validation_failed', msg: 'unauthorized request origin' },
    ]);
    const ours = await call('GET', `/oauth/authorizations/${fresh}`, { origin: siteUrl });
    expect(ours.status).toBe(200);
    const badBody = await call('POST', `/oauth/authorizations/${fresh}/consent`, {}, '["approve"]');
    expect([badBody.status, await badBody.json()]).toEqual([400, { code: 400, error_code: 'bad_json', msg: 'invalid JSON body' }]);
    const badAction = await call('POST', `/oauth/authorizations/${fresh}/consent`, {}, '{"action":"zgoda"}');
    expect([badAction.status, await badAction.json()]).toEqual([
      400,
      { code: 400, error_code: 'validation_failed', msg: "action must be 'approve' or 'deny'" },
    ]);
    expect(await authorizationRow(fresh)).toMatchObject({ status: 'pending', user_id: userId });
    const anonymous = await fetch(`${stack.env.API_URL}/auth/v1/oauth/authorizations/${fresh}`, {
      headers: { apikey: stack.env.ANON_KEY! },
    });
    expect(anonymous.status).toBe(401);
    expect(await sql(stack, 'select 1 from auth.oauth_consents where user_id = $1', [userId])).toEqual([]);
  });
});

describe('token endpoint and userinfo (a client exchanges its code)', () => {
  const redirectUri = 'https://klient.example/cb';
  const verifier = crypto.randomBytes(48).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  let confidential: OAuthClient;
  let publicClient: OAuthClient;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    confidential = (await admin.oauth.createClient({ client_name: 'Serwer MCP', redirect_uris: [redirectUri] })).data!;
    publicClient = (
      await admin.oauth.createClient({ client_name: 'CLI', redirect_uris: [redirectUri], token_endpoint_auth_method: 'none' })
    ).data!;
    user = await signedInUser(stack);
    await admin.updateUserById(user.id, { user_metadata: { name: 'Ola Malarka' } });
  });

  /** authorize → consent (approve) as the signed-in user → the code from the redirect URL. */
  async function approvedCode(client: OAuthClient, scope: string, nonce = ''): Promise<string> {
    const query = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      scope,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...(nonce ? { nonce } : {}),
    });
    const response = await fetch(`${stack.env.API_URL}/auth/v1/oauth/authorize?${query}`, { redirect: 'manual' });
    const id = new URL(response.headers.get('location')!).searchParams.get('authorization_id')!;
    const details = await user.client.auth.oauth.getAuthorizationDetails(id);
    const redirect =
      'redirect_url' in details.data!
        ? details.data.redirect_url
        : (await user.client.auth.oauth.approveAuthorization(id)).data!.redirect_url;
    return new URL(redirect).searchParams.get('code')!;
  }

  const basic = (client: OAuthClient, secret = client.client_secret!) =>
    `Basic ${Buffer.from(`${client.client_id}:${secret}`).toString('base64')}`;

  async function tokenRequest(form: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${stack.env.API_URL}/auth/v1/oauth/token`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  test('authorization_code with PKCE and client_secret_basic: tokens bound to the client, an ID token, userinfo', async () => {
    const code = await approvedCode(confidential, 'openid email profile', 'n-0S6_WzA2Mj');
    const wrongVerifier = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: 'x'.repeat(43) },
      { authorization: basic(confidential) },
    );
    expect(wrongVerifier).toEqual({
      status: 400,
      json: {
        error: 'invalid_grant',
        error_description: 'PKCE verification failed: code challenge does not match previously saved code verifier',
      },
    });
    const { status, json } = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
      { authorization: basic(confidential) },
    );
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['access_token', 'expires_in', 'id_token', 'refresh_token', 'token_type']);
    expect(json).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.stringMatching(/^[a-z0-9]{12}$/) });

    const claims = jose.decodeJwt(json.access_token as string);
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      aal: 'aal1',
      client_id: confidential.client_id,
      scope: 'openid email profile',
    });
    expect(claims.amr).toEqual([{ method: 'oauth_provider/authorization_code', timestamp: expect.any(Number) }]);
    const [session] = await sql<{ oauth_client_id: string; scopes: string }>(stack, 'select * from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    expect(session).toMatchObject({ oauth_client_id: confidential.client_id, scopes: 'openid email profile' });
    // The access token is a user token like any other.
    const asClient = anonClient(stack);
    expect((await asClient.auth.getUser(json.access_token as string)).data.user!.id).toBe(user.id);

    const jwks = jose.createRemoteJWKSet(new URL(`${stack.env.API_URL}/auth/v1/.well-known/jwks.json`));
    const { payload: idClaims } = await jose.jwtVerify(json.id_token as string, jwks, { audience: confidential.client_id });
    expect(idClaims).toMatchObject({
      sub: user.id,
      nonce: 'n-0S6_WzA2Mj',
      email: user.email,
      email_verified: true,
      phone_number_verified: false,
      name: 'Ola Malarka',
      client_id: confidential.client_id,
      auth_time: expect.any(Number),
    });
    expect(idClaims.exp! - idClaims.iat!).toBe(3600);

    const info = await fetch(`${stack.env.API_URL}/auth/v1/oauth/userinfo`, {
      headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${json.access_token}` },
    });
    expect(await info.json()).toEqual({
      sub: user.id,
      email: user.email,
      email_verified: true,
      name: 'Ola Malarka',
      updated_at: expect.any(Number),
      user_metadata: expect.objectContaining({ name: 'Ola Malarka' }),
    });

    // A code works once.
    const reused = await tokenRequest(
      { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier },
      { authorization: basic(confidential) },
    );
    expect(reused).toEqual({ status: 400, json: { error: 'invalid_grant', error_description: 'Invalid authorization code' } });
    expect(await sql(stack, 'select 1 from auth.oauth_authorizations where authorization_code = $1', [code])).toEqual([]);

    // refresh_token at /oauth/token needs the same client; the ordinary /token refuses the client's session.
    const refreshed = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: json.refresh_token as string },
      { authorization: basic(confidential) },
    );
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.json).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
    expect(jose.decodeJwt(refreshed.json.access_token as string)).toMatchObject({
      client_id: confidential.client_id,
      session_id: claims.session_id,
    });
    const ordinary = await fetch(`${stack.env.API_URL}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshed.json.refresh_token }),
    });
    expect([ordinary.status, await ordinary.json()]).toEqual([
      400,
      { error: 'invalid_client', error_description: 'Client authentication required for OAuth session' },
    ]);
    const otherClient = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: refreshed.json.refresh_token as string,
      client_id: publicClient.client_id,
    });
    expect(otherClient.json).toEqual({ error: 'invalid_client', error_description: "Client does not match the session's OAuth client" });
    const { data: own } = await user.client.auth.getSession();
    const notOAuth = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: own.session!.refresh_token },
      { authorization: basic(confidential) },
    );
    expect(notOAuth.json).toEqual({
      error: 'invalid_client',
      error_description: 'Client authentication not allowed for non-OAuth session',
    });

    // Revoking the grant ends the client's sessions: its refresh token is gone.
    expect((await user.client.auth.oauth.revokeGrant({ clientId: confidential.client_id })).error).toBeNull();
    const afterRevoke = await tokenRequest(
      { grant_type: 'refresh_token', refresh_token: refreshed.json.refresh_token as string },
      { authorization: basic(confidential) },
    );
    expect(afterRevoke).toEqual({
      status: 400,
      json: { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
  });

  test('a public client sends client_id and no secret (JSON body); scopes limit the claims; no ID token without openid', async () => {
    const code = await approvedCode(publicClient, 'email');
    const response = await fetch(`${stack.env.API_URL}/auth/v1/oauth/token`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code, client_id: publicClient.client_id, code_verifier: verifier }),
    });
    const json = (await response.json()) as Record<string, string>;
    expect(response.status).toBe(200);
    expect(json).not.toHaveProperty('id_token');
    expect(jose.decodeJwt(json.access_token!)).toMatchObject({ client_id: publicClient.client_id, scope: 'email' });
    const info = await fetch(`${stack.env.API_URL}/auth/v1/oauth/userinfo`, {
      headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${json.access_token}` },
    });
    expect(await info.json()).toEqual({ sub: user.id, email: user.email, email_verified: true });
  });

  test('discovery documents name the endpoints (RFC 8414 and OIDC), with registration while it is allowed', async () => {
    const response = await fetch(`${stack.env.API_URL}/auth/v1/.well-known/oauth-authorization-server`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const metadata = (await response.json()) as Record<string, unknown>;
    const issuer = jose.decodeJwt((await user.client.auth.getSession()).data.session!.access_token).iss!;
    expect(metadata).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      userinfo_endpoint: `${issuer}/oauth/userinfo`,
      registration_endpoint: `${issuer}/oauth/clients/register`,
      code_challenge_methods_supported: ['S256', 'plain'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    });
    expect((await fetch(metadata.jwks_uri as string)).status).toBe(200);
    const oidc = await fetch(`${stack.env.API_URL}/auth/v1/.well-known/openid-configuration`);
    expect(await oidc.json()).toEqual(metadata);
  });

  test('client authentication and grant errors are GoTrue’s', async () => {
    const credentials = (msg: string) => ({ status: 400, json: { code: 400, error_code: 'invalid_credentials', msg } });
    const form = { grant_type: 'authorization_code', code: 'x' };
    expect(await tokenRequest(form)).toEqual(credentials('Invalid client credentials: client_id is required'));
    expect(await tokenRequest(form, { authorization: basic(confidential, 'zle-haslo') })).toEqual(
      credentials('invalid client credentials'),
    );
    expect(await tokenRequest({ ...form, client_id: confidential.client_id, client_secret: confidential.client_secret! })).toEqual(
      credentials("invalid authentication method: client is registered for 'client_secret_basic' but 'client_secret_post' was used"),
    );
    expect(await tokenRequest({ ...form, client_id: 'nie-uuid' })).toEqual(credentials('Invalid client_id format'));
    expect(await tokenRequest({ ...form, client_id: crypto.randomUUID() })).toEqual(credentials('Invalid client credentials'));
    expect(await tokenRequest(form, { authorization: 'Basic ***' })).toEqual(
      credentials('Invalid client credentials: invalid basic auth encoding'),
    );

    const auth = { authorization: basic(confidential) };
    const grantError = (error: string, error_description: string) => ({ status: 400, json: { error, error_description } });
    expect(await tokenRequest({ code: 'x' }, auth)).toEqual(grantError('invalid_request', 'grant_type is required'));
    expect(await tokenRequest({ grant_type: 'client_credentials' }, auth)).toEqual(
      grantError('unsupported_grant_type', 'Client is not allowed to use grant type: client_credentials'),
    );
    expect(await tokenRequest({ grant_type: 'authorization_code' }, auth)).toEqual(
      grantError('invalid_request', 'code is required for authorization_code grant'),
    );
    expect(await tokenRequest({ grant_type: 'refresh_token' }, auth)).toEqual(
      grantError('invalid_request', 'refresh_token is required for refresh_token grant'),
    );

    const code = await approvedCode(publicClient, 'email');
    expect(await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier }, auth)).toEqual(
      grantError('invalid_grant', 'Authorization code was not issued for this client'),
    );
    const own = { client_id: publicClient.client_id };
    expect(await tokenRequest({ grant_type: 'authorization_code', code, ...own })).toEqual(
      grantError('invalid_grant', 'PKCE verification failed: code_verifier is required when PKCE challenge is present'),
    );
    expect(
      await tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'https://inny.example/cb',
        code_verifier: verifier,
        ...own,
      }),
    ).toEqual(grantError('invalid_grant', 'Invalid redirect_uri'));
    await sql(
      stack,
      "update auth.oauth_authorizations set created_at = now() - interval '20 minutes', expires_at = now() - interval '10 minutes' where authorization_code = $1",
      [code],
    );
    expect(await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, ...own })).toEqual(
      grantError('invalid_grant', 'Authorization code has expired'),
    );
  });
});

describe('server enabled, dynamic registration off', () => {
  beforeAll(async () => {
    await restartWith({ enabled: true, allow_dynamic_registration: false });
  });

  test('registration answers 403 oauth_dynamic_client_registration_disabled; the admin API still works', async () => {
    const before = await clientCount();
    expect(await register({ client_name: 'Nie teraz', redirect_uris: ['https://a.example/cb'] })).toEqual({
      status: 403,
      json: { code: 403, error_code: 'oauth_dynamic_client_registration_disabled', msg: 'Dynamic client registration is not enabled' },
    });
    expect(await clientCount()).toBe(before);
    const metadata = await fetch(`${stack.env.API_URL}/auth/v1/.well-known/oauth-authorization-server`);
    expect(await metadata.json()).not.toHaveProperty('registration_endpoint');
    const listed = await admin.oauth.listClients();
    expect(listed.error).toBeNull();
    expect(listed.data.clients.length).toBeGreaterThan(0);
  });
});

describe('server disabled ([auth.oauth_server] enabled = false)', () => {
  beforeAll(async () => {
    await restartWith({ enabled: false, allow_dynamic_registration: true });
  });

  test('every admin call answers GoTrue’s 404 feature_disabled "OAuth server is disabled" and writes nothing', async () => {
    const before = await clientCount();
    const [someId] = (await sql<{ id: string }>(stack, 'select id from auth.oauth_clients where deleted_at is null limit 1')).map(
      (row) => row.id,
    );
    const disabled = { status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' };
    expect((await admin.oauth.listClients()).error).toMatchObject(disabled);
    expect((await admin.oauth.createClient({ client_name: 'Wyłączony', redirect_uris: ['https://a.example/cb'] })).error).toMatchObject(
      disabled,
    );
    expect((await admin.oauth.getClient(someId!)).error).toMatchObject(disabled);
    expect((await admin.oauth.updateClient(someId!, { client_name: 'X' })).error).toMatchObject(disabled);
    expect((await admin.oauth.regenerateClientSecret(someId!)).error).toMatchObject(disabled);
    expect((await admin.oauth.deleteClient(someId!)).error).toMatchObject(disabled);
    // The admin check comes first, as in GoTrue's router.
    expect((await anonClient(stack).auth.admin.oauth.listClients()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect(await register({ client_name: 'Wyłączony', redirect_uris: ['https://a.example/cb'] })).toEqual({
      status: 404,
      json: { code: 404, error_code: 'feature_disabled', msg: 'OAuth server is disabled' },
    });
    expect(await clientCount()).toBe(before);
    const authorize = await fetch(`${stack.env.API_URL}/auth/v1/oauth/authorize?client_id=${someId}&redirect_uri=x`, {
      redirect: 'manual',
    });
    expect([authorize.status, await authorize.json()]).toEqual([
      404,
      { code: 404, error_code: 'feature_disabled', msg: 'OAuth server is disabled' },
    ]);
    const { client: user } = await signedInUser(stack);
    expect((await user.auth.oauth.listGrants()).error).toMatchObject(disabled);
    expect((await user.auth.oauth.getAuthorizationDetails('a'.repeat(32))).error).toMatchObject(disabled);
    const token = await fetch(`${stack.env.API_URL}/auth/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=x',
    });
    expect([token.status, await token.json()]).toEqual([
      404,
      { code: 404, error_code: 'feature_disabled', msg: 'OAuth server is disabled' },
    ]);
    const metadata = await fetch(`${stack.env.API_URL}/auth/v1/.well-known/oauth-authorization-server`);
    expect([metadata.status, await metadata.json()]).toEqual([
      404,
      { code: 404, error_code: 'feature_disabled', msg: 'OAuth server is disabled' },
    ]);
    // GoTrue serves OIDC discovery whatever the setting; it lists no registration endpoint then.
    const oidc = await fetch(`${stack.env.API_URL}/auth/v1/.well-known/openid-configuration`);
    expect(oidc.status).toBe(200);
    expect(await oidc.json()).not.toHaveProperty('registration_endpoint');
  });
});
