import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serviceLog, startTestStack, type TestStack } from '../support/stack.ts';
import { rawHttp } from '../support/raw-http.ts';

// postgres-meta behind the gateway at /pg/ with self-hosted Kong's rule (docker/kong/kong.yml: key-auth plus the
// admin ACL): only the secret key or the service_role JWT passes. The CLI's own route is open to any web page.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ studio: true, exclude: ['mail', 'functions', 'realtime', 'storage'] });
});

afterAll(async () => {
  await stack?.dispose();
});

const pg = (path: string, init: RequestInit = {}) => fetch(`${stack.env.API_URL}/pg${path}`, init);

test('stack up returns before postgres-meta has loaded, and /pg asked at once still gets its answer', async () => {
  // First of the file: asked right after `stack up`, while postgres-meta is most likely still loading.
  const response = await pg('/schemas', { headers: { apikey: stack.env.SECRET_KEY! } });
  expect(response.status).toBe(200);
  expect((await response.json()) as { name: string }[]).toContainEqual(expect.objectContaining({ name: 'public' }));
  const log = (await serviceLog(stack.workdir, 'supervisor', ['finished starting in the background']))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { message: string; service?: string });
  const ready = log.findIndex((line) => line.message === 'stack ready');
  const metaServes = log.findIndex((line) => line.message === 'finished starting in the background' && line.service === 'meta');
  expect(ready).toBeGreaterThanOrEqual(0);
  expect(metaServes).toBeGreaterThan(ready);
});

test("/pg/tables answers the secret key and the service_role JWT with postgres-meta's tables", async () => {
  for (const key of [stack.env.SECRET_KEY!, stack.env.SERVICE_ROLE_KEY!]) {
    const response = await pg('/tables?included_schemas=public', { headers: { apikey: key } });
    expect(response.status).toBe(200);
    const tables = (await response.json()) as { schema: string; name: string; rls_enabled: boolean }[];
    expect(tables).toContainEqual(expect.objectContaining({ schema: 'public', name: 'posts', rls_enabled: true }));
  }
});

test('/pg runs SQL for the service key and reports a failing statement as postgres-meta does', async () => {
  const response = await pg('/query', {
    method: 'POST',
    headers: { apikey: stack.env.SECRET_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'select 1;\nselect nope from public.posts' }),
  });
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: string; formattedError: string };
  expect(body.code).toBe('42703');
  expect(body.formattedError).toContain('LINE 2');
});

test('/pg refuses the anon and publishable keys (403), no key and an unknown key (401)', async () => {
  for (const key of [stack.env.ANON_KEY!, stack.env.PUBLISHABLE_KEY!]) {
    const response = await pg('/tables', { headers: { apikey: key } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You cannot consume this service' });
  }
  const none = await pg('/tables');
  expect(none.status).toBe(401);
  expect(await none.json()).toEqual({ message: 'No API key found in request' });
  // A service_role token in Authorization alone is not a key: Kong's key-auth reads apikey only.
  const bearerOnly = await pg('/tables', { headers: { authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY!}` } });
  expect(bearerOnly.status).toBe(401);
  const unknown = await pg('/tables', { headers: { apikey: 'sb_secret_not-the-key' } });
  expect(unknown.status).toBe(401);
  expect(await unknown.json()).toEqual({ message: 'Invalid authentication credentials' });
});

test('/pg refuses a cross-origin browser request, its preflight included, whatever key it carries', async () => {
  const origin = 'http://evil.example';
  const preflight = await pg('/query', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,content-type' },
  });
  expect(preflight.status).toBe(403);
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  const post = await pg('/query', {
    method: 'POST',
    headers: { origin, apikey: stack.env.SERVICE_ROLE_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'select 1' }),
  });
  expect(post.status).toBe(403);
  expect(post.headers.get('access-control-allow-origin')).toBeNull();
});

// Issue #37: postgres-meta's own port ran SQL for any web page, and its default CRYPTO_KEY let anyone forge a
// connection as supabase_admin.

/** The port the stack gives postgres-meta (state.json): our guarded relay in front of its unix socket. */
function metaPort(): number {
  const state = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as {
    services: { name: string; url: string }[];
  };
  return Number(new URL(state.services.find((service) => service.name === 'meta')!.url).port);
}

/** What crypto-js's `AES.encrypt(text, passphrase)` gives (OpenSSL's salted format), as postgres-meta decrypts it. */
function opensslEncrypt(text: string, passphrase: string): string {
  const salt = crypto.randomBytes(8);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = crypto
      .createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = crypto.createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  return Buffer.concat([Buffer.from('Salted__'), salt, cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

test("postgres-meta's port refuses a direct request: no token 403, a foreign Host 421, an Origin 403, never CORS", async () => {
  const port = metaPort();
  const query = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'select 1' }) };
  const direct = await fetch(`http://127.0.0.1:${port}/query`, query);
  expect(direct.status).toBe(403);
  expect(direct.headers.get('access-control-allow-origin')).toBeNull();
  expect(await direct.text()).not.toContain('?column?');
  const health = await fetch(`http://127.0.0.1:${port}/health`);
  expect(health.status).toBe(403);
  const preflight = await fetch(`http://127.0.0.1:${port}/query`, {
    method: 'OPTIONS',
    headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.status).toBe(403);
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  const rebound = await rawHttp(port, 'GET /health HTTP/1.1\r\nHost: rebound.evil.example\r\nConnection: close\r\n\r\n');
  expect(rebound).toMatch(/^HTTP\/1\.1 421 /);
  // Through the gateway the same request works, and postgres-meta's own CORS header does not come back with it.
  const viaGateway = await pg('/query', { ...query, headers: { ...query.headers, apikey: stack.env.SECRET_KEY! } });
  expect(viaGateway.status).toBe(200);
});

test("a forged x-connection-encrypted made with postgres-meta's SAMPLE_KEY does not connect as supabase_admin", async () => {
  const dbPort = new URL(stack.env.DB_URL!).port;
  const forged = opensslEncrypt(`postgresql://supabase_admin:postgres@127.0.0.1:${dbPort}/postgres`, 'SAMPLE_KEY');
  const response = await pg('/query', {
    method: 'POST',
    headers: { apikey: stack.env.SECRET_KEY!, 'content-type': 'application/json', 'x-connection-encrypted': forged },
    body: JSON.stringify({ query: 'select current_user as who' }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual([{ who: 'postgres' }]);
  // A `pg` header naming another role is dropped as well.
  const plain = await pg('/query', {
    method: 'POST',
    headers: {
      apikey: stack.env.SECRET_KEY!,
      'content-type': 'application/json',
      pg: `postgresql://supabase_admin:postgres@127.0.0.1:${dbPort}/postgres`,
    },
    body: JSON.stringify({ query: 'select current_user as who' }),
  });
  expect(await plain.json()).toEqual([{ who: 'postgres' }]);
});

test('each install has its own CRYPTO_KEY, kept with the keys (mode 600) and never in a log', () => {
  const file = path.join(stack.workdir, '.stack', 'keys', 'pg_meta_crypto_key');
  const key = fs.readFileSync(file, 'utf8');
  expect(key.length).toBeGreaterThanOrEqual(32);
  expect(key).not.toBe('SAMPLE_KEY');
  if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const logs = path.join(stack.workdir, '.stack', 'logs');
  for (const name of fs.readdirSync(logs)) expect(fs.readFileSync(path.join(logs, name), 'utf8'), name).not.toContain(key);
});

test('/pg and the rest of the gateway refuse a foreign Host (DNS rebinding) with 421', async () => {
  const port = new URL(stack.env.API_URL!).port;
  for (const target of ['/pg/tables', '/rest/v1/posts', '/auth/v1/health', '/mcp']) {
    const answer = await rawHttp(
      Number(port),
      `GET ${target} HTTP/1.1\r\nHost: rebound.evil.example:${port}\r\napikey: ${stack.env.SECRET_KEY}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer, target).toMatch(/^HTTP\/1\.1 421 /);
    expect(answer.toLowerCase(), target).not.toContain('access-control-allow-origin');
  }
  const allowed = await rawHttp(Number(port), `GET /auth/v1/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
  expect(allowed).toMatch(/^HTTP\/1\.1 200 /);
});
