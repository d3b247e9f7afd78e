import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type pg from 'pg';
import { glob } from 'tinyglobby';
import { SqlFileError } from '../errors.ts';
import { splitSql, lineOfPosition, type SqlStatement } from './sql-split.ts';

interface PgError extends Error {
  code?: string;
  position?: string;
  detail?: string;
  hint?: string;
}

/**
 * Runs one SQL file statement by statement inside a single transaction: all of it lands, or none of it.
 * `after` runs in the same transaction (the history bookkeeping), so history and schema never disagree.
 */
export async function runSqlFile(
  client: pg.Client,
  file: string,
  displayName: string,
  after?: (statements: SqlStatement[]) => Promise<void>,
  options: { before?: string } = {},
): Promise<SqlStatement[]> {
  const statements = splitSql(fs.readFileSync(file, 'utf8'));
  await client.query('begin');
  let current: SqlStatement | undefined;
  try {
    if (options.before) await client.query(options.before);
    for (current of statements) await client.query(current.sql);
    current = undefined;
    await after?.(statements);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    const pgError = error as PgError;
    const line = current ? lineOfPosition(current, Number(pgError.position) || undefined) : 1;
    throw new SqlFileError(displayName, line, pgError.message, pgError.code, pgError.detail, pgError.hint);
  }
  return statements;
}

const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export function listMigrations(migrationsDir: string): MigrationFile[] {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir)
    .map((entry) => ({ entry, match: MIGRATION_FILE.exec(entry) }))
    .filter((item): item is { entry: string; match: RegExpExecArray } => item.match !== null)
    .map(({ entry, match }) => ({ version: match[1]!, name: match[2]!, file: path.join(migrationsDir, entry) }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** The CLI's own history tables, created the way `supabase migration up` creates them. */
export async function ensureHistoryTables(client: pg.Client): Promise<void> {
  await client.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
    alter table supabase_migrations.schema_migrations add column if not exists statements text[];
    alter table supabase_migrations.schema_migrations add column if not exists name text;
    create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);
  `);
}

export interface AppliedMigration {
  version: string;
  name: string;
  ms: number;
}

/** Applies the migrations not yet in the history, oldest first, each in its own transaction. */
export async function applyMigrations(client: pg.Client, supabaseDir: string): Promise<AppliedMigration[]> {
  await ensureHistoryTables(client);
  const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(rows.map((row) => row.version));
  const applied: AppliedMigration[] = [];
  for (const migration of listMigrations(path.join(supabaseDir, 'migrations'))) {
    if (done.has(migration.version)) continue;
    const started = performance.now();
    await runSqlFile(client, migration.file, path.relative(path.dirname(supabaseDir), migration.file), (statements) =>
      client
        .query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          migration.version,
          migration.name,
          statements.map((statement) => statement.sql),
        ])
        .then(() => undefined),
    );
    applied.push({ version: migration.version, name: migration.name, ms: performance.now() - started });
  }
  return applied;
}

/** Expands `[db.seed] sql_paths` as the CLI does: patterns in order, matches of one pattern sorted, no repeats. */
export async function resolveSeedFiles(supabaseDir: string, patterns: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const pattern of patterns) {
    const relative = path.isAbsolute(pattern) ? path.relative(supabaseDir, pattern) : pattern;
    const matches = await glob(relative.replace(/^\.\//, ''), { cwd: supabaseDir, absolute: true, onlyFiles: true });
    for (const match of matches.sort()) if (!files.includes(match)) files.push(match);
  }
  return files;
}

/**
 * The local stack's own seed: `supabase/seed.dev.sql` (demo accounts), run after `[db.seed] sql_paths` on a new
 * database. It is deliberately not in `sql_paths`, which the real CLI also runs against hosted projects
 * (`db push --include-seed`). `STACK_DEV_SEED=off` leaves it out.
 */
export function devSeedFiles(supabaseDir: string, seeded: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const file = path.join(supabaseDir, 'seed.dev.sql');
  if (env.STACK_DEV_SEED === 'off' || seeded.includes(file) || !fs.existsSync(file)) return [];
  return [file];
}

/** Runs the seed files, each in its own transaction, recording their hashes like the CLI's `seed_files`. */
export async function applySeeds(client: pg.Client, supabaseDir: string, files: readonly string[]): Promise<string[]> {
  await ensureHistoryTables(client);
  const workdir = path.dirname(supabaseDir);
  for (const file of files) {
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    const relative = path.relative(workdir, file);
    await runSqlFile(client, file, relative, () =>
      client
        .query(
          'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
          // The CLI's key: the path from the project root with forward slashes ("supabase/seed.sql"), so
          // `supabase db push --include-seed` sees the file as applied and does not run it again.
          [relative.split(path.sep).join('/'), hash],
        )
        .then(() => undefined),
    );
  }
  return files.map((file) => path.relative(workdir, file));
}

const BOOTSTRAP_FILE = /^([0-9]+)_.*\.sql$/;
export const bootstrapDir = path.join(import.meta.dirname, 'bootstrap');

/** The bootstrap SQL files in the order they run. */
export function bootstrapFiles(): string[] {
  return fs
    .readdirSync(bootstrapDir)
    .filter((entry) => BOOTSTRAP_FILE.test(entry))
    .sort()
    .map((entry) => path.join(bootstrapDir, entry));
}

/**
 * The files that mirror the image's init scripts, which the image runs as `postgres` while it is still a superuser
 * (migrate.sh); 007 then demotes it. Running them as `postgres` keeps the owners the image gives (publication
 * supabase_realtime, schema extensions, the migration history, …).
 */
const LAST_FILE_AS_POSTGRES = 6;

/**
 * Versioned, idempotent setup of what the Supabase image provides; a newer stack applies only the files above the
 * recorded version. `client` is the superuser (supabase_admin). On a new cluster it first creates `postgres` as the
 * image's migrate.sh does: a superuser owning the database, until 007 demotes it.
 */
export async function applyBootstrap(client: pg.Client): Promise<number[]> {
  await client.query(`
    do $$
    begin
      if not exists (select from pg_roles where rolname = 'postgres') then
        create role postgres superuser login password 'postgres';
        execute format('alter database %I owner to postgres', current_database());
      end if;
    end $$;
    create schema if not exists _stack;
    create table if not exists _stack.bootstrap (version int primary key, name text not null, applied_at timestamptz not null default now());
  `);
  const { rows } = await client.query<{ version: number | null }>('select max(version) as version from _stack.bootstrap');
  const current = rows[0]?.version ?? 0;
  const applied: number[] = [];
  for (const entry of bootstrapFiles().map((file) => path.basename(file))) {
    const version = Number(BOOTSTRAP_FILE.exec(entry)![1]);
    if (version <= current) continue;
    await runSqlFile(
      client,
      path.join(bootstrapDir, entry),
      `stack bootstrap ${entry}`,
      () => client.query('insert into _stack.bootstrap (version, name) values ($1, $2)', [version, entry]).then(() => undefined),
      // Until commit or rollback; the files' own `reset role` then returns to postgres.
      { before: version <= LAST_FILE_AS_POSTGRES ? 'set local session authorization postgres' : undefined },
    );
    applied.push(version);
  }
  return applied;
}
