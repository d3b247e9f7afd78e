import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

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
