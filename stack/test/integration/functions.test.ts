import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as jose from 'jose';
import * as toml from 'smol-toml';
import { adminDbUrl, serviceLog, signUserToken, sql, startTestStack, type TestStack, until } from '../support/stack.ts';
import { testClient } from '../support/clients.ts';
import { isProcessAlive } from '../../src/shared/ports.ts';

// Fixture functions in the style of Supabase Edge Functions: plain `Deno.serve`, no imports.
const echo = `Deno.serve(async (req) => {
  const url = new URL(req.url);
  return Response.json({
    version: 1,
    method: req.method,
    path: url.pathname,
    query: url.search,
    body: await req.text(),
    region: req.headers.get('x-region'),
    hasAuthorization: req.headers.has('authorization'),
    env: {
      url: Deno.env.get('SUPABASE_URL'),
      anon: Deno.env.get('SUPABASE_ANON_KEY')?.slice(0, 10),
      dbUrl: Deno.env.get('SUPABASE_DB_URL')?.startsWith('postgresql://'),
      fromDotEnv: Deno.env.get('GREETING'),
      smtp: Deno.env.get('SMTP_HOST') + ':' + Deno.env.get('SMTP_PORT'),
      site: Deno.env.get('SITE_URL'),
    },
  }, { status: req.method === 'POST' ? 201 : 200, headers: { 'x-echo': 'tak' } });
});
`;
const crash = `Deno.serve(() => { throw new Error('sekretny ślad stosu'); });\n`;
const bootFailure = `throw new Error('nie wstanę');\n`;
// Answers with the id of the process it runs in; ?wait takes two seconds first.
const slow = `const boot = crypto.randomUUID();
Deno.serve(async (req) => {
  if (new URL(req.url).searchParams.has('wait')) await new Promise((resolve) => setTimeout(resolve, 2000));
  return new Response(boot);
});
`;
// Never answers: a call to it is still running when the stack stops.
const hangs = `Deno.serve(() => new Promise<Response>(() => {}));\n`;
// The target of a Database Webhook: records the event it was sent in a table, through the REST API with the
// service key, as a function that reacts to a webhook does.
const webhookSink = `Deno.serve(async (req) => {
  const event = await req.json();
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const stored = await fetch(Deno.env.get('SUPABASE_URL') + '/rest/v1/webhook_effects', {
    method: 'POST',
    headers: { apikey: key, authorization: 'Bearer ' + key, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ order_id: event.record.id, event_type: event.type, old_status: event.old_record?.status ?? null }),
  });
  return Response.json({ stored: stored.status }, { status: stored.ok ? 200 : 500 });
});
`;
const exitsLater = `Deno.serve((req) => { if (new URL(req.url).searchParams.has('exit')) Deno.exit(1); return new Response('żyję'); });\n`;

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    files: {
      'functions/echo/index.ts': echo,
      'functions/open/index.ts': echo,
      'functions/crash/index.ts': crash,
      'functions/boot-failure/index.ts': bootFailure,
      'functions/exits/index.ts': exitsLater,
      'functions/slow/index.ts': slow,
      'functions/hangs/index.ts': hangs,
      'functions/webhook-sink/index.ts': webhookSink,
      'functions/_shared/util.ts': 'export const shared = true;\n',
      'functions/.env': 'GREETING="Dzień dobry"\n# comment\n',
    },
    config: (config) => {
      config.functions = { open: { verify_jwt: false } };
    },
    // Only what functions need; the other services have tests of their own.
    exclude: ['auth', 'storage', 'realtime'],
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const call = (name: string, init: RequestInit = {}) => fetch(`${stack.env.FUNCTIONS_URL}/${name}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('edge functions on Deno', () => {
  test("supabase-js invoke runs the function with Supabase's environment and the .env file", async () => {
    const client = testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
    const { data, error } = await client.functions.invoke('echo', { body: { imię: 'Zażółć' }, headers: { 'x-region': 'eu-central-1' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      body: JSON.stringify({ imię: 'Zażółć' }),
      region: 'eu-central-1',
      env: { url: stack.env.API_URL, anon: stack.env.ANON_KEY!.slice(0, 10), dbUrl: true, fromDotEnv: 'Dzień dobry' },
    });
    // The stack's inbox is the default SMTP relay of local functions; the site URL comes from [auth] site_url.
    const config = toml.parse(fs.readFileSync(path.join(stack.workdir, 'supabase', 'config.toml'), 'utf8')) as {
      local_smtp: { smtp_port: number };
    };
    expect((data as { env: { smtp: string; site: string } }).env).toMatchObject({
      smtp: `127.0.0.1:${config.local_smtp.smtp_port}`,
      site: 'http://127.0.0.1:3000',
    });
  });

  test('every method passes through with status, headers, body and sub-path', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await call('echo/a/b?x=1', {
        method,
        headers: bearer(stack.env.ANON_KEY!),
        body: method === 'GET' ? undefined : `ciało ${method}`,
      });
      expect(response.status, method).toBe(method === 'POST' ? 201 : 200);
      expect(response.headers.get('x-echo')).toBe('tak');
      expect(await response.json()).toMatchObject({
        method,
        path: '/echo/a/b',
        query: '?x=1',
        body: method === 'GET' ? '' : `ciało ${method}`,
      });
    }
  });

  test("verify_jwt (default on): no token, a malformed header or a bad signature get the runtime's 401", async () => {
    const missing = await call('echo');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const scheme = await call('echo', { headers: { authorization: `Token ${stack.env.ANON_KEY}` } });
    expect(await scheme.json()).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });
    const forged = await new jose.SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const invalid = await call('echo', { headers: bearer(forged) });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toEqual({ msg: 'Invalid JWT' });
  });

  test('a user token signed with the stack key passes verify_jwt; OPTIONS never needs one', async () => {
    const token = await signUserToken(stack.workdir, { sub: 'u1' }, 300);
    expect((await call('echo', { headers: bearer(token) })).status).toBe(200);
    expect((await call('echo', { method: 'OPTIONS' })).status).toBe(200);
  });

  test('verify_jwt = false in config.toml lets a request without a token through', async () => {
    const response = await call('open');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hasAuthorization: false });
  });

  test('a function that throws answers 500 with a generic body; the trace goes to the functions log only', async () => {
    const response = await call('crash', { headers: bearer(stack.env.ANON_KEY!) });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('sekretny');
    expect(await serviceLog(stack.workdir, 'functions', ['sekretny ślad stosu'])).toContain('sekretny ślad stosu');
  });

  test('a function that fails to boot answers 503 BOOT_ERROR; unknown names and _shared answer 404', async () => {
    const boot = await call('boot-failure', { headers: bearer(stack.env.ANON_KEY!) });
    expect(boot.status).toBe(503);
    expect(await boot.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
    for (const name of ['nie-ma-takiej', '_shared', '_shared/util.ts', '_internal/health/x']) {
      const response = await call(name, { headers: bearer(stack.env.ANON_KEY!) });
      expect(response.status, name).toBe(404);
      expect(await response.text()).toBe('Function not found');
    }
  });

  test("the runtime's health check answers every method without a token", async () => {
    for (const method of ['GET', 'POST']) {
      const response = await call('_internal/health', { method });
      expect(response.status, method).toBe(200);
      expect(await response.json()).toEqual({ message: 'ok' });
    }
  });

  test('a function process that dies is booted again on the next request', async () => {
    const auth = { headers: bearer(stack.env.ANON_KEY!) };
    expect(await (await call('exits', auth)).text()).toBe('żyję');
    expect((await call('exits?exit', auth)).status).toBeGreaterThanOrEqual(500);
    let body = '';
    for (let i = 0; i < 3 && body !== 'żyję'; i++) body = await (await call('exits', auth)).text();
    expect(body).toBe('żyję');
  });

  test('a client that leaves mid-request costs nothing: the function process stays, no error is logged', async () => {
    const auth = { headers: bearer(stack.env.ANON_KEY!) };
    // Lines are written in batches, so an earlier test's may still land: what counts is their time, not their place.
    const since = new Date().toISOString();
    const boot = await (await call('slow', auth)).text();
    // Through the gateway (as supabase-js calls it) and straight to the functions service.
    for (const url of [`${stack.env.FUNCTIONS_URL}/slow?wait`, `${stack.env.API_URL}/functions/v1/slow?wait`]) {
      const leaving = new AbortController();
      const request = fetch(url, { ...auth, signal: leaving.signal });
      await new Promise((resolve) => setTimeout(resolve, 300));
      leaving.abort();
      await expect(request).rejects.toThrow();
    }
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await (await call('slow', auth)).text()).toBe(boot);
    for (const service of ['functions', 'gateway']) {
      const errors = (await serviceLog(stack.workdir, service, []))
        .split('\n')
        .filter((line) => line.includes('"level":"error"'))
        .filter((line) => (JSON.parse(line) as { time: string }).time >= since);
      expect(errors, service).toEqual([]);
    }
  });

  test('function processes end with the supervisor, even when it is killed with SIGKILL', async () => {
    expect((await call('echo', { headers: bearer(stack.env.ANON_KEY!) })).status).toBe(200);
    const denoPids = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(path.join(stack.workdir, 'supabase', 'functions'));
        } catch {
          return false;
        }
      })
      .map(Number);
    expect(denoPids.length).toBeGreaterThan(0);
    const { supervisorPid } = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as {
      supervisorPid: number;
    };
    process.kill(supervisorPid, 'SIGKILL');
    for (let i = 0; i < 100 && denoPids.some(isProcessAlive); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(denoPids.filter(isProcessAlive)).toEqual([]);
    await stack.up(); // the tests below need a stack again
  });

  test('a changed function file is reloaded and a new function folder is served without a restart', async () => {
    const file = path.join(stack.workdir, 'supabase', 'functions', 'echo', 'index.ts');
    fs.writeFileSync(file, echo.replace('version: 1', 'version: 2'));
    fs.mkdirSync(path.join(stack.workdir, 'supabase', 'functions', 'fresh'));
    fs.writeFileSync(path.join(stack.workdir, 'supabase', 'functions', 'fresh', 'index.ts'), 'Deno.serve(() => new Response("świeża"));\n');
    let version = 1;
    for (let i = 0; i < 100 && version !== 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await call('echo', { headers: bearer(stack.env.ANON_KEY!) }).catch(() => undefined);
      if (response?.ok) version = ((await response.json()) as { version: number }).version;
    }
    expect(version).toBe(2);
    const fresh = await call('fresh', { headers: bearer(stack.env.ANON_KEY!) });
    expect(await fresh.text()).toBe('świeża');
  });

  test('stack down does not wait for a call still running in a function', async () => {
    const pending = call('hangs', { headers: bearer(stack.env.ANON_KEY!) }).catch(() => undefined);
    // The worker for `hangs` boots on this first call; the call reaches it right after.
    const worker = path.join(stack.workdir, 'supabase', 'functions', 'hangs');
    const running = () =>
      fs.readdirSync('/proc').some((entry) => {
        try {
          return /^\d+$/.test(entry) && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(worker);
        } catch {
          return false;
        }
      });
    for (let i = 0; i < 200 && !running(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const down = await stack.down();
    expect(down.code, down.stdout + down.stderr).toBe(0);
    const supervisorLog = fs.readFileSync(path.join(stack.workdir, '.stack', 'logs', 'supervisor.log'), 'utf8');
    expect(supervisorLog).toMatch(/"service":"functions","message":"stopped"/);
    await pending;
    await stack.up(); // dispose() expects a running stack
  });
});

describe('Database Webhooks to an edge function', () => {
  test("a webhook created with Studio's SQL calls the function after the commit, and the function's write lands", async () => {
    await sql(
      stack.env.DB_URL!,
      `create table public.webhook_orders (id int primary key, status text not null);
       create table public.webhook_effects (
         order_id int not null, event_type text not null, old_status text, received_at timestamptz not null default clock_timestamp());
       alter table public.webhook_orders enable row level security;
       alter table public.webhook_effects enable row level security;`,
    );
    // Exactly what Studio's "Create a new database webhook" runs for the type "Supabase Edge Functions" with "Add auth
    // header with service key" (postgres-meta's trigger SQL: apps/studio .../Database/Hooks/EditHookPanel.tsx and
    // packages/pg-meta/src/pg-meta-triggers.ts in supabase/supabase): the function's URL, POST, the headers, no
    // parameters, the default timeout of 5000 ms.
    const headers = JSON.stringify({ 'Content-type': 'application/json', Authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}` });
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
    const args = [`${stack.env.FUNCTIONS_URL}/webhook-sink`, 'POST', headers, '{}', '5000'].map(literal).join(',');
    await sql(
      stack.env.DB_URL!,
      `create trigger "orders_to_function" AFTER INSERT or UPDATE on "public"."webhook_orders" for each ROW  execute function "supabase_functions"."http_request"(${args});`,
    );
    // The function boots and its write path (PostgREST, which picks up the new tables through its DDL watch) works
    // before the measured run: a warm-up event sent by hand, until it is stored, then removed.
    const warmUp = () =>
      call('webhook-sink', {
        method: 'POST',
        headers: { ...bearer(stack.env.SERVICE_ROLE_KEY!), 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'WARMUP', record: { id: 0 }, old_record: null }),
      });
    expect((await until(warmUp, (response) => response.ok, 20_000)).status).toBe(200);
    await sql(stack.env.DB_URL!, 'delete from public.webhook_effects');

    const [committed] = await sql<{ at: Date }>(
      stack.env.DB_URL!,
      `insert into public.webhook_orders values (1, 'nowe') returning clock_timestamp() as at`,
    );
    await sql(stack.env.DB_URL!, `update public.webhook_orders set status = 'opłacone' where id = 1`);
    const effects = await until(
      () =>
        sql<{ order_id: number; event_type: string; old_status: string | null; received_at: Date }>(
          stack.env.DB_URL!,
          'select * from public.webhook_effects order by received_at',
        ),
      (rows) => rows.length >= 2,
      20_000,
    );
    // What pg_net stored for each webhook call: the function's answer, or why there was none.
    const answers = await sql<{ status_code: number | null; content: string | null; timed_out: boolean | null; error_msg: string | null }>(
      adminDbUrl(stack.env.DB_URL!),
      `select status_code, content, timed_out, error_msg from net._http_response
        where id in (select request_id from supabase_functions.hooks where hook_name = 'orders_to_function')`,
    );
    expect(
      effects.map(({ received_at: _at, ...effect }) => effect),
      JSON.stringify(answers),
    ).toEqual([
      { order_id: 1, event_type: 'INSERT', old_status: null },
      { order_id: 1, event_type: 'UPDATE', old_status: 'nowe' },
    ]);
    expect(answers).toEqual(
      Array(2).fill({ status_code: 200, content: JSON.stringify({ stored: 201 }), timed_out: false, error_msg: null }),
    );
    // The target is 2 s from the commit to the function; the number goes to the log, not into an assertion.
    console.log(`webhook → edge function → its write: ${effects[0]!.received_at.getTime() - committed!.at.getTime()} ms after the commit`);
  });
});
