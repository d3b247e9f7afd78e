import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as jose from 'jose';
import pg from 'pg';
import { serviceLog, signUserToken, startTestStack, type TestStack } from '../support/stack.ts';
import { testClient } from '../support/clients.ts';

let stack: TestStack;
let anon: SupabaseClient;
let service: SupabaseClient;
let draftSlugs: string[];

beforeAll(async () => {
  stack = await startTestStack();
  anon = testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
  service = testClient(stack.env.API_URL!, stack.env.SERVICE_ROLE_KEY!);
  const { data, error } = await service.from('posts').select('slug').eq('status', 'draft');
  if (error) throw error;
  draftSlugs = data.map((row) => row.slug as string);
});

afterAll(async () => {
  await stack?.dispose();
});

describe('RLS through PostgREST and the gateway', () => {
  test('the seed holds a draft, so the visibility checks below can fail', () => {
    expect(draftSlugs.length).toBeGreaterThan(0);
  });

  test('visitors (anon key) read published posts only', async () => {
    const { data, error } = await anon.from('posts').select('slug, status, published_at');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(12);
    expect(data!.every((post) => post.status === 'published')).toBe(true);
    expect(data!.map((post) => post.slug)).not.toEqual(expect.arrayContaining([draftSlugs[0]]));
  });

  test('service_role bypasses RLS and sees drafts', async () => {
    const { data, error } = await service.from('posts').select('slug').in('slug', draftSlugs);
    expect(error).toBeNull();
    expect(data!.map((post) => post.slug).sort()).toEqual([...draftSlugs].sort());
  });

  test('visitors cannot write posts', async () => {
    const { error } = await anon.from('posts').insert({ slug: 'wlamanie', section: 'post', title: 'x', lead: 'x', body_md: 'x' });
    expect(error?.code).toBe('42501');
    const { count } = await service.from('posts').select('slug', { count: 'exact', head: true }).eq('slug', 'wlamanie');
    expect(count).toBe(0);
  });

  test('opaque keys map to their roles: publishable as anon, secret as service_role', async () => {
    const publishable = testClient(stack.env.API_URL!, stack.env.PUBLISHABLE_KEY!);
    const secret = testClient(stack.env.API_URL!, stack.env.SECRET_KEY!);
    const asAnon = await publishable.from('posts').select('slug').in('slug', draftSlugs);
    const asService = await secret.from('posts').select('slug').in('slug', draftSlugs);
    expect(asAnon.error).toBeNull();
    expect(asAnon.data).toEqual([]);
    expect(asService.data!.length).toBe(draftSlugs.length);
  });
});

describe("DDL tells PostgREST to reload (Supabase's pgrst_ddl_watch and pgrst_drop_watch event triggers)", () => {
  test('creating and dropping a table notify pgrst once; a temporary table does not', async () => {
    const listener = new pg.Client({ connectionString: stack.env.DB_URL });
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await Promise.all([listener.connect(), db.connect()]);
    try {
      const heard: string[] = [];
      listener.on('notification', (message) => heard.push(message.payload ?? ''));
      await listener.query('listen pgrst');
      // A round trip on the listener after each statement: notifications sent before it have arrived.
      const after = async (sql: string) => {
        heard.length = 0;
        await db.query(sql);
        await listener.query('select 1');
        return [...heard];
      };
      expect(await after('create temporary table ddl_watch_temp (id int)')).toEqual([]);
      expect(await after('create table public.ddl_watch_probe (id int primary key, note text)')).toEqual(['reload schema']);
      // PostgREST sees the new table without anyone notifying it by hand.
      await db.query('grant select on public.ddl_watch_probe to anon');
      let status = 0;
      for (const deadline = Date.now() + 20_000; Date.now() < deadline && status !== 200;) {
        const probe = await fetch(`${stack.env.API_URL}/rest/v1/ddl_watch_probe?select=id`, { headers: { apikey: stack.env.ANON_KEY! } });
        await probe.arrayBuffer();
        status = probe.status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect(await after('drop table ddl_watch_temp')).toEqual([]);
      expect(await after('drop table public.ddl_watch_probe')).toEqual(['reload schema']);
    } finally {
      await Promise.all([listener.end(), db.end()]);
    }
  });
});

describe('JWT verification', () => {
  beforeAll(async () => {
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await db.connect();
    await db.query(`
      create or replace function public.test_whoami() returns jsonb language sql stable
        as $$ select jsonb_build_object('uid', auth.uid(), 'role', auth.role(), 'email', auth.email()) $$;
      grant execute on function public.test_whoami() to anon, authenticated;
      create or replace function public.test_big(size int) returns text language sql immutable as $$ select repeat('ż', size) $$;
      grant execute on function public.test_big(int) to anon;
      notify pgrst, 'reload schema';
    `);
    await db.end();
    // PostgREST reloads its schema cache on its own time (seconds on a loaded machine): wait until it sees the functions.
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const probe = await fetch(`${stack.env.API_URL}/rest/v1/rpc/test_big`, {
        method: 'POST',
        headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
        body: '{"size":1}',
      });
      await probe.arrayBuffer();
      if (probe.status !== 404) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  const whoami = (token: string) =>
    fetch(`${stack.env.API_URL}/rest/v1/rpc/test_whoami`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
  const claims = { sub: '6f1c2f4e-8c53-4c7e-9a39-2d1a4b6c9e01', role: 'authenticated', email: 'ala@example.pl', aud: 'authenticated' };

  test('a user token signed with the stack signing key (ES256) reaches Postgres with its claims', async () => {
    const token = await signUserToken(stack.workdir, claims, 300);
    const response = await whoami(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: claims.sub, role: 'authenticated', email: claims.email });
  });

  test('a response larger than one socket read streams through the gateway intact', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/rpc/test_big`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({ size: 600_000 }),
    });
    expect(response.status).toBe(200);
    const text = (await response.json()) as string;
    expect(text.length).toBe(600_000);
    expect(text).toMatch(/^ż+$/);
  });

  test('an HS256 token signed with the JWT secret is accepted', async () => {
    const token = await new jose.SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(stack.env.JWT_SECRET));
    expect((await whoami(token)).status).toBe(200);
  });

  test('a token signed with a foreign key is refused with 401', async () => {
    const { privateKey } = await jose.generateKeyPair('ES256');
    const token = await new jose.SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).setExpirationTime('5m').sign(privateKey);
    const response = await whoami(token);
    expect(response.status).toBe(401);
  });
});

describe('gateway rules', () => {
  test('no apikey: the request reaches PostgREST as anon (the CLI checks no keys; gateway.test.ts has the rest)', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/posts?select=slug&limit=1`);
    expect(response.status).toBe(200);
  });

  test('an unknown apikey reaches the service, which answers with its own error', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/posts`, { headers: { apikey: 'nope', authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  test('a service that is not running answers 503 naming it', async () => {
    // postgres-meta is left out of test stacks unless asked for.
    const response = await fetch(`${stack.env.API_URL}/pg/tables`, { headers: { apikey: stack.env.SERVICE_ROLE_KEY! } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/meta/);
  });

  test("realtime's tenant API is blocked", async () => {
    const response = await fetch(`${stack.env.API_URL}/realtime/v1/api/tenants`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(response.status).toBe(403);
  });

  test('CORS preflight is answered for any origin with the requested headers', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/posts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.pl',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey,authorization,x-client-info',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey,authorization,x-client-info');
    const get = await fetch(`${stack.env.API_URL}/rest/v1/posts?select=slug&limit=1`, {
      headers: { apikey: stack.env.ANON_KEY!, origin: 'https://example.pl' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('access-control-expose-headers')).toMatch(/Content-Range/i);
  });

  test('each request gets an id and one log line, without its query string', async () => {
    const response = await fetch(`${stack.env.API_URL}/rest/v1/posts?select=slug&slug=eq.s3cr3t`, {
      headers: { apikey: stack.env.ANON_KEY! },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = (await serviceLog(stack.workdir, 'gateway', [id!])).split('\n').filter((line) => line.includes(id!));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/rest/v1/posts', status: 200, service: 'rest' });
    expect(lines[0]).not.toContain('s3cr3t');
  });
});
