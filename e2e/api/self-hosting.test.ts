import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import * as toml from 'smol-toml';
import { sql } from '../../stack/test/support/stack.ts';
import { repoRoot } from '../../stack/src/shared/paths.ts';
import { env, serviceClient } from './support.ts';

/**
 * The one-shot jobs of docker-compose.yml (docker/db/migrate.sh, docker/storage/seed_buckets.py), run here with the
 * host's psql and python3 against the backend under test. No Docker is needed for this; the compose file around
 * them is checked statically by e2e/support/compose.test.ts. Only against the local stack: migrate.sh would apply
 * this tree's migrations to a shared backend that lacks them.
 */
const run = promisify(execFile);
const localStack = !process.env.E2E_ENV_FILE && (process.env.E2E_ENV ?? 'local') === 'local';
const has = (command: string) => fs.existsSync(`/usr/bin/${command}`) || fs.existsSync(`/usr/local/bin/${command}`);

function libpqEnv(): NodeJS.ProcessEnv {
  const url = new URL(env('DB_URL'));
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
  };
}

describe.skipIf(!localStack || !has('psql'))('docker/db/migrate.sh', () => {
  test('skips every migration already recorded, applies and records a new one, and seeds only a first start @selfhost @destructive', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-migrate-'));
    const seed = path.join(os.tmpdir(), `${path.basename(dir)}-seed.sql`);
    const table = `e2e_probe_${crypto.randomBytes(4).toString('hex')}`;
    const version = `2999${Date.now().toString().slice(-10)}`;
    try {
      for (const file of fs.readdirSync(path.join(repoRoot, 'supabase', 'migrations')))
        fs.copyFileSync(path.join(repoRoot, 'supabase', 'migrations', file), path.join(dir, file));
      fs.writeFileSync(path.join(dir, `${version}_${table}.sql`), `create table public.${table} (id int primary key);\n`);
      // A seed that would fail loudly if it ran: this database already had migrations.
      fs.writeFileSync(seed, 'select 1/0;\n');

      const options = { env: { ...libpqEnv(), MIGRATIONS_DIR: dir, SEED_FILE: seed } };
      const first = await run('sh', [path.join(repoRoot, 'docker', 'db', 'migrate.sh')], options);
      expect(first.stdout).toContain(`migrate: applying ${version}_${table}.sql`);
      expect(first.stdout).toContain('migrate: 1 new migration(s) applied');
      expect(first.stdout).not.toContain('seeding');
      const recorded = await sql(env('DB_URL'), 'select name from supabase_migrations.schema_migrations where version = $1', [version]);
      expect(recorded).toEqual([{ name: table }]);
      expect(await sql(env('DB_URL'), 'select to_regclass($1) is not null as exists', [`public.${table}`])).toEqual([{ exists: true }]);

      const again = await run('sh', [path.join(repoRoot, 'docker', 'db', 'migrate.sh')], options);
      expect(again.stdout).toContain('migrate: 0 new migration(s) applied');
    } finally {
      await sql(
        env('DB_URL'),
        `drop table if exists public.${table}; delete from supabase_migrations.schema_migrations where version = $1`,
        [version],
      ).catch(() => sql(env('DB_URL'), `drop table if exists public.${table}`));
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(seed, { force: true });
    }
  });

  test('a file not named <timestamp>_<name>.sql stops it before anything runs @selfhost @smoke', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-migrate-'));
    try {
      // Sorted first, yet it must not run: names are checked before any migration is applied.
      fs.writeFileSync(path.join(dir, '10000000000000_e2e_never.sql'), 'select 1/0;\n');
      fs.writeFileSync(path.join(dir, 'bez-daty.sql'), 'select 1;\n');
      const failed = await run('sh', [path.join(repoRoot, 'docker', 'db', 'migrate.sh')], {
        env: { ...libpqEnv(), MIGRATIONS_DIR: dir, SEED_FILE: path.join(dir, 'none.sql') },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toContain('bez-daty.sql is not named <timestamp>_<name>.sql');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!localStack || !has('python3'))('docker/storage/seed_buckets.py', () => {
  test('brings every bucket of config.toml in line through the Storage API, idempotently @storage @selfhost @destructive', async () => {
    const options = {
      env: {
        ...process.env,
        SUPABASE_CONFIG: path.join(repoRoot, 'supabase', 'config.toml'),
        STORAGE_URL: `${env('API_URL')}/storage/v1`,
        SERVICE_ROLE_KEY: env('SERVICE_ROLE_KEY'),
      },
    };
    const script = path.join(repoRoot, 'docker', 'storage', 'seed_buckets.py');
    const config = toml.parse(fs.readFileSync(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8')) as {
      storage: { buckets: Record<string, { public?: boolean; allowed_mime_types?: string[]; file_size_limit?: string }> };
    };
    const names = Object.keys(config.storage.buckets);
    expect(names).toContain('avatars');

    const first = await run('python3', [script], options);
    for (const name of names) expect(first.stdout).toMatch(new RegExp(`seed_buckets: ${name} (created|updated)`));
    const second = await run('python3', [script], options);
    for (const name of names) expect(second.stdout).toContain(`seed_buckets: ${name} updated`);

    const storage = serviceClient().storage;
    for (const [name, bucket] of Object.entries(config.storage.buckets)) {
      const { data, error } = await storage.getBucket(name);
      expect(error, name).toBeNull();
      expect(data!.public, name).toBe(bucket.public ?? false);
      expect(data!.allowed_mime_types ?? [], name).toEqual(bucket.allowed_mime_types ?? []);
    }
    const avatars = (await storage.getBucket('avatars')).data!;
    expect(avatars.file_size_limit).toBe(2 * 1024 * 1024);
  });
});
