import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDbUrl, sql, startTestStack, type TestStack, type TestWorkdirOptions, until } from '../support/stack.ts';

// pg_net, supabase_vault and pg_cron as extensions, as `supabase start` has them; and each cluster its own Vault key.
// These stacks run no migrations (the project's own create pg_cron), so they show a database as the platform makes it.

const options: TestWorkdirOptions = {
  exclude: ['auth', 'storage', 'realtime', 'functions', 'mail'],
  config: (config) => {
    const db = config.db as Record<string, unknown>;
    db.migrations = { enabled: false };
    db.seed = { enabled: true, sql_paths: ['./vault_seed.sql'] };
    db.vault = { z_konfiguracji: 'sekret z config.toml' };
  },
  // Written into the database the template is made from.
  files: { 'vault_seed.sql': `select vault.create_secret('sekret z szablonu', 'z_szablonu');\n` },
  env: { STACK_DEV_SEED: 'off' },
};

let first: TestStack;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(`jest ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  first = await startTestStack(options);
});

afterAll(async () => {
  await first?.dispose();
  server?.close();
});

const db = (text: string, params: unknown[] = []) => sql(first.env.DB_URL!, text, params);

describe('extensions', () => {
  test('a new database has pg_net and supabase_vault installed and pg_cron available, not installed', async () => {
    expect(
      await db(
        `select extname, extnamespace::regnamespace::text as schema from pg_extension
         where extname in ('pg_net', 'supabase_vault', 'pg_cron') order by extname`,
      ),
    ).toEqual([
      { extname: 'pg_net', schema: 'extensions' },
      { extname: 'supabase_vault', schema: 'vault' },
    ]);
    expect(await db(`select name from pg_available_extensions where name = 'pg_cron'`)).toEqual([{ name: 'pg_cron' }]);
    expect(await db(`select to_regnamespace('cron') as cron`)).toEqual([{ cron: null }]);
  });

  test('postgres runs the documented statements: the if-not-exists forms are no-ops, pg_cron is created, jobs run, drop works', async () => {
    await db('create extension if not exists pg_net with schema extensions');
    await db('create extension if not exists supabase_vault');
    await db('create extension if not exists pg_net');
    await db('create extension pg_cron with schema pg_catalog');
    expect(await db(`select extname, extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_cron'`)).toEqual([
      { extname: 'pg_cron', schema: 'pg_catalog' },
    ]);
    // The scheduler, started before pg_cron existed, runs a job scheduled after it was created.
    await db('create table public.ext_probe (who text default current_user)');
    await db(`select cron.schedule('ext-probe', '1 seconds', 'insert into public.ext_probe default values')`);
    const rows = await until(
      () => db('select who from public.ext_probe'),
      (found) => found.length > 0,
    );
    expect(rows[0]).toEqual({ who: 'postgres' });
    await db('drop extension pg_cron');
    expect(
      await db(`select to_regnamespace('cron') as cron, (select count(*)::int from pg_extension where extname = 'pg_cron') as installed`),
    ).toEqual([{ cron: null, installed: 0 }]);
    await db('create extension pg_cron with schema pg_catalog');
    expect(await db('select count(*)::int as jobs from cron.job')).toEqual([{ jobs: 0 }]);
    await db('drop extension pg_cron');
    await db('drop table public.ext_probe');
  });

  test('pg_net can be dropped and created again, and its worker sends the new queue', async () => {
    await db('drop extension pg_net');
    expect(await db(`select to_regnamespace('net') as net`)).toEqual([{ net: null }]);
    await db('create extension pg_net with schema extensions');
    const [request] = await db('select net.http_get($1) as id', [`${base}/ponownie`]);
    const response = await until(
      () => sql(adminDbUrl(first.env.DB_URL!), 'select status_code, content from net._http_response where id = $1', [request!.id]),
      (found) => found.length > 0,
    );
    expect(response).toEqual([{ status_code: 200, content: 'jest /ponownie' }]);
  });
});

describe('Vault key', () => {
  test('each cluster has its own key, and secrets from the template and from [db.vault] decrypt', async () => {
    // Same inputs: the second database is a copy of the template the first one made (or found).
    const second = await startTestStack(options);
    try {
      const keyOf = async (stack: TestStack) =>
        (await sql(adminDbUrl(stack.env.DB_URL!), `select pg_read_file('stack_vault.key') as key`))[0]!.key as string;
      const [firstKey, secondKey] = [await keyOf(first), await keyOf(second)];
      expect(firstKey.trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(secondKey).not.toBe(firstKey);
      for (const stack of [first, second]) {
        expect(
          await sql(
            stack.env.DB_URL!,
            `select name, decrypted_secret from vault.decrypted_secrets where name in ('z_szablonu', 'z_konfiguracji') order by name`,
          ),
        ).toEqual([
          { name: 'z_konfiguracji', decrypted_secret: 'sekret z config.toml' },
          { name: 'z_szablonu', decrypted_secret: 'sekret z szablonu' },
        ]);
      }
    } finally {
      await second.dispose();
    }
  });
});
