import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../../config.ts';
import type { Logger } from '../../../shared/log.ts';
import { SUPERUSER } from '../infra/database.ts';
import { Objects } from './objects.ts';
import type { StorageDeps } from './types.ts';
import { isValidKey } from './limits.ts';

const MIME_BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** The ETag the file backend would give these bytes (quoted MD5). */
function fileETag(file: string): string {
  return `"${crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex')}"`;
}

const SEED_WRITES_AT_ONCE = 16;
const SEED_CACHE_CONTROL = 'max-age=3600';

/** Runs `task` for every item, at most `limit` at a time; rejects with the first failure once the running ones end. */
async function eachWithLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A file of a bucket's `objects_path`, as the object it becomes. */
export interface SeedObject {
  bucket: string;
  key: string;
  file: string;
  mimeType: string;
}

/** The `objects_path` files of `[storage.buckets.*]`, by `bucket\0key`; names that are no valid key are skipped. */
export function seedObjects(config: Config, log: Logger): Map<string, SeedObject> {
  const seeds = new Map<string, SeedObject>();
  for (const [bucket, settings] of Object.entries(config.storage.buckets)) {
    const dir = settings.objects_path_resolved;
    if (!dir) continue;
    if (!fs.existsSync(dir)) {
      log.error('objects_path does not exist', { bucket, path: dir });
      continue;
    }
    for (const file of filesUnder(dir)) {
      const key = path.relative(dir, file).split(path.sep).join('/');
      if (!isValidKey(key)) {
        log.error('skipped a file whose name is not a valid object key', { bucket, key });
        continue;
      }
      const mimeType = MIME_BY_EXTENSION[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      seeds.set(`${bucket}\0${key}`, { bucket, key, file, mimeType });
    }
  }
  return seeds;
}

/**
 * Creates or updates the buckets of `[storage.buckets.*]` and uploads their `objects_path` files (upserting), as
 * `supabase start` / `supabase seed buckets` do. A file whose stored object already has the same bytes and type is
 * left alone, so restarts do not churn object versions (the CLI re-uploads; the result is the same). A file with no
 * object whose bytes are still on disk (`kept`: version by `bucket\0key`, after a database reset) is registered
 * again without being written again.
 */
export async function applyConfigBuckets(
  config: Config,
  deps: StorageDeps,
  log: Logger,
  seeds: ReadonlyMap<string, SeedObject>,
  kept: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const stored = new Map<string, { etag: string | null; mimetype: string | null }>();
  // Every bucket in one transaction, and what their objects_path files became before.
  const rows = await deps.db.asAdmin('storage.bucket.create', async (query) => {
    for (const [name, bucket] of Object.entries(config.storage.buckets)) {
      const mimeTypes = bucket.allowed_mime_types.length > 0 ? [...bucket.allowed_mime_types] : null;
      await query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)
         on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
           allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
        [name, bucket.public, bucket.file_size_limit_bytes, mimeTypes],
      );
    }
    const seeded = Object.entries(config.storage.buckets).filter(([, bucket]) => bucket.objects_path_resolved);
    return query<{ bucket_id: string; name: string; etag: string | null; mimetype: string | null }>(
      `select bucket_id, name, metadata ->> 'eTag' as etag, metadata ->> 'mimetype' as mimetype from storage.objects
        where bucket_id = any($1)`,
      [seeded.map(([name]) => name)],
    );
  });
  for (const row of rows) stored.set(`${row.bucket_id}\0${row.name}`, row);
  const counts = new Map<string, { files: number; reused: number; unchanged: number }>();
  const work: (() => Promise<unknown>)[] = [];
  const adopted = new Map<string, Parameters<Objects['adopt']>[0][number][]>();
  for (const [id, { bucket, key, file, mimeType }] of seeds) {
    const count = counts.get(bucket) ?? { files: 0, reused: 0, unchanged: 0 };
    counts.set(bucket, count);
    const existing = stored.get(id);
    if (existing && existing.mimetype === mimeType && existing.etag === fileETag(file)) {
      count.unchanged += 1;
      continue;
    }
    const version = existing ? undefined : kept.get(id);
    if (version) {
      count.reused += 1;
      const size = fs.statSync(file).size;
      const metadata = {
        eTag: fileETag(file),
        size,
        mimetype: mimeType,
        cacheControl: SEED_CACHE_CONTROL,
        lastModified: new Date().toISOString(),
        contentLength: size,
        httpStatusCode: 200,
      };
      adopted.set(bucket, [...(adopted.get(bucket) ?? []), { key, version, metadata }]);
      continue;
    }
    count.files += 1;
    work.push(() =>
      new Objects(deps, SUPERUSER, bucket).upload({
        key,
        body: fs.createReadStream(file),
        mimeType,
        cacheControl: SEED_CACHE_CONTROL,
        contentLength: fs.statSync(file).size,
        upsert: true,
      }),
    );
  }
  // Bytes kept on disk (after a reset) are registered bucket by bucket, one commit each.
  for (const [bucket, entries] of adopted) work.push(() => new Objects(deps, SUPERUSER, bucket).adopt(entries));
  // Each write waits on fsyncs (file, folder, commit); several at once overlap them.
  await eachWithLimit(work, SEED_WRITES_AT_ONCE, (task) => task());
  for (const [bucket, count] of counts) log.info('uploaded objects_path', { bucket, ...count });
}

/**
 * What the service writes into the database at start (and again after a reset in place replaced it): files left by an
 * interrupted run swept from the store, then `[storage.buckets.*]` and their `objects_path` files registered.
 */
export async function prepareStorageDatabase(config: Config, deps: StorageDeps, log: Logger): Promise<void> {
  const committed = await deps.db.asAdmin('storage.sweep', (query) =>
    query<{ bucket_id: string; name: string; version: string }>('select bucket_id, name, version from storage.objects'),
  );
  const live = new Set(committed.map((row) => `${row.bucket_id}\0${row.name}\0${row.version}`));
  const withRows = new Set(committed.map((row) => `${row.bucket_id}\0${row.name}`));
  // After a database reset the seed files' bytes are still here with no rows: kept and registered again below
  // rather than deleted and written anew (one version per key; changed bytes are written as new).
  const seeds = seedObjects(config, log);
  const kept = new Map<string, string>();
  const swept = await deps.backend.sweep(({ bucket, key, version }, bytes) => {
    if (live.has(`${bucket}\0${key}\0${version}`)) return true;
    const id = `${bucket}\0${key}`;
    const seed = seeds.get(id);
    if (!seed || withRows.has(id) || kept.has(id) || !bytes().equals(fs.readFileSync(seed.file))) return false;
    kept.set(id, version);
    return true;
  });
  if (swept.completed || swept.removed) log.info('swept files left by an interrupted run', swept);
  await applyConfigBuckets(config, deps, log, seeds, kept);
}
