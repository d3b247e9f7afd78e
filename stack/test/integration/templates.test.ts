import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stackPaths } from '../../src/shared/paths.ts';
import { createTestWorkdir, runCli, sql } from '../support/stack.ts';

// A new database is a copy of the template made from the same bootstrap, migrations and seeds (template.ts), and a
// first start that fails leaves no half-made database behind (the next start begins again).

const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-templates-test-'));
const env = { STACK_TEMPLATE_DIR: templates };
const onlyPostgres = ['mail', 'auth', 'storage', 'realtime', 'functions'];
const workdirs: string[] = [];

/** A new project (a copy of this repo's supabase/ folder plus `files`) started with only Postgres and PostgREST. */
async function stack(files?: Record<string, string>): Promise<{ workdir: string; up: string; dbUrl: string }> {
  const workdir = await createTestWorkdir({ files });
  workdirs.push(workdir);
  const up = await runCli(workdir, ['up', '-x', onlyPostgres.join(',')], env);
  if (up.code !== 0) throw new Error(`stack up failed:\n${up.stdout}\n${up.stderr}`);
  return { workdir, up: up.stdout, dbUrl: await dbUrlOf(workdir) };
}

async function dbUrlOf(workdir: string): Promise<string> {
  const status = await runCli(workdir, ['status', '-o', 'env'], env);
  return /^DB_URL="(.+)"$/m.exec(status.stdout)![1]!;
}

const templateNames = () => fs.readdirSync(templates).filter((name) => !name.startsWith('.'));

afterAll(async () => {
  for (const workdir of workdirs) {
    await runCli(workdir, ['down'], env);
    fs.rmSync(workdir, { recursive: true, force: true });
  }
  fs.rmSync(templates, { recursive: true, force: true });
});

describe('database templates', () => {
  let first: Awaited<ReturnType<typeof stack>>;

  beforeAll(async () => {
    first = await stack();
  });

  test('the first new database is made from migrations and seeds and becomes the template of those inputs', async () => {
    expect(first.up).toContain('new database;');
    expect(templateNames()).toHaveLength(1);
    // Saving the template restarted Postgres: the state names the postmaster that runs now.
    const state = JSON.parse(fs.readFileSync(path.join(first.workdir, '.stack', 'state.json'), 'utf8')) as { postgresPid: number };
    const postmaster = Number(fs.readFileSync(path.join(stackPaths(first.workdir).data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(state.postgresPid).toBe(postmaster);
  });

  test('the next new database with the same inputs is a copy of it, with the seeded content and history', async () => {
    const second = await stack();
    expect(second.up).toContain('new database from the template of these migrations and seeds');
    expect(second.up).not.toContain('migration(s) applied');
    const [posts] = await sql<{ count: string }>(second.dbUrl, 'select count(*) from public.posts');
    expect(Number(posts!.count)).toBeGreaterThan(0);
    const seeds = await sql<{ path: string }>(second.dbUrl, 'select path from supabase_migrations.seed_files order by path');
    expect(seeds.map((row) => row.path)).toContain('supabase/seed.sql');
    // Its own database: a change here is not in the first one.
    await sql(second.dbUrl, "update public.site_pages set title = 'Tylko tutaj' where slug = 'o-nas'");
    const [other] = await sql<{ title: string }>(first.dbUrl, "select title from public.site_pages where slug = 'o-nas'");
    expect(other!.title).toBe('O nas');
  });

  test('another migration makes a new database the long way, and a template of its own', async () => {
    const changed = await stack({ 'migrations/29990101000000_extra.sql': 'create table public.template_probe (id int primary key);\n' });
    expect(changed.up).toContain('new database;');
    expect(changed.up).toContain('migration(s) applied');
    expect(templateNames()).toHaveLength(2);
    const [probe] = await sql<{ exists: boolean }>(changed.dbUrl, "select to_regclass('public.template_probe') is not null as exists");
    expect(probe!.exists).toBe(true);
  });
});

test('a first start whose seed fails removes the new database, so the next start seeds it', async () => {
  const workdir = await createTestWorkdir({ files: { 'seed.dev.sql': 'select 1/0;\n' } });
  workdirs.push(workdir);
  const failed = await runCli(workdir, ['up', '-x', onlyPostgres.join(',')], env);
  expect(failed.code).not.toBe(0);
  expect(`${failed.stdout}${failed.stderr}`).toContain('The new database was removed');
  expect(fs.existsSync(stackPaths(workdir).data)).toBe(false);

  fs.writeFileSync(
    path.join(workdir, 'supabase', 'seed.dev.sql'),
    "insert into public.site_pages (slug, title, description, body_md) values ('po-naprawie', 'Po naprawie', 'Opis', 'Treść');\n",
  );
  const fixed = await runCli(workdir, ['up', '-x', onlyPostgres.join(',')], env);
  expect(fixed.code, fixed.stderr).toBe(0);
  const [page] = await sql<{ title: string }>(await dbUrlOf(workdir), "select title from public.site_pages where slug = 'po-naprawie'");
  expect(page!.title).toBe('Po naprawie');
});
