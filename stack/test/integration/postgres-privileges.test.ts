import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { initdb, postgresRuntime } from '../../src/services/postgres/infra/server.ts';
import { INITDB_FLAGS } from '../../src/services/postgres/infra/cluster.ts';
import { stackPaths } from '../../src/shared/paths.ts';
import { adminDbUrl, createTestWorkdir, runCli, sql } from '../support/stack.ts';

// `postgres` is not a superuser, as on the Supabase image: migrations and seeds run as it, so a migration that needs
// a privilege Supabase does not give fails here first. What supautils allows there (policies on storage.objects and
// realtime.messages, privileged extensions) still works through the stack's stand-in.

const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-privileges-test-'));
const env = { STACK_TEMPLATE_DIR: templates };
// What these tests need is Postgres and the migrations; the other services (pg_net's and pg_cron's workers and the
// dashboard's three included) only cost each of the starts below CPU.
const onlyPostgres = ['mail', 'auth', 'storage', 'realtime', 'functions', 'net', 'cron', 'meta', 'mcp', 'studio'];
const workdirs: string[] = [];

// Statements supautils lets postgres run on Supabase, in a migration of the project.
const probeMigration = `
create policy "Probe reads probe files" on storage.objects for select to authenticated using (bucket_id = 'probe');
alter policy "Probe reads probe files" on storage.objects using (bucket_id = 'probe2');
create policy "Probe reads probe topics" on "realtime"."messages" for select to authenticated using (realtime.topic() = 'probe');
drop policy if exists "Probe reads probe topics" on realtime.messages;
create extension if not exists moddatetime with schema extensions;
create table public.probe_applied_by as select current_user::text as current_role, session_user::text as session_role;
`;

async function up(workdir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCli(workdir, ['up', '-x', onlyPostgres.join(',')], env);
}

async function dbUrlOf(workdir: string): Promise<string> {
  const status = await runCli(workdir, ['status', '-o', 'env'], env);
  return /^DB_URL="(.+)"$/m.exec(status.stdout)![1]!;
}

/** The SQLSTATE a statement fails with as the URL's role (inside a transaction that is rolled back), or 'ok'. */
async function outcome(url: string, statement: string, inTransaction = true): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (inTransaction) await client.query('begin');
    await client.query(statement);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

afterAll(async () => {
  for (const workdir of workdirs) {
    await runCli(workdir, ['down'], env);
    fs.rmSync(workdir, { recursive: true, force: true });
  }
  fs.rmSync(templates, { recursive: true, force: true });
});

describe('postgres as on the Supabase image', () => {
  let dbUrl: string;
  let upOutput: string;

  beforeAll(async () => {
    const workdir = await createTestWorkdir({ files: { 'migrations/29990101000000_probe_supautils.sql': probeMigration } });
    workdirs.push(workdir);
    const result = await up(workdir);
    if (result.code !== 0) throw new Error(`stack up failed:\n${result.stdout}\n${result.stderr}`);
    upOutput = result.stdout + result.stderr;
    dbUrl = await dbUrlOf(workdir);
  });

  test('DB_URL is postgres, and postgres has the attributes and memberships the image gives it', async () => {
    expect(new URL(dbUrl).username).toBe('postgres');
    expect(upOutput).not.toContain('WARN');
    const [role] = await sql(
      dbUrl,
      `
      select rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin, rolinherit
      from pg_roles where rolname = 'postgres'`,
    );
    expect(role).toEqual({
      rolsuper: false,
      rolcreatedb: true,
      rolcreaterole: true,
      rolreplication: true,
      rolbypassrls: true,
      rolcanlogin: true,
      rolinherit: true,
    });
    const memberships = await sql<{ role: string; admin: boolean }>(
      dbUrl,
      `
      select roleid::regrole::text as role, admin_option as admin from pg_auth_members
      where member = 'postgres'::regrole order by 1`,
    );
    expect(memberships).toEqual([
      { role: 'anon', admin: true },
      { role: 'authenticated', admin: true },
      // supautils lets postgres configure authenticator (ADMIN only: no INHERIT, no SET).
      { role: 'authenticator', admin: true },
      { role: 'pg_monitor', admin: false },
      { role: 'pg_read_all_data', admin: false },
      { role: 'pg_signal_backend', admin: false },
      { role: 'service_role', admin: true },
      // As the CLI's and the self-hosting stack's webhooks.sql grant it.
      { role: 'supabase_functions_admin', admin: false },
      { role: 'supabase_superuser', admin: false },
    ]);
    const [cluster] = await sql<{ bootstrap: string; dbowner: string; superusers: string[] }>(
      adminDbUrl(dbUrl),
      `
      select (select rolname from pg_authid where oid = 10) as bootstrap,
             (select datdba::regrole::text from pg_database where datname = current_database()) as dbowner,
             (select array_agg(rolname::text order by rolname) from pg_roles where rolsuper) as superusers`,
    );
    expect(cluster).toEqual({ bootstrap: 'supabase_admin', dbowner: 'postgres', superusers: ['supabase_admin'] });
  });

  test('the migrations and seeds were applied by postgres: it owns what they made', async () => {
    const [appliedBy] = await sql(dbUrl, 'select * from public.probe_applied_by');
    expect(appliedBy).toEqual({ current_role: 'postgres', session_role: 'postgres' });
    const owners = await sql<{ name: string; owner: string }>(
      dbUrl,
      `
      select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner from pg_class c
      where c.oid in ('public.posts'::regclass, 'supabase_migrations.schema_migrations'::regclass) order by 1`,
    );
    expect(owners).toEqual([
      { name: 'posts', owner: 'postgres' },
      { name: 'supabase_migrations.schema_migrations', owner: 'postgres' },
    ]);
    const [seeded] = await sql<{ posts: number; seeds: string[] }>(
      dbUrl,
      `
      select (select count(*)::int from public.posts) as posts,
             (select array_agg(path order by path) from supabase_migrations.seed_files) as seeds`,
    );
    expect(seeded!.posts).toBeGreaterThan(0);
    expect(seeded!.seeds).toEqual(['supabase/seed.dev.sql', 'supabase/seed.sql']);
    // What the image gives postgres: the realtime publication (migrations add tables to it) and the extensions schema.
    const [publication] = await sql(
      dbUrl,
      `
      select pg_get_userbyid(pubowner) as publication,
             (select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'extensions') as extensions
      from pg_publication where pubname = 'supabase_realtime'`,
    );
    expect(publication).toEqual({ publication: 'postgres', extensions: 'postgres' });
  });

  test('the supautils stand-in, in a migration: policies on storage.objects and realtime.messages and a privileged extension', async () => {
    const policies = await sql<{ table: string; policy: string; qual: string }>(
      dbUrl,
      `
      select schemaname || '.' || tablename as table, policyname as policy, qual from pg_policies
      where policyname like 'Probe %' order by 1, 2`,
    );
    expect(policies).toEqual([{ table: 'storage.objects', policy: 'Probe reads probe files', qual: "(bucket_id = 'probe2'::text)" }]);
    const [extension] = await sql(dbUrl, `select extname from pg_extension where extname = 'moddatetime'`);
    expect(extension).toEqual({ extname: 'moddatetime' });
    // What made them possible lasted one statement each: postgres is again a non-member, non-superuser.
    const [after] = await sql(
      dbUrl,
      `
      select pg_has_role('postgres', 'supabase_storage_admin', 'MEMBER') as storage,
             pg_has_role('postgres', 'supabase_realtime_admin', 'MEMBER') as realtime,
             pg_has_role('postgres', 'supabase_auth_admin', 'MEMBER') as auth,
             (select rolsuper from pg_roles where rolname = 'postgres') as superuser`,
    );
    expect(after).toEqual({ storage: false, realtime: false, auth: false, superuser: false });
  });

  test('the stand-in works for any client logged in as postgres (psql, the Supabase CLI), and only for the lists', async () => {
    // supautils.policy_grants: storage.objects, realtime.messages, auth.users …, in one transaction or on their own.
    expect(
      await outcome(
        dbUrl,
        `create policy "Probe one" on storage.objects for select to anon using (bucket_id = 'x');
         alter policy "Probe one" on storage.objects using (bucket_id = 'y');
         drop policy "Probe one" on storage.objects;
         create policy "Probe two" on realtime.messages for select to authenticated using (true);
         create policy "Probe three" on auth.users for select to authenticated using (id = auth.uid())`,
      ),
    ).toBe('ok');
    expect(await outcome(dbUrl, `create policy "Probe four" on storage.buckets for select using (true)`, false)).toBe('ok');
    expect(await outcome(dbUrl, `drop policy "Probe four" on storage.buckets`, false)).toBe('ok');
    // Tables of the same owners outside the list: refused, as supautils refuses them.
    expect(await outcome(dbUrl, `create policy "Probe five" on auth.mfa_factors for select using (true)`)).toBe('42501');
    expect(await outcome(dbUrl, `create policy "Probe six" on auth.schema_migrations for select using (true)`)).toBe('42501');
    await sql(adminDbUrl(dbUrl), `create policy "Probe seven" on auth.mfa_factors for select using (false)`);
    try {
      expect(await outcome(dbUrl, `drop policy "Probe seven" on auth.mfa_factors`, false)).toBe('42501');
      expect(await sql(dbUrl, `select policyname from pg_policies where policyname = 'Probe seven'`)).toHaveLength(1);
    } finally {
      await sql(adminDbUrl(dbUrl), `drop policy "Probe seven" on auth.mfa_factors`);
    }
    // supautils.privileged_extensions: an untrusted one of the list is created; one outside it is refused.
    expect(await outcome(dbUrl, 'create extension insert_username with schema extensions')).toBe('ok');
    expect(await outcome(dbUrl, 'create extension file_fdw')).toBe('42501');
    expect(await outcome(dbUrl, 'create extension pageinspect cascade')).toBe('42501');
    const [after] = await sql(
      dbUrl,
      `
      select pg_has_role('postgres', 'supabase_storage_admin', 'MEMBER') as storage,
             pg_has_role('postgres', 'supabase_auth_admin', 'MEMBER') as auth,
             (select rolsuper from pg_roles where rolname = 'postgres') as superuser,
             (select count(*)::int from pg_policies where policyname like 'Probe %') as policies`,
    );
    expect(after).toEqual({ storage: false, auth: false, superuser: false, policies: 1 });
  });

  test('as postgres, what Supabase refuses fails with 42501', async () => {
    expect(await outcome(dbUrl, 'alter table storage.objects owner to postgres')).toBe('42501');
    expect(await outcome(dbUrl, 'drop table storage.objects')).toBe('42501');
    expect(await outcome(dbUrl, 'alter table realtime.messages disable row level security')).toBe('42501');
    // ALTER SYSTEM cannot run in a transaction; refused, it changes nothing.
    expect(await outcome(dbUrl, "alter system set work_mem = '1MB'", false)).toBe('42501');
    expect(await outcome(dbUrl, 'set log_statement = none')).toBe('42501');
    expect(await outcome(dbUrl, 'alter role supabase_admin with password $$x$$')).toBe('42501');
    expect(
      await outcome(
        dbUrl,
        'create function public.probe_evt() returns event_trigger language plpgsql as $$ begin end $$; ' +
          'create event trigger probe on ddl_command_end execute function public.probe_evt()',
      ),
    ).toBe('42501');
    // The stack's own schema is out of postgres' reach.
    expect(await outcome(dbUrl, 'select _stack.policy_grant_tables()')).toBe('42501');
    expect(await outcome(dbUrl, 'drop event trigger stack_supautils_before')).toBe('42501');
    // What postgres may do: its own tables, grants on storage tables, reading auth.users, the settings supautils allows.
    expect(await outcome(dbUrl, 'set session_replication_role = replica')).toBe('ok');
    expect(await outcome(dbUrl, 'create table public.probe (id int); alter table public.probe enable row level security')).toBe('ok');
    expect(await outcome(dbUrl, 'grant select on storage.objects to anon')).toBe('ok');
    expect(await outcome(dbUrl, 'select count(*) from auth.users')).toBe('ok');
  });

  test('a migration that needs a privilege postgres lacks on Supabase stops the start, naming the file', async () => {
    const workdir = await createTestWorkdir({
      files: { 'migrations/29990101000000_takes_storage.sql': 'alter table storage.objects owner to postgres;\n' },
    });
    workdirs.push(workdir);
    const result = await up(workdir);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(
      /29990101000000_takes_storage\.sql:1: ERROR: must be owner of table objects \(SQLSTATE 42501\)/,
    );
  });
});

// A project's table, sequence and function in public, one table granted explicitly, as a migration makes them.
const exposureMigration = `
create table public.exposure_probe (id serial primary key, note text);
create table public.exposure_granted (id int primary key);
grant select on public.exposure_granted to anon;
create function public.exposure_probe_fn() returns int language sql as 'select 1';
`;

/** What the Data API roles may do with the migration's objects, read from the catalogs as postgres. */
async function exposure(dbUrl: string) {
  const [row] = await sql<Record<string, boolean>>(
    dbUrl,
    `select has_table_privilege('anon', 'public.exposure_probe', 'select') as anon_table,
            has_table_privilege('authenticated', 'public.exposure_probe', 'insert') as authenticated_table,
            has_table_privilege('service_role', 'public.exposure_probe', 'delete') as service_role_table,
            has_sequence_privilege('authenticated', 'public.exposure_probe_id_seq', 'usage') as sequence,
            coalesce((select array_to_string(proacl, ',') from pg_proc where oid = 'public.exposure_probe_fn()'::regprocedure), '')
              ~ '(^|,)(anon|authenticated|service_role)=' as function`,
  );
  return row;
}

/** The anon key's GET of a table through the gateway: status and PostgREST's error code. */
async function anonGet(workdir: string, table: string): Promise<{ status: number; code?: string }> {
  const vars = Object.fromEntries(
    [...(await runCli(workdir, ['status', '-o', 'env'], env)).stdout.matchAll(/^([A-Z_]+)="(.*)"$/gm)].map((m) => [m[1], m[2]]),
  );
  const response = await fetch(`${vars.API_URL}/rest/v1/${table}?select=*`, { headers: { apikey: vars.ANON_KEY! } });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: Array.isArray(body) ? undefined : body.code };
}

describe('[api] auto_expose_new_tables, applied as the CLI does when a database is made', () => {
  const revoked = { anon_table: false, authenticated_table: false, service_role_table: false, sequence: false, function: false };
  const granted = { anon_table: true, authenticated_table: true, service_role_table: true, sequence: true, function: true };
  let hidden: string;
  let exposed: string;

  beforeAll(async () => {
    // The same files with the key false, then unset: the second must not reuse the first one's template.
    const files = { 'migrations/29990101000000_exposure_probe.sql': exposureMigration };
    hidden = await createTestWorkdir({ files, config: (config) => void (config.api!.auto_expose_new_tables = false) });
    exposed = await createTestWorkdir({ files, config: (config) => void delete config.api!.auto_expose_new_tables });
    workdirs.push(hidden, exposed);
    for (const workdir of [hidden, exposed]) {
      const result = await up(workdir);
      if (result.code !== 0) throw new Error(`stack up failed:\n${result.stdout}\n${result.stderr}`);
      expect(result.stderr).not.toContain('auto_expose_new_tables');
    }
  });

  test('false: a migration’s new table, sequence and function are not granted to the API roles; an explicit grant is', async () => {
    expect(await exposure(await dbUrlOf(hidden))).toEqual(revoked);
    expect(await anonGet(hidden, 'exposure_probe')).toEqual({ status: 401, code: '42501' });
    expect(await anonGet(hidden, 'exposure_granted')).toEqual({ status: 200 });
    // The seeded project's own tables grant what they need themselves.
    expect((await anonGet(hidden, 'glossary_terms')).status).toBe(200);
  });

  test('unset (the CLI’s default): they are granted, also when a template of the same files was made with false', async () => {
    expect(await exposure(await dbUrlOf(exposed))).toEqual(granted);
    expect(await anonGet(exposed, 'exposure_probe')).toEqual({ status: 200 });
  });

  test('false still holds after stack reset (the new database is a copy of its template)', async () => {
    const reset = await runCli(hidden, ['reset', '--yes'], env);
    expect(reset.code, reset.stdout + reset.stderr).toBe(0);
    expect(await exposure(await dbUrlOf(hidden))).toEqual(revoked);
  });
});

describe('a database created by an older checkout (postgres is its bootstrap superuser)', () => {
  let workdir: string;
  let result: Awaited<ReturnType<typeof up>>;

  beforeAll(async () => {
    workdir = await createTestWorkdir();
    workdirs.push(workdir);
    // The old way: initdb with postgres as the bootstrap superuser.
    await initdb(await postgresRuntime(), stackPaths(workdir).data, {
      user: 'postgres',
      password: 'postgres',
      flags: INITDB_FLAGS,
      onOutput: () => undefined,
    });
    result = await up(workdir);
  });

  test('still starts, keeps its data, stack up says once how to get the Supabase-like privileges, and stack reset gives them', async () => {
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.startsWith('WARN:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('npm run stack:reset');
    const dbUrl = await dbUrlOf(workdir);
    const [role] = await sql(
      dbUrl,
      `
      select rolsuper, (select rolname from pg_authid where oid = 10) as bootstrap,
             to_regclass('public.posts') is not null as migrated
      from pg_roles where rolname = 'postgres'`,
    );
    expect(role).toEqual({ rolsuper: true, bootstrap: 'postgres', migrated: true });
    // The stack's own services reach it as supabase_admin, as in a new cluster.
    const [admin] = await sql(adminDbUrl(dbUrl), 'select rolsuper from pg_roles where rolname = current_user');
    expect(admin).toEqual({ rolsuper: true });
    // A restart keeps it as it is: its data stays, and stack up still says how to change it.
    await sql(
      dbUrl,
      `insert into public.glossary_terms (slug, term, definition) values ('probe-legacy', 'Próba', 'Zostaje po restarcie.')`,
    );
    await runCli(workdir, ['down'], env);
    const again = await up(workdir);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('npm run stack:reset');
    expect(again.stdout).not.toContain('new database');
    expect(await sql(dbUrl, `select term from public.glossary_terms where slug = 'probe-legacy'`)).toEqual([{ term: 'Próba' }]);

    // What the warning promises: the reset recreates it with Supabase's privileges (and without the local data).
    const reset = await runCli(workdir, ['reset', '--yes'], env);
    expect(reset.code, reset.stdout + reset.stderr).toBe(0);
    expect(reset.stderr).not.toContain('WARN');
    const [afterReset] = await sql(
      dbUrl,
      `
      select rolsuper, (select rolname from pg_authid where oid = 10) as bootstrap,
             (select count(*)::int from public.glossary_terms where slug = 'probe-legacy') as probes
      from pg_roles where rolname = 'postgres'`,
    );
    expect(afterReset).toEqual({ rolsuper: false, bootstrap: 'supabase_admin', probes: 0 });
    // Three starts and a reset of a stack in one test: past the layer's 60 s when the machine is loaded.
  }, 180_000);
});
