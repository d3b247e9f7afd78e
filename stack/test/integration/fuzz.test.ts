import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// A hostile or careless client through the gateway: random paths from each service's vocabulary, every method, keys
// of every kind, bodies of wrong shapes. Whatever it sends is its own fault: the answer is never a 5xx, and every
// service still serves afterwards. Fixed seeds, so a failure names a reproducible request.

let stack: TestStack;
let userToken: string;
const failures: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail'] });
  const { SERVICE_ROLE_KEY: service, ANON_KEY: anon, API_URL: api } = stack.env;
  const email = 'fuzz@example.com';
  const created = await fetch(`${api}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: service!, authorization: `Bearer ${service}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Haslo-12345!', email_confirm: true }),
  });
  expect(created.status).toBe(200);
  const session = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anon!, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Haslo-12345!' }),
  });
  userToken = ((await session.json()) as { access_token: string }).access_token;
});

beforeEach(() => {
  failures.length = 0;
});

afterAll(async () => {
  await stack?.dispose();
});

type Who = 'service' | 'anon' | 'user' | 'garbage' | 'none';

async function send(method: string, path: string, who: Who, body?: string | Buffer, headers: Record<string, string> = {}): Promise<void> {
  const key = { service: stack.env.SERVICE_ROLE_KEY!, anon: stack.env.ANON_KEY!, user: stack.env.ANON_KEY!, garbage: 'garbage', none: '' }[
    who
  ];
  const all: Record<string, string> = { ...headers };
  if (key) all.apikey = key;
  if (who === 'user') all.authorization = `Bearer ${userToken}`;
  else if (key) all.authorization = `Bearer ${key}`;
  const bodiless = method === 'GET' || method === 'HEAD';
  try {
    const response = await fetch(`${stack.env.API_URL}${path}`, {
      method,
      headers: all,
      body: bodiless ? undefined : body,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (response.status >= 500)
      failures.push(`${response.status} ${method} ${path} (${who}) ${String(body).slice(0, 120)} → ${text.slice(0, 160)}`);
  } catch (error) {
    failures.push(`no answer: ${method} ${path} (${who}): ${(error as Error).message}`);
  }
}

const who = fc.constantFrom<Who>('service', 'anon', 'user', 'garbage', 'none');
const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD');
const junk = fc.constantFrom('%zz', '..', '%2e%2e', 'ż ó', '\u0000', 'a'.repeat(300), '');
const encode = (segment: string) => (segment.includes('%') ? segment : encodeURIComponent(segment));

async function expectServing(): Promise<void> {
  const { API_URL: api, SERVICE_ROLE_KEY: service } = stack.env;
  const headers = { apikey: service!, authorization: `Bearer ${service}` };
  expect((await fetch(`${api}/auth/v1/health`)).status).toBe(200);
  expect((await fetch(`${api}/rest/v1/posts?select=slug&limit=1`, { headers })).status).toBe(200);
  expect((await fetch(`${api}/storage/v1/bucket`, { headers })).status).toBe(200);
}

test('every service: random paths, methods, keys and bodies never get a 5xx', async () => {
  const segment = fc.oneof(
    junk,
    fc.constantFrom('user', 'token', 'signup', 'otp', 'verify', 'factors', 'admin', 'users', 'object', 'bucket', 'covers'),
    fc.constantFrom('public', 'sign', 'list', 'render', 'image', 'info', 'api', 'broadcast', 'posts', 'rpc', 'oauth', 'passkeys'),
    fc.string({ maxLength: 8 }),
  );
  const body = fc.oneof(fc.constant(undefined), fc.json(), fc.string({ maxLength: 40 }), fc.constantFrom('[]', 'null', '{"email":1}'));
  const type = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/octet-stream');
  const prefix = fc.constantFrom('/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/realtime/v1');
  await fc.assert(
    fc.asyncProperty(
      prefix,
      fc.array(segment, { maxLength: 4 }),
      method,
      who,
      body,
      type,
      async (base, segments, verb, caller, payload, contentType) => {
        await send(verb, `${base}/${segments.map(encode).join('/')}`, caller, payload, { 'content-type': contentType });
      },
    ),
    { numRuns: 600, seed: 1 },
  );
  expect(failures).toEqual([]);
  await expectServing();
}, 120_000);

test('auth: every endpoint with fields of the wrong type, shape or size never gets a 5xx', async () => {
  const endpoints = [
    'POST /signup',
    'POST /token?grant_type=password',
    'POST /token?grant_type=refresh_token',
    'POST /token?grant_type=pkce',
    'POST /token?grant_type=id_token',
    'POST /otp',
    'POST /verify',
    'POST /recover',
    'POST /resend',
    'PUT /user',
    'POST /factors',
    'POST /factors/x/challenge',
    'POST /factors/x/verify',
    'POST /passkeys/registration/options',
    'POST /passkeys/registration/verify',
    'POST /passkeys/authentication/verify',
    'POST /admin/users',
    'PUT /admin/users/x',
    'POST /admin/generate_link',
    'POST /invite',
    'POST /oauth/token',
    'POST /admin/oauth/clients',
    'POST /sso',
  ];
  const fields = [
    'email',
    'password',
    'phone',
    'token',
    'token_hash',
    'type',
    'refresh_token',
    'auth_code',
    'code_verifier',
    'factor_type',
    'friendly_name',
    'challenge_id',
    'code',
    'data',
    'options',
    'user_metadata',
    'app_metadata',
    'ban_duration',
    'role',
    'redirect_to',
    'provider',
    'id_token',
    'credential_response',
    'channel',
    'email_confirm',
    'code_challenge',
    'redirect_uris',
    'grant_type',
    'client_id',
    'domain',
  ];
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
    fc.constantFrom('a@b.c', '+48123456789', 'signup', 'recovery', 'totp', 'phone', 'webauthn', 'x'.repeat(5000), '\u0000', '-1h'),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 5 }),
      who,
      async (endpoint, payload, caller) => {
        const [verb, path] = endpoint.split(' ') as [string, string];
        await send(verb, `/auth/v1${path}`, caller, JSON.stringify(payload), { 'content-type': 'application/json' });
      },
    ),
    { numRuns: 600, seed: 5 },
  );
  expect(failures).toEqual([]);
  await expectServing();
}, 120_000);

test('storage: object paths, image transformations, ranges and bodies of every kind never get a 5xx', async () => {
  const route = fc.constantFrom(
    'object',
    'object/public',
    'object/authenticated',
    'object/sign',
    'object/upload/sign',
    'object/info',
    'object/list',
    'render/image/public',
    'render/image/authenticated',
    'render/image/sign',
    'bucket',
  );
  const name = fc.oneof(
    junk,
    fc.constantFrom('x.png', 'a/b/c.jpg', 'a//b', '.emptyFolderPlaceholder', 'x'.repeat(1100)),
    fc.string({ maxLength: 10 }),
  );
  const transform = fc.record(
    {
      width: fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.constantFrom('abc', '1e9', '')),
      height: fc.integer({ min: -5, max: 5000 }),
      quality: fc.integer({ min: -10, max: 200 }),
      resize: fc.constantFrom('cover', 'contain', 'fill', 'x'),
      format: fc.constantFrom('origin', 'avif', 'x'),
      download: fc.constantFrom('', 'a.png', '../x'),
      token: fc.string({ maxLength: 10 }),
    },
    { requiredKeys: [] },
  );
  const range = fc.constantFrom(undefined, 'bytes=0-10', 'bytes=-5', 'bytes=10-2', 'bytes=abc', 'bytes=0-0,5-6', 'bytes=999999-');
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const body = fc.oneof(
    fc.constant(undefined),
    fc.constant(png),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
  const type = fc.constantFrom(undefined, 'image/png', 'application/json', 'multipart/form-data; boundary=x', 'image/svg+xml', '../../x');
  await fc.assert(
    fc.asyncProperty(
      method,
      route,
      fc.constantFrom('covers', 'media', 'nope', '%2e%2e'),
      name,
      who,
      transform,
      range,
      body,
      type,
      async (verb, path, bucket, object, caller, params, bytes, payload, contentType) => {
        const query = new URLSearchParams(Object.entries(params).map(([key, item]): [string, string] => [key, String(item)]));
        const headers: Record<string, string> = {};
        if (bytes) headers.range = bytes;
        if (contentType) headers['content-type'] = contentType;
        const target = `/storage/v1/${path}/${bucket}/${object.split('/').map(encode).join('/')}${query.size ? `?${query}` : ''}`;
        await send(verb, target, caller, payload, headers);
      },
    ),
    { numRuns: 600, seed: 3 },
  );
  expect(failures).toEqual([]);
  await expectServing();
}, 120_000);
