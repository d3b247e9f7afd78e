/**
 * docker/restore.sh's database part against a real database (the local stack's Postgres 17 with Supabase's roles):
 * the SQL it runs, as the role it runs it as (supabase_admin), replaces every backed-up row in one transaction,
 * recreates the project's own roles, refuses a backup of other migrations, and changes nothing when a statement fails.
 * pg_dump 17 is not installed here (Debian's is 15 and refuses a newer server), so the test writes data.sql itself in
 * pg_dump's plain COPY format from the same tables, and roles.sql through backup.sh's own role filter.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../../src/shared/paths.ts';
import { adminDbUrl, sql, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let scratch: string;

type Run = { code: number; output: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 127, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    // A command that stops before reading all its input (psql on a failing statement) closes the pipe: EPIPE there is
    // not a failure of the test, whose verdict is the command's exit code and output.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

/** libpq variables for the superuser, as restore.sh's default DB_EXEC gives them inside the db container. */
function superuserEnv(): NodeJS.ProcessEnv {
  const url = new URL(adminDbUrl(stack.env.DB_URL!));
  return {
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
  };
}

const admin = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  sql<T>(adminDbUrl(stack.env.DB_URL!), text, params);

/** The variables of docker/backup/schemas.sh, read by sourcing it (one definition for the scripts and this test). */
async function schemaSettings(): Promise<{ excludedSchemas: RegExp; excludedTables: string[] }> {
  const script = `. docker/backup/schemas.sh; printf '%s\\n%s\\n' "$DATA_EXCLUDED_SCHEMAS" "$DATA_EXCLUDED_TABLES"`;
  const { output } = await run('sh', ['-c', script]);
  const [schemas, tables] = output.trim().split('\n');
  return { excludedSchemas: new RegExp(`^(${schemas!.replaceAll('*', '.*')})$`), excludedTables: tables!.split(' ') };
}

/** data.sql in pg_dump's plain format: one COPY … FROM stdin block per backed-up table (what backup.sh would write). */
async function dataDump(): Promise<string> {
  const { excludedSchemas, excludedTables } = await schemaSettings();
  const tables = await admin<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     order by 1, 2`,
  );
  let out = "SET client_encoding = 'UTF8';\n";
  for (const { schema, name } of tables) {
    if (excludedSchemas.test(schema) || excludedTables.includes(`${schema}.${name}`)) continue;
    const qualified = `"${schema}"."${name}"`;
    const copied = await run('psql', ['-X', '-v', 'ON_ERROR_STOP=1', '-c', `copy ${qualified} to stdout`], superuserEnv());
    expect(copied.code, copied.output).toBe(0);
    out += `COPY ${qualified} FROM stdin;\n${copied.output}\\.\n\n`;
  }
  return out;
}

const snapshot = async () => ({
  posts: await admin<{ id: string; title: string }>('select id::text, title from public.posts order by id'),
  users: await admin<{ id: string; email: string }>('select id::text, email from auth.users order by id'),
  buckets: await admin<{ id: string }>('select id from storage.buckets order by id'),
  migrations: await admin<{ version: string }>('select version from supabase_migrations.schema_migrations order by version'),
});

function restore(dir: string): Promise<Run> {
  return run('sh', [path.join(repoRoot, 'docker', 'restore.sh'), dir], { ...superuserEnv(), DB_EXEC: '', STORAGE_EXEC: '', COMPOSE: '' });
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-backup-'));
  stack = await startTestStack({ exclude: ['realtime', 'mail'] });
});

afterAll(async () => {
  await stack?.dispose();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('docker/backup.sh role filter', () => {
  test("keeps the project's own roles and comments out the images' reserved ones", async () => {
    const dumped = [
      'CREATE ROLE "anon";',
      'ALTER ROLE "anon" WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;',
      'CREATE ROLE "supabase_admin";',
      'CREATE ROLE "obrazy_reader";',
      'ALTER ROLE "obrazy_reader" WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;',
      'GRANT "obrazy_reader" TO "authenticator" GRANTED BY "postgres";',
      'GRANT "authenticated" TO "obrazy_reader" GRANTED BY "postgres";',
    ].join('\n');
    const filtered = await run('sh', ['-c', '. docker/backup/schemas.sh; filter_roles'], {}, dumped);
    expect(filtered.output.trim().split('\n')).toEqual([
      '-- CREATE ROLE "anon";',
      '-- ALTER ROLE "anon" WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;',
      '-- CREATE ROLE "supabase_admin";',
      'CREATE ROLE "obrazy_reader";',
      'ALTER ROLE "obrazy_reader" WITH NOSUPERUSER INHERIT NOCREATEROLE NOCREATEDB NOLOGIN NOREPLICATION NOBYPASSRLS;',
      '-- GRANT "obrazy_reader" TO "authenticator" GRANTED BY "postgres";',
      'GRANT "authenticated" TO "obrazy_reader" GRANTED BY "postgres";',
    ]);
  });
});

describe('docker/restore.sh (database part)', () => {
  test('replaces every backed-up row, recreates custom roles, and runs as the superuser it connects as', async () => {
    const backup = path.join(scratch, 'full');
    fs.mkdirSync(backup);
    const before = await snapshot();
    expect(before.posts.length).toBeGreaterThan(0);
    expect(before.migrations.length).toBeGreaterThan(0);
    const { data: created, error } = await fetch(`${stack.env.API_URL}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: stack.env.SERVICE_ROLE_KEY!,
        authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'kopia@example.com', password: 'Haslo-12345', email_confirm: true }),
    }).then(async (response) => ({ data: (await response.json()) as { id: string }, error: response.ok ? null : response.status }));
    expect(error).toBeNull();
    const backedUp = await snapshot();
    expect(backedUp.users.map((user) => user.id)).toContain(created.id);

    fs.writeFileSync(path.join(backup, 'data.sql'), await dataDump());
    fs.writeFileSync(path.join(backup, 'migrations.txt'), `${backedUp.migrations.map((row) => row.version).join('\n')}\n`);
    const roles = await run(
      'sh',
      ['-c', '. docker/backup/schemas.sh; filter_roles'],
      {},
      'CREATE ROLE "anon";\nCREATE ROLE "obrazy_reader";\nALTER ROLE "obrazy_reader" WITH NOLOGIN;\nGRANT "anon" TO "obrazy_reader";\n',
    );
    fs.writeFileSync(path.join(backup, 'roles.sql'), roles.output);

    // After the backup: the account is deleted, a post is changed and another added.
    await admin('delete from auth.users where id = $1', [created.id]);
    await admin(`update public.posts set title = 'Zmieniony tytuł' where id = $1::uuid`, [backedUp.posts[0]!.id]);
    await admin(`insert into public.posts (slug, title, lead, body_md) values ('po-kopii', 'Po kopii', 'Wstęp', 'Treść')`);

    const restored = await restore(backup);
    expect(restored.output).toContain('restore: done');
    expect(restored.code).toBe(0);
    expect(await snapshot()).toEqual(backedUp);
    expect(await admin(`select 1 from pg_roles where rolname = 'obrazy_reader'`)).toHaveLength(1);
    expect(await admin(`select pg_has_role('obrazy_reader', 'anon', 'member') as member`)).toEqual([{ member: true }]);
  });

  test('a failing statement changes nothing (one transaction), and a backup of other migrations is refused', async () => {
    const backup = path.join(scratch, 'broken');
    fs.mkdirSync(backup);
    const before = await snapshot();
    fs.writeFileSync(path.join(backup, 'roles.sql'), '');
    fs.writeFileSync(path.join(backup, 'data.sql'), 'COPY "public"."posts" FROM stdin;\nnot a row\n\\.\n');
    fs.writeFileSync(path.join(backup, 'migrations.txt'), `${before.migrations.map((row) => row.version).join('\n')}\n`);
    const failed = await restore(backup);
    expect(failed.code).not.toBe(0);
    expect(failed.output).not.toContain('restore: done');
    expect(await snapshot()).toEqual(before);

    fs.writeFileSync(path.join(backup, 'migrations.txt'), `${before.migrations.map((row) => row.version).join('\n')}\n29990101000000\n`);
    const refused = await restore(backup);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("the deployment's applied migrations differ from the backup's");
    expect(await snapshot()).toEqual(before);

    fs.rmSync(path.join(backup, 'data.sql'));
    const incomplete = await restore(backup);
    expect(incomplete.code).toBe(1);
    expect(incomplete.output).toContain('data.sql is missing');
  });
});
