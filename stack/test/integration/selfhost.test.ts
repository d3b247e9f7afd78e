/**
 * The self-hosting and Supabase CLI paths against a real database, without Docker:
 * - docker/db/migrate.sh (the compose deployment's migration job) run again and again, with failures injected,
 *   applies every migration and the content seed exactly once and records both as the CLI does;
 * - the pinned Supabase CLI reads this project's config.toml and agrees that nothing is left to push or seed;
 * - a function with no reachable SMTP relay (the CLI's default host outside the CLI) says so instead of losing mail.
 * The stack starts with [db.migrations] and [db.seed] off, so the database is what the Supabase images give
 * migrate.sh on a first start: Supabase's own schemas, none of the app's.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../../src/shared/paths.ts';
import { warmFunctionsCache } from '../support/newsletter.ts';
import { adminDbUrl, serviceLog, sql, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let scratch: string;
const migrationsDir = path.join(repoRoot, 'supabase', 'migrations');
const migrationFiles = fs
  .readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const versions = migrationFiles.map((name) => name.split('_')[0]!);
const seedFile = path.join(repoRoot, 'supabase', 'seed.sql');
const supabaseCli = path.join(repoRoot, 'node_modules', '.bin', 'supabase');

type Run = { code: number; output: string };

/** Runs a command with stdin closed (`supabase migration new` reads SQL from a piped stdin until it ends). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 127, output: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** docker/db/migrate.sh with the libpq variables compose gives it, pointed at the test stack's database. */
function migrate(options: { migrations?: string; seed?: string } = {}): Promise<Run> {
  const url = new URL(stack.env.DB_URL!);
  return run('sh', [path.join(repoRoot, 'docker', 'db', 'migrate.sh')], {
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
    MIGRATIONS_DIR: options.migrations ?? migrationsDir,
    SEED_FILE: options.seed ?? seedFile,
    SEED_PATH: 'supabase/seed.sql',
  });
}

const db = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => sql<T>(stack.env.DB_URL!, text, params);
const recordedVersions = async () =>
  (await db<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).map((row) => row.version);
const postCount = async () => Number((await db<{ n: string }>('select count(*) as n from public.posts'))[0]!.n);
const seedRows = () => db<{ path: string; hash: string }>('select path, hash from supabase_migrations.seed_files order by path');

beforeAll(async () => {
  warmFunctionsCache();
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-selfhost-'));
  stack = await startTestStack({
    // The database, PostgREST, the gateway and the functions runtime. No inbox: SMTP_HOST stays unset, as under
    // a deployment that forgot it.
    exclude: ['auth', 'storage', 'realtime', 'mail'],
    config: (config) => {
      const dbSection = config.db as Record<string, Record<string, unknown>>;
      dbSection.migrations = { ...dbSection.migrations, enabled: false };
      dbSection.seed = { ...dbSection.seed, enabled: false };
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

/**
 * Applies every migration inside a transaction that is rolled back, with the project's default privileges as older
 * Supabase projects have them (new functions and tables granted to the API roles) or as new projects can have them
 * (nothing granted automatically, not even EXECUTE to PUBLIC), and returns the privileges that result.
 */
async function grantsAfterMigrations(defaults: 'old' | 'new'): Promise<string[]> {
  // The superuser changes the default privileges (supabase_admin's too); the migrations then run as postgres, as
  // `stack up` runs them.
  const client = new pg.Client({ connectionString: adminDbUrl(stack.env.DB_URL!) });
  await client.connect();
  try {
    await client.query('begin');
    if (defaults === 'new') {
      for (const owner of ['postgres', 'supabase_admin']) {
        for (const kind of ['tables', 'functions', 'sequences'])
          await client.query(
            `alter default privileges for role ${owner} in schema public revoke all on ${kind} from anon, authenticated, service_role`,
          );
        await client.query(`alter default privileges for role ${owner} in schema public revoke execute on functions from public`);
      }
    }
    await client.query('set local session authorization postgres');
    for (const name of migrationFiles) await client.query(fs.readFileSync(path.join(migrationsDir, name), 'utf8'));
    const dump = fs.readFileSync(path.join(import.meta.dirname, 'grants.sql'), 'utf8');
    const { rows } = await client.query<[string]>({ text: dump, rowMode: 'array' });
    return rows.map(([line]) => line).filter((line) => !line.endsWith(' '));
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}

describe('privileges', () => {
  test('all migrations give the API roles the same, committed privileges under old and new default privileges', async () => {
    expect(await recordedVersions()).toEqual([]);
    const expected = fs
      .readFileSync(path.join(import.meta.dirname, 'grants.expected.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const underOld = await grantsAfterMigrations('old');
    const underNew = await grantsAfterMigrations('new');
    expect(underOld).toEqual(underNew);
    expect(underNew).toEqual(expected);
    // Nothing of it stayed: migrate.sh below starts from the same empty database.
    expect(await recordedVersions()).toEqual([]);
  });
});

describe('docker/db/migrate.sh', () => {
  test('psql and sha256sum are here (the job runs in the Postgres image, which has both)', async () => {
    expect((await run('psql', ['--version'])).output).toMatch(/psql \(PostgreSQL\)/);
    expect((await run('sha256sum', ['--version'])).code).toBe(0);
  });

  test('a failing migration or seed keeps nothing of itself; every later run finishes the job; each part applies once', async () => {
    expect(await recordedVersions()).toEqual([]);

    // Run 1: half of the migrations, then one that fails half-way.
    const half = path.join(scratch, 'half');
    fs.mkdirSync(half);
    const firstHalf = migrationFiles.slice(0, Math.ceil(migrationFiles.length / 2));
    for (const name of firstHalf) fs.copyFileSync(path.join(migrationsDir, name), path.join(half, name));
    fs.writeFileSync(path.join(half, '99990101000000_broken.sql'), 'create table public.half_done (id int);\nselect 1 / 0;\n');
    const first = await migrate({ migrations: half });
    expect(first.code).not.toBe(0);
    expect(first.output).toContain('division by zero');
    expect(await recordedVersions()).toEqual(firstHalf.map((name) => name.split('_')[0]));
    expect((await db('select to_regclass($1) as t', ['public.half_done']))[0]!.t).toBeNull();
    expect(await seedRows()).toEqual([]);

    // Run 2: the rest of the migrations, then a seed that fails at its end: no row of it stays.
    const brokenSeed = path.join(scratch, 'seed.sql');
    fs.writeFileSync(brokenSeed, `${fs.readFileSync(seedFile, 'utf8')}\nselect 1 / 0;\n`);
    const second = await migrate({ seed: brokenSeed });
    expect(second.code).not.toBe(0);
    expect(await recordedVersions()).toEqual(versions);
    expect(await postCount()).toBe(0);
    expect(await seedRows()).toEqual([]);

    // Run 3: no migration left; the seed runs and is recorded under the CLI's key with its SHA-256.
    const third = await migrate();
    expect(third.code, third.output).toBe(0);
    expect(third.output).toContain('migrate: 0 new migration(s) applied');
    const posts = await postCount();
    expect(posts).toBeGreaterThan(10);
    const hash = crypto.createHash('sha256').update(fs.readFileSync(seedFile)).digest('hex');
    expect(await seedRows()).toEqual([{ path: 'supabase/seed.sql', hash }]);

    // Run 4: nothing to do, nothing doubled.
    const fourth = await migrate();
    expect(fourth.code, fourth.output).toBe(0);
    expect(fourth.output).not.toContain('seeding');
    expect(await postCount()).toBe(posts);
  });

  test('a deployment seeded by the earlier script (no seed_files table) gets its seed recorded, not run again', async () => {
    const posts = await postCount();
    await db('drop table supabase_migrations.seed_files');
    const upgraded = await migrate();
    expect(upgraded.code, upgraded.output).toBe(0);
    expect(upgraded.output).toContain('applied on the first start by an earlier version');
    expect(await postCount()).toBe(posts);
    expect((await seedRows()).map((row) => row.path)).toEqual(['supabase/seed.sql']);
  });
});

describe('the pinned Supabase CLI', () => {
  const cli = (args: string[]) => run(supabaseCli, [...args, '--workdir', stack.workdir], { NO_COLOR: '1', DO_NOT_TRACK: '1' });

  test("loads this project's config.toml without a warning and sees every migration applied on both sides", async () => {
    const listed = await cli(['migration', 'list', `--remote=${stack.env.DB_URL}`]);
    expect(listed.code, listed.output).toBe(0);
    // CLI 3 refuses [inbucket] and warns about every deprecated key; none may be left.
    expect(listed.output).not.toMatch(/WARN|deprecated|no longer supported/i);
    for (const version of versions) expect(listed.output, version).toMatch(new RegExp(`${version}\\W+\\|\\W+${version}`));
  });

  test('db push --include-seed has nothing to do after migrate.sh: same history table, same seed key', async () => {
    const pushed = await cli(['db', 'push', `--remote=${stack.env.DB_URL}`, '--include-seed', '--dry-run']);
    expect(pushed.code, pushed.output).toBe(0);
    expect(pushed.output).toMatch(/up to date/i);
    expect(pushed.output).not.toMatch(/Would (push|seed)/);
  });

  test('migration new writes an empty timestamped file into supabase/migrations', async () => {
    const created = await cli(['migration', 'new', 'add_tags']);
    expect(created.code, created.output).toBe(0);
    const added = fs.readdirSync(path.join(stack.workdir, 'supabase', 'migrations')).filter((name) => name.endsWith('_add_tags.sql'));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^\d{14}_add_tags\.sql$/);
  });
});

describe('mail without a reachable relay', () => {
  test('subscribing answers 503 with a Polish message, stores nothing, and the functions log names the relay', async () => {
    const email = `bez-poczty-${crypto.randomBytes(3).toString('hex')}@obrazy-ai.test`;
    const response = await fetch(`${stack.env.FUNCTIONS_URL}/newsletter-subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Nie możemy teraz wysyłać wiadomości e-mail, więc nie zapisaliśmy adresu. Spróbuj ponownie za kilka minut.',
    );
    expect(await db('select 1 from public.newsletter_subscribers where email = $1', [email])).toEqual([]);
    const log = await serviceLog(stack.workdir, 'functions', ['SMTP relay unreachable', 'inbucket']);
    expect(log).toContain('SMTP relay unreachable');
    expect(log).toContain('inbucket');
  });
});
