import type { Readable } from 'node:stream';
import { ERRORS } from '../errors.ts';
import type { Caller } from '../infra/database.ts';
import type { MultipartStore, MultipartUploadRecord, StoredPart } from '../infra/multipart-store.ts';
import { Objects } from './objects.ts';
import type { StorageDeps } from './types.ts';

/** S3's smallest part but the last (5 MiB) and its highest part number. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PART_NUMBER = 10_000;

export interface CompletedPart {
  partNumber: number;
  eTag: string;
}

/**
 * S3 multipart uploads of one caller. Creation is checked as a plain upload is (key, bucket types, RLS for the
 * upsert); parts wait in the store; completion streams them, in order, through the same domain upload as
 * `POST /object`, as the caller, so the object row is a plain upload's.
 */
export class MultipartUploads {
  constructor(
    private readonly deps: StorageDeps,
    private readonly store: MultipartStore,
    private readonly caller: Caller,
  ) {}

  async create(input: {
    bucket: string;
    key: string;
    mimeType: string;
    cacheControl: string;
    userMetadata?: Record<string, unknown>;
  }): Promise<string> {
    await new Objects(this.deps, this.caller, input.bucket).mustAcceptUpload({ key: input.key, mimeType: input.mimeType, upsert: true });
    return this.store.create({ ...input, role: this.caller.role, sub: this.caller.sub ?? null, initiated: new Date().toISOString() });
  }

  /** The upload, if it is this bucket's and key's and the caller's (the service role may act on any). */
  private async find(bucket: string, key: string, uploadId: string): Promise<MultipartUploadRecord> {
    const record = await this.store.find(uploadId);
    const mine = this.caller.role === 'service_role' || (record.role === this.caller.role && record.sub === (this.caller.sub ?? null));
    if (record.bucket !== bucket || record.key !== key || !mine) throw ERRORS.noSuchUpload();
    return record;
  }

  async uploadPart(bucket: string, key: string, uploadId: string, partNumber: number, body: Readable): Promise<StoredPart> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
      throw ERRORS.invalidParameter('partNumber', 'Part number must be an integer between 1 and 10000, inclusive');
    }
    await this.find(bucket, key, uploadId);
    // All parts together stay within the global limit; the bucket's own limit is checked when they become the object.
    const others = (await this.store.parts(uploadId)).filter((part) => part.partNumber !== partNumber);
    const used = others.reduce((sum, part) => sum + part.size, 0);
    return this.store.putPart(uploadId, partNumber, body, Math.max(this.deps.globalFileSizeLimit - used, 0));
  }

  async listParts(bucket: string, key: string, uploadId: string): Promise<{ record: MultipartUploadRecord; parts: StoredPart[] }> {
    const record = await this.find(bucket, key, uploadId);
    return { record, parts: await this.store.parts(uploadId) };
  }

  async complete(bucket: string, key: string, uploadId: string, chosen: CompletedPart[]) {
    const record = await this.find(bucket, key, uploadId);
    if (chosen.length === 0) throw ERRORS.invalidRequest('You must specify at least one part');
    const stored = new Map((await this.store.parts(uploadId)).map((part) => [part.partNumber, part]));
    let size = 0;
    chosen.forEach((part, index) => {
      if (index > 0 && part.partNumber <= chosen[index - 1]!.partNumber) throw ERRORS.invalidPartOrder();
      const found = stored.get(part.partNumber);
      if (!found || normaliseETag(found.eTag) !== normaliseETag(part.eTag)) throw ERRORS.invalidPart();
      if (index < chosen.length - 1 && found.size < MIN_PART_BYTES) throw ERRORS.entityTooSmall();
      size += found.size;
    });
    const result = await new Objects(this.deps, this.caller, bucket).upload({
      key,
      body: this.store.concatenate(
        uploadId,
        chosen.map((part) => part.partNumber),
      ),
      mimeType: record.mimeType,
      cacheControl: record.cacheControl,
      userMetadata: record.userMetadata,
      contentLength: size,
      upsert: true,
    });
    await this.store.remove(uploadId);
    return result;
  }

  async abort(bucket: string, key: string, uploadId: string): Promise<void> {
    await this.find(bucket, key, uploadId);
    await this.store.remove(uploadId);
  }
}

const normaliseETag = (eTag: string): string => eTag.trim().replace(/^"|"$/g, '');
