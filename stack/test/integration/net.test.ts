import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import pg from 'pg';
import { adminDbUrl, sql, startTestStack, type TestStack } from '../support/stack.ts';

// pg_net's stand-in: `net.http_*` queue a request, the stack's worker sends it once the transaction commits and
// stores the answer in net._http_response; and the Vault it reads the project's URL and keys from.

let stack: TestStack;
let server: http.Server;
/** Bytes an endless answer wrote before the worker hung up (it stops at 50 MB if nobody does). */
let endlessWritten = 0;
let endlessClosed: Promise<void> = Promise.resolve();

function endlessBody(res: http.ServerResponse) {
  endlessWritten = 0;
  res.writeHead(200, { 'content-type': 'text/plain' });
  const chunk = 'y'.repeat(64 * 1024);
  endlessClosed = new Promise((resolve) => res.on('close', resolve));
  const write = () => {
    if (res.destroyed || endlessWritten > 50 * 1024 * 1024) return void res.end();
    endlessWritten += chunk.length;
    if (res.write(chunk)) setImmediate(write);
    else res.once('drain', write);
  };
  write();
}
let base: string;
const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url?.startsWith('/slow')) return void setTimeout(() => res.end('late'), 2000);
      if (req.url === '/bez-konca') return void endlessBody(res);
      if (req.url === '/za-duzy') return void res.writeHead(200, { 'content-length': '200000' }).end('x'.repeat(200_000));
      res.writeHead(201, { 'content-type': 'text/plain; charset=utf-8', 'x-odpowiedz': 'tak' }).end(`odebrano ${req.method}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startTestStack({ exclude: ['mail', 'auth', 'functions', 'realtime', 'storage'] });
});

afterAll(async () => {
  await stack?.dispose();
  server?.close();
});

async function responseOf(id: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await sql(adminDbUrl(stack.env.DB_URL!), 'select * from net._http_response where id = $1', [id]);
    if (rows[0] || Date.now() > deadline) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pg_net', () => {
  test('a POST leaves after commit and its answer lands in net._http_response', async () => {
    const [idRow] = await sql<{ id: string }>(
      stack.env.DB_URL!,
      `select net.http_post(url := $1, body := '{"zadanie": "wyślij"}', headers := '{"X-Naglowek": "jest"}')::text as id`,
      [`${base}/przyjmij`],
    );
    const id = idRow!.id;
    const stored = await responseOf(id);
    expect(stored).toMatchObject({ status_code: 201, content: 'odebrano POST', timed_out: false, error_msg: null });
    expect(stored!.content_type).toBe('text/plain; charset=utf-8');
    expect(stored!.headers).toMatchObject({ 'x-odpowiedz': 'tak' });
    const request = received.find((entry) => entry.url === '/przyjmij')!;
    expect(JSON.parse(request.body)).toEqual({ zadanie: 'wyślij' });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-naglowek']).toBe('jest');
    expect(await sql(adminDbUrl(stack.env.DB_URL!), 'select * from net.http_request_queue where id = $1', [id])).toEqual([]);
  });

  test('a request of a transaction that rolls back is never sent', async () => {
    const db = new pg.Client({ connectionString: stack.env.DB_URL });
    await db.connect();
    try {
      await db.query('begin');
      await db.query('select net.http_get($1)', [`${base}/wycofane`]);
      // Not before the commit either.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received.some((entry) => entry.url === '/wycofane')).toBe(false);
      await db.query('rollback');
      const { rows } = await db.query<{ id: string }>('select net.http_get($1)::text as id', [`${base}/po-wycofaniu`]);
      await responseOf(rows[0]!.id);
    } finally {
      await db.end();
    }
    expect(received.map((entry) => entry.url)).toContain('/po-wycofaniu');
    expect(received.map((entry) => entry.url)).not.toContain('/wycofane');
  });

  test('GET encodes its params; DELETE carries its body; the API roles may call http_get and http_post', async () => {
    const anon = new pg.Client({ connectionString: stack.env.DB_URL });
    await anon.connect();
    let ids: { get: string; del: string };
    try {
      await anon.query('set role anon');
      const got = await anon.query<{ id: string }>(`select net.http_get($1, params := '{"q": "zażółć gęślą", "a&b": "1/2"}')::text as id`, [
        `${base}/szukaj`,
      ]);
      await anon.query('reset role');
      const deleted = await anon.query<{ id: string }>(`select net.http_delete($1, body := '{"powod": "test"}')::text as id`, [
        `${base}/usun`,
      ]);
      ids = { get: got.rows[0]!.id, del: deleted.rows[0]!.id };
    } finally {
      await anon.end();
    }
    await responseOf(ids.get);
    await responseOf(ids.del);
    expect(received.find((entry) => entry.url.startsWith('/szukaj'))!.url).toBe(
      '/szukaj?q=za%C5%BC%C3%B3%C5%82%C4%87%20g%C4%99%C5%9Bl%C4%85&a%26b=1%2F2',
    );
    const deletion = received.find((entry) => entry.url === '/usun')!;
    expect(deletion.method).toBe('DELETE');
    expect(JSON.parse(deletion.body)).toEqual({ powod: 'test' });
  });

  test('a request that outlives its timeout is recorded as timed out; old answers are deleted after pg_net.ttl', async () => {
    const admin = adminDbUrl(stack.env.DB_URL!);
    await sql(admin, `insert into net._http_response (id, status_code, created) values (-1, 200, now() - interval '7 hours')`);
    const [idRow] = await sql<{ id: string }>(stack.env.DB_URL!, 'select net.http_get($1, timeout_milliseconds := 300)::text as id', [
      `${base}/slow`,
    ]);
    const id = idRow!.id;
    const stored = await responseOf(id);
    expect(stored).toMatchObject({ status_code: null, timed_out: true, error_msg: 'Timeout of 300 ms reached' });
    expect(await sql(admin, 'select id from net._http_response where id = -1')).toEqual([]);
  });

  test('a body past pg_net.stack_max_response_bytes is recorded as an error, and is not read to its end', async () => {
    const admin = adminDbUrl(stack.env.DB_URL!);
    await sql(admin, `alter system set pg_net.stack_max_response_bytes = 100000`);
    await sql(admin, 'select pg_reload_conf()');
    try {
      const [declared] = await sql<{ id: string }>(stack.env.DB_URL!, 'select net.http_get($1)::text as id', [`${base}/za-duzy`]);
      const [endless] = await sql<{ id: string }>(stack.env.DB_URL!, 'select net.http_get($1, timeout_milliseconds := 20000)::text as id', [
        `${base}/bez-konca`,
      ]);
      const [small] = await sql<{ id: string }>(stack.env.DB_URL!, 'select net.http_get($1)::text as id', [`${base}/maly`]);
      const tooLarge = {
        status_code: null,
        content: null,
        timed_out: false,
        error_msg: 'Maximum file size exceeded: the response body is larger than 100000 bytes (pg_net.stack_max_response_bytes)',
      };
      expect(await responseOf(endless!.id, 10_000)).toMatchObject(tooLarge);
      await endlessClosed;
      // The worker hung up within a few chunks of the cap, far from the 50 MB the server would have sent.
      expect(endlessWritten).toBeLessThan(10 * 1024 * 1024);
      expect(await responseOf(small!.id)).toMatchObject({ status_code: 201, error_msg: null });
      expect(await responseOf(declared!.id)).toMatchObject(tooLarge);
    } finally {
      await sql(admin, `alter system reset pg_net.stack_max_response_bytes`);
      await sql(admin, 'select pg_reload_conf()');
    }
  });

  test('the worker listens again after its connection is cut, and sends what was queued meanwhile', async () => {
    const admin = adminDbUrl(stack.env.DB_URL!);
    const cut = await sql(admin, `select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'pg_net worker'`);
    expect(cut).toEqual([{ ok: true }]);
    const [idRow] = await sql<{ id: string }>(stack.env.DB_URL!, 'select net.http_get($1)::text as id', [`${base}/po-zerwaniu`]);
    expect(await responseOf(idRow!.id)).toMatchObject({ status_code: 201 });
    expect(received.map((entry) => entry.url)).toContain('/po-zerwaniu');
  });

  test('the worker is up as pg_net reports it', async () => {
    await expect(sql(stack.env.DB_URL!, 'select net.check_worker_is_up()')).resolves.toBeDefined();
  });
});

describe('Database Webhooks', () => {
  test('a webhook written the way Studio writes it posts the changed row after the commit and is audited in hooks', async () => {
    await sql(
      stack.env.DB_URL!,
      `create table public.webhook_probe (id int primary key, name text);
       create trigger webhook_probe_hook after insert or update on public.webhook_probe for each row
         execute function supabase_functions.http_request('${base}/webhook', 'POST', '{"Content-Type":"application/json","X-Hook":"studio"}', '{}', '5000');`,
    );
    try {
      await sql(
        stack.env.DB_URL!,
        `insert into public.webhook_probe values (1, 'pierwszy'); update public.webhook_probe set name = 'drugi'`,
      );
      const deadline = Date.now() + 5000;
      const hooks = () => received.filter((entry) => entry.url === '/webhook');
      while (hooks().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const bodies = hooks().map((entry) => JSON.parse(entry.body) as Record<string, unknown>);
      expect(bodies).toEqual([
        { type: 'INSERT', table: 'webhook_probe', schema: 'public', record: { id: 1, name: 'pierwszy' }, old_record: null },
        {
          type: 'UPDATE',
          table: 'webhook_probe',
          schema: 'public',
          record: { id: 1, name: 'drugi' },
          old_record: { id: 1, name: 'pierwszy' },
        },
      ]);
      expect(hooks()[0]!.headers['x-hook']).toBe('studio');
      const audit = await sql<{ hook_name: string; request_id: string | null }>(
        stack.env.DB_URL!,
        `select hook_name, request_id from supabase_functions.hooks where hook_table_id = 'public.webhook_probe'::regclass::int order by id`,
      );
      expect(audit).toEqual([
        { hook_name: 'webhook_probe_hook', request_id: expect.any(String) },
        { hook_name: 'webhook_probe_hook', request_id: expect.any(String) },
      ]);
    } finally {
      await sql(stack.env.DB_URL!, 'drop table public.webhook_probe');
    }
  });
});

describe('Vault', () => {
  test('secrets are stored encrypted and read decrypted by postgres only', async () => {
    const [idRow] = await sql<{ id: string }>(
      stack.env.DB_URL!,
      `select vault.create_secret('tajne-haslo-123', 'test_sekret', 'opis') as id`,
    );
    const id = idRow!.id;
    const [stored] = await sql<{ secret: string; decrypted_secret: string; description: string }>(
      stack.env.DB_URL!,
      'select secret, decrypted_secret, description from vault.decrypted_secrets where id = $1',
      [id],
    );
    expect(stored).toMatchObject({ decrypted_secret: 'tajne-haslo-123', description: 'opis' });
    expect(stored!.secret).not.toContain('tajne');
    expect(Buffer.from(stored!.secret, 'base64').toString('latin1')).not.toContain('tajne');
    await sql(stack.env.DB_URL!, `select vault.update_secret($1, 'nowe-haslo')`, [id]);
    const [updated] = await sql(stack.env.DB_URL!, 'select name, decrypted_secret from vault.decrypted_secrets where id = $1', [id]);
    expect(updated).toEqual({ name: 'test_sekret', decrypted_secret: 'nowe-haslo' });
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await expect(sql(stack.env.DB_URL!, `set role ${role}; select decrypted_secret from vault.decrypted_secrets`)).rejects.toMatchObject({
        code: '42501',
      });
    }
  });

  test('the stack keeps the project URL and keys in the Vault, as a developer stores them on Supabase', async () => {
    const rows = await sql<{ name: string; decrypted_secret: string }>(
      stack.env.DB_URL!,
      `select name, decrypted_secret from vault.decrypted_secrets where name in ('project_url', 'anon_key', 'service_role_key') order by name`,
    );
    expect(rows).toEqual([
      { name: 'anon_key', decrypted_secret: stack.env.ANON_KEY },
      { name: 'project_url', decrypted_secret: stack.env.API_URL },
      { name: 'service_role_key', decrypted_secret: stack.env.SERVICE_ROLE_KEY },
    ]);
  });
});
