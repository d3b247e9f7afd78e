import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../../postgres/index.ts';

/** A migration's version as the CLI names new files: the UTC time, YYYYMMDDHHMMSS. */
export function migrationVersion(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * Writes `supabase/migrations/<version>_<name>.sql` and applies it the way `stack up` applies migrations (one
 * transaction, recorded in supabase_migrations.schema_migrations). If it fails, the file is removed again, so the
 * folder never holds a migration the database refused.
 */
export async function writeAndApplyMigration(
  dbUrl: string,
  supabaseDir: string,
  migration: { version: string; name: string; sql: string },
): Promise<string> {
  const dir = path.join(supabaseDir, 'migrations');
  fs.mkdirSync(dir, { recursive: true });
  // Versions must grow: two migrations within one second (or after one dated ahead) would share or go below one,
  // and the history would take the second as applied already.
  const newest = fs
    .readdirSync(dir)
    .map((file) => /^(\d+)_/.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .reduce((max, version) => (BigInt(version) > max ? BigInt(version) : max), 0n);
  const version = BigInt(migration.version) > newest ? migration.version : String(newest + 1n);
  const file = path.join(dir, `${version}_${migration.name}.sql`);
  if (fs.existsSync(file)) throw new Error(`${path.relative(path.dirname(supabaseDir), file)} exists already`);
  fs.writeFileSync(file, migration.sql.endsWith('\n') ? migration.sql : `${migration.sql}\n`, { flag: 'wx' });
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    await client.connect();
    await applyMigrations(client, supabaseDir);
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  return file;
}
