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
  for (const [name, bucket] of Object.entries(config.storage.buckets)) {
    const mimeTypes = bucket.allowed_mime_types.length > 0 ? [...bucket.allowed_mime_types] : null;
    await deps.db.asAdmin('storage.bucket.create', (query) =>
      query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)
         on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
           allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
        [name, bucket.public, bucket.file_size_limit_bytes, mimeTypes],
      ),
    );
    if (!bucket.objects_path_resolved) continue;
    const rows = await deps.db.asAdmin('storage.object.list', (query) =>
      query<{ name: string; etag: string | null; mimetype: string | null }>(
        `select name, metadata ->> 'eTag' as etag, metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = $1`,
        [name],
      ),
    );
    for (const row of rows) stored.set(`${name}\0${row.name}`, row);
  }
  const counts = new Map<string, { files: number; reused: number; unchanged: number }>();
  const work: (() => Promise<unknown>)[] = [];
  for (const [id, { bucket, key, file, mimeType }] of seeds) {
    const count = counts.get(bucket) ?? { files: 0, reused: 0, unchanged: 0 };
    counts.set(bucket, count);
    const existing = stored.get(id);
    if (existing && existing.mimetype === mimeType && existing.etag === fileETag(file)) {
      count.unchanged += 1;
      continue;
    }
    const objects = new Objects(deps, SUPERUSER, bucket);
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
      work.push(() => objects.adopt(key, version, metadata));
      continue;
    }
    count.files += 1;
    work.push(() =>
      objects.upload({
        key,
        body: fs.createReadStream(file),
        mimeType,
        cacheControl: SEED_CACHE_CONTROL,
        contentLength: fs.statSync(file).size,
        upsert: true,
      }),
    );
  }
  // Each write waits on fsyncs (file, folder, commit); several at once overlap them (a reset re-seeds ~70 files).
  await eachWithLimit(work, SEED_WRITES_AT_ONCE, (task) => task());
  for (const [bucket, count] of counts) log.info('uploaded objects_path', { bucket, ...count });
}
