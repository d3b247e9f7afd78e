import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Logger } from '../../shared/log.ts';
import { SUPERUSER } from './database.ts';
import { Objects } from './domain/objects.ts';
import type { StorageDeps } from './domain/types.ts';
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

/**
 * Creates or updates the buckets of `[storage.buckets.*]` and uploads their `objects_path` files (upserting), as
 * `supabase start` / `supabase seed buckets` do. A file whose stored object already has the same bytes and type is
 * left alone, so restarts do not churn object versions (the CLI re-uploads; the result is the same).
 */
export async function applyConfigBuckets(config: Config, deps: StorageDeps, log: Logger): Promise<void> {
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
    const dir = bucket.objects_path_resolved;
    if (!dir) continue;
    if (!fs.existsSync(dir)) {
      log.error('objects_path does not exist', { bucket: name, path: dir });
      continue;
    }
    const objects = new Objects(deps, SUPERUSER, name);
    const stored = new Map(
      (
        await deps.db.asAdmin('storage.object.list', (query) =>
          query<{ name: string; etag: string | null; mimetype: string | null }>(
            `select name, metadata ->> 'eTag' as etag, metadata ->> 'mimetype' as mimetype from storage.objects where bucket_id = $1`,
            [name],
          ),
        )
      ).map((row) => [row.name, row]),
    );
    let uploaded = 0;
    let unchanged = 0;
    for (const file of filesUnder(dir)) {
      const key = path.relative(dir, file).split(path.sep).join('/');
      if (!isValidKey(key)) {
        log.error('skipped a file whose name is not a valid object key', { bucket: name, key });
        continue;
      }
      const mimeType = MIME_BY_EXTENSION[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const existing = stored.get(key);
      if (existing && existing.mimetype === mimeType && existing.etag === fileETag(file)) {
        unchanged += 1;
        continue;
      }
      await objects.upload({
        key,
        body: fs.createReadStream(file),
        mimeType,
        cacheControl: 'max-age=3600',
        contentLength: fs.statSync(file).size,
        upsert: true,
      });
      uploaded += 1;
    }
    log.info('uploaded objects_path', { bucket: name, files: uploaded, unchanged });
  }
}
