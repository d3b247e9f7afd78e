import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ERRORS } from '../errors.ts';

/** What a multipart upload will become once completed, and who started it. */
export interface MultipartUploadRecord {
  bucket: string;
  key: string;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
  /** The role and subject of the caller that created it: only they (or the service role) may add to it. */
  role: string;
  sub: string | null;
  initiated: string;
}

export interface StoredPart {
  partNumber: number;
  eTag: string;
  size: number;
  lastModified: Date;
}

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART = /^part-(\d{1,5})$/;

/**
 * Parts of S3 multipart uploads until they are completed: `<root>/<uploadId>/upload.json` and one file per part
 * (`part-<n>`, written as a temp file and renamed, its MD5 ETag beside it).
 */
export class MultipartStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private dir(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw ERRORS.noSuchUpload();
    return path.join(this.root, uploadId);
  }

  async create(record: MultipartUploadRecord): Promise<string> {
    const uploadId = crypto.randomBytes(16).toString('hex');
    const dir = this.dir(uploadId);
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(path.join(dir, 'upload.json'), JSON.stringify(record), { mode: 0o600 });
    return uploadId;
  }

  async find(uploadId: string): Promise<MultipartUploadRecord> {
    try {
      return JSON.parse(await fs.promises.readFile(path.join(this.dir(uploadId), 'upload.json'), 'utf8')) as MultipartUploadRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw ERRORS.noSuchUpload();
      throw error;
    }
  }

  /** Stores a part (replacing one with the same number); throws EntityTooLarge past `maxBytes`, keeping nothing. */
  async putPart(uploadId: string, partNumber: number, body: Readable, maxBytes: number): Promise<StoredPart> {
    const dir = this.dir(uploadId);
    const temp = path.join(dir, `part-${partNumber}.${crypto.randomBytes(6).toString('hex')}.tmp`);
    const md5 = crypto.createHash('md5');
    let size = 0;
    const handle = await fs.promises.open(temp, 'w', 0o600);
    try {
      for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw ERRORS.entityTooLarge();
        md5.update(chunk);
        await handle.write(chunk);
      }
      await handle.close();
      const eTag = `"${md5.digest('hex')}"`;
      await fs.promises.writeFile(path.join(dir, `part-${partNumber}.etag`), eTag);
      await fs.promises.rename(temp, path.join(dir, `part-${partNumber}`));
      return { partNumber, eTag, size, lastModified: new Date() };
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async parts(uploadId: string): Promise<StoredPart[]> {
    const dir = this.dir(uploadId);
    const parts: StoredPart[] = [];
    for (const name of await fs.promises.readdir(dir)) {
      const match = PART.exec(name);
      if (!match) continue;
      const file = path.join(dir, name);
      const [stat, eTag] = await Promise.all([fs.promises.stat(file), fs.promises.readFile(`${file}.etag`, 'utf8').catch(() => '')]);
      parts.push({ partNumber: Number(match[1]), eTag, size: stat.size, lastModified: stat.mtime });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  /** The given parts' bytes, one after another. */
  concatenate(uploadId: string, partNumbers: number[]): Readable {
    const dir = this.dir(uploadId);
    return Readable.from(
      (async function* () {
        for (const number of partNumbers) yield* fs.createReadStream(path.join(dir, `part-${number}`));
      })(),
    );
  }

  async remove(uploadId: string): Promise<void> {
    await fs.promises.rm(this.dir(uploadId), { recursive: true, force: true });
  }
}
