import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ERRORS } from '../../errors.ts';
import { HEAD_BYTES, type ByteRange, type ObjectAddress, type PendingBytes, type StorageBackend, type StoredBytes } from './types.ts';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WRITE_BATCH_BYTES = 1024 * 1024;
const READ_CHUNK_BYTES = 1024 * 1024;
const TEMP = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.tmp$/;

/** Bytes on local disk at `<root>/<bucket>/<key>/<version>`, written as `<version>.tmp`, fsynced, then renamed. */
export class FileBackend implements StorageBackend {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private keyDir(bucket: string, key: string): string {
    const dir = path.resolve(this.root, bucket, key);
    // Keys are validated before they get here; this is the last line against escaping the storage root.
    if (!dir.startsWith(path.resolve(this.root, bucket) + path.sep)) throw ERRORS.invalidKey(key);
    return dir;
  }

  private file({ bucket, key, version }: ObjectAddress): string {
    if (!VERSION.test(version)) throw ERRORS.internal('invalid object version');
    return path.join(this.keyDir(bucket, key), version);
  }

  private pending(address: ObjectAddress, temp: string, stored: StoredBytes, head: Buffer): PendingBytes {
    const final = this.file(address);
    return {
      ...stored,
      head,
      commit: async () => {
        await fs.promises.rename(temp, final);
        await syncDir(path.dirname(final));
      },
      abort: () => fs.promises.rm(temp, { force: true }),
    };
  }

  async put(address: ObjectAddress, body: Readable, maxBytes: number): Promise<PendingBytes> {
    const final = this.file(address);
    const temp = `${final}.tmp`;
    await fs.promises.mkdir(path.dirname(final), { recursive: true });
    const handle = await fs.promises.open(temp, 'w', 0o600);
    const md5 = crypto.createHash('md5');
    let size = 0;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    try {
      // A refused body must stay readable: the HTTP layer drains it so the connection stays in step.
      for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw ERRORS.entityTooLarge();
        md5.update(chunk);
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += Math.min(chunk.length, HEAD_BYTES - headBytes);
        }
        batch.push(chunk);
        batchBytes += chunk.length;
        // Socket reads are ~64 KiB; one writev per MiB saves most of the thread-pool round trips.
        if (batchBytes >= WRITE_BATCH_BYTES) {
          await handle.writev(batch);
          batch = [];
          batchBytes = 0;
        }
      }
      if (batch.length > 0) await handle.writev(batch);
      await handle.sync();
      await handle.close();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    return this.pending(address, temp, { size, eTag: `"${md5.digest('hex')}"`, lastModified: new Date() }, Buffer.concat(head));
  }

  get(address: ObjectAddress, range?: ByteRange): Readable {
    return fs.createReadStream(this.file(address), {
      highWaterMark: READ_CHUNK_BYTES,
      ...(range ? { start: range.start, end: range.end } : {}),
    });
  }

  async head(address: ObjectAddress): Promise<StoredBytes | undefined> {
    const stat = await fs.promises.stat(this.file(address)).catch(() => undefined);
    return stat?.isFile() ? { size: stat.size, eTag: '', lastModified: stat.mtime } : undefined;
  }

  async delete(address: ObjectAddress): Promise<void> {
    await fs.promises.rm(this.file(address), { force: true });
    await this.pruneEmpty(address.bucket, path.dirname(this.file(address)));
  }

  async copy(source: ObjectAddress, destination: ObjectAddress): Promise<PendingBytes> {
    const from = this.file(source);
    const final = this.file(destination);
    const temp = `${final}.tmp`;
    await fs.promises.mkdir(path.dirname(final), { recursive: true });
    const md5 = crypto.createHash('md5');
    let size = 0;
    const head: Buffer[] = [];
    try {
      // Versions are immutable, so a hard link is a safe copy; another filesystem falls back to copying.
      await fs.promises.link(from, temp).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw error;
        await fs.promises.copyFile(from, temp);
      });
      for await (const chunk of fs.createReadStream(temp) as AsyncIterable<Buffer>) {
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
        size += chunk.length;
        md5.update(chunk);
      }
      const handle = await fs.promises.open(temp, 'r+');
      await handle.sync();
      await handle.close();
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw ERRORS.noSuchKey();
      throw error;
    }
    return this.pending(destination, temp, { size, eTag: `"${md5.digest('hex')}"`, lastModified: new Date() }, Buffer.concat(head));
  }

  async deleteOtherVersions(bucket: string, key: string, keep: string | undefined): Promise<void> {
    const dir = this.keyDir(bucket, key);
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isFile() && VERSION.test(entry.name) && entry.name !== keep)
        await fs.promises.rm(path.join(dir, entry.name), { force: true });
    }
    await this.pruneEmpty(bucket, dir);
  }

  async deleteBucket(bucket: string): Promise<void> {
    const dir = path.resolve(this.root, bucket);
    if (path.dirname(dir) === path.resolve(this.root)) await fs.promises.rm(dir, { recursive: true, force: true });
  }

  /** Removes empty key folders up to (not including) the bucket folder. */
  private async pruneEmpty(bucket: string, dir: string): Promise<void> {
    const bucketDir = path.resolve(this.root, bucket);
    let current = dir;
    while (current.startsWith(bucketDir + path.sep)) {
      try {
        await fs.promises.rmdir(current);
      } catch {
        return;
      }
      current = path.dirname(current);
    }
  }

  async sweep(keep: (address: ObjectAddress, bytes: () => Buffer) => boolean): Promise<{ completed: number; removed: number }> {
    const result = { completed: 0, removed: 0 };
    const buckets = await fs.promises.readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const bucket of buckets.filter((entry) => entry.isDirectory())) {
      const walk = async (dir: string): Promise<boolean> => {
        let empty = true;
        for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            if (await walk(full)) await fs.promises.rmdir(full).catch(() => undefined);
            else empty = false;
            continue;
          }
          const key = path.relative(path.join(this.root, bucket.name), dir).split(path.sep).join('/');
          const temp = TEMP.exec(entry.name);
          const bytes = () => fs.readFileSync(full);
          if (temp && key && keep({ bucket: bucket.name, key, version: temp[1]! }, bytes)) {
            // The row was committed after this file was fsynced; only the rename was lost.
            await fs.promises.rename(full, path.join(dir, temp[1]!));
            result.completed += 1;
            empty = false;
          } else if (temp || !key || !VERSION.test(entry.name) || !keep({ bucket: bucket.name, key, version: entry.name }, bytes)) {
            await fs.promises.rm(full, { force: true });
            result.removed += 1;
          } else {
            empty = false;
          }
        }
        return empty;
      };
      await walk(path.join(this.root, bucket.name));
    }
    return result;
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
