import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PendingBytes } from '../infra/backend/types.ts';
import { SUPERUSER, type Caller, type Query } from '../infra/database.ts';
import { ERRORS, StorageError } from '../errors.ts';
import { isEmptyFolderPlaceholder, mustBeAllowedMimeType, mustBeValidBucketName, mustBeValidKey } from './limits.ts';
import { mustMatchContent } from './mime.ts';
import { Buckets, isUuid } from './buckets.ts';
import { listObjectsV2, type ListV2Options, type ListV2Result } from './listV2.ts';
import type { BucketRow, ObjectMetadata, ObjectRow, StorageDeps } from './types.ts';

const OBJECT_COLUMNS = 'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';
/** Supabase's expiry for signed upload URLs (UPLOAD_SIGNED_URL_EXPIRATION_TIME). */
export const SIGNED_UPLOAD_EXPIRY_SECONDS = 7200;
const MAX_OBJECTS_PER_REQUEST = 1000;

export interface UploadInput {
  key: string;
  body: Readable;
  mimeType: string;
  cacheControl: string;
  userMetadata?: Record<string, unknown>;
  /** Declared length, checked against the limit before any byte is read. */
  contentLength?: number;
  upsert: boolean;
}

export interface SearchOptions {
  prefix: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

/** Object operations of one bucket for one caller; metadata reads and writes run as the caller so RLS decides. */
export class Objects {
  private readonly buckets: Buckets;

  constructor(
    private readonly deps: StorageDeps,
    private readonly caller: Caller,
    readonly bucketId: string,
  ) {
    mustBeValidBucketName(bucketId);
    this.buckets = new Buckets(deps, caller);
  }

  private get owner(): { owner: string | null; owner_id: string | null } {
    return { owner: isUuid(this.caller.sub) ? this.caller.sub : null, owner_id: this.caller.sub ?? null };
  }

  private maxBytes(bucket: BucketRow, key: string): number {
    if (isEmptyFolderPlaceholder(key)) return 0;
    const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
    return Math.min(bucketLimit, this.deps.globalFileSizeLimit);
  }

  private writeRow(
    query: Query,
    key: string,
    version: string,
    metadata: ObjectMetadata,
    userMetadata: unknown,
    upsert: boolean,
    owner = this.owner,
  ) {
    const conflict = upsert
      ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata, last_accessed_at = now()`
      : '';
    return query<ObjectRow>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning ${OBJECT_COLUMNS}`,
      [this.bucketId, key, owner.owner, owner.owner_id, version, metadata, userMetadata ?? null],
    );
  }

  /** Tests the insert (or upsert) against RLS without keeping it, before any byte is stored (Supabase's canUpload). */
  private async mustBeAllowedToWrite(caller: Caller, key: string, upsert: boolean, mimeType?: string): Promise<void> {
    const probe = {
      eTag: '',
      size: 0,
      mimetype: mimeType ?? '',
      cacheControl: '',
      lastModified: '',
      contentLength: 0,
      httpStatusCode: 200,
    };
    await this.deps.db.asCaller(
      caller,
      upsert ? 'storage.object.upsert' : 'storage.object.upload',
      (query) => this.writeRow(query, key, randomUUID(), probe, null, upsert),
      {
        rollback: true,
      },
    );
  }

  /**
   * What an upload must pass before its first byte comes (a resumable upload's creation): a valid key, the bucket's
   * types and size limit for the declared length, and RLS for the insert (or upsert), as Supabase's TUS route checks.
   */
  async mustAcceptUpload(input: { key: string; mimeType: string; upsert: boolean; size?: number }): Promise<void> {
    mustBeValidKey(input.key);
    const bucket = await this.buckets.findAsService(this.bucketId);
    if (!isEmptyFolderPlaceholder(input.key)) mustBeAllowedMimeType(input.mimeType, bucket.allowed_mime_types);
    if (input.size !== undefined && input.size > this.maxBytes(bucket, input.key)) throw ERRORS.entityTooLarge();
    await this.mustBeAllowedToWrite(this.caller, input.key, input.upsert, input.mimeType);
  }

  /**
   * Stores an upload: checks limits and RLS, streams the bytes to a temp file, commits the row as the caller, then
   * makes the bytes readable and drops the version it replaced. `signedBy` uploads through a signed upload URL.
   */
  async upload(
    input: UploadInput,
    signedBy?: { owner?: string },
  ): Promise<{ id: string; key: string; eTag: string; lastModified: string }> {
    mustBeValidKey(input.key);
    const bucket = await this.buckets.findAsService(this.bucketId);
    const maxBytes = this.maxBytes(bucket, input.key);
    const placeholder = isEmptyFolderPlaceholder(input.key);
    const mediaType = placeholder ? undefined : mustBeAllowedMimeType(input.mimeType, bucket.allowed_mime_types);
    // Stored as sent, as Supabase Storage does; checked in its parsed form.
    const mimeType = input.mimeType;
    if (input.contentLength !== undefined && input.contentLength > maxBytes) throw ERRORS.entityTooLarge();
    const caller = signedBy ? SUPERUSER : this.caller;
    const owner = signedBy ? { owner: isUuid(signedBy.owner) ? signedBy.owner : null, owner_id: signedBy.owner ?? null } : this.owner;
    await this.mustBeAllowedToWrite(caller, input.key, input.upsert, mimeType);

    const version = randomUUID();
    const pending = await this.deps.backend.put({ bucket: this.bucketId, key: input.key, version }, input.body, maxBytes);
    if (mediaType) {
      // What the bytes are, not only what the client says they are: nothing else reaches a bucket of images.
      await mustMatchContent(mediaType, pending.head, bucket.allowed_mime_types).catch(async (error: unknown) => {
        await pending.abort();
        throw error;
      });
    }
    const metadata: ObjectMetadata = {
      eTag: pending.eTag,
      size: pending.size,
      mimetype: mimeType,
      cacheControl: input.cacheControl,
      lastModified: pending.lastModified.toISOString(),
      contentLength: pending.size,
      httpStatusCode: 200,
    };
    const row = await this.commit(this.bucketId, input.key, pending, () =>
      this.deps.db.asCaller(caller, 'storage.object.upload', (query) =>
        this.writeRow(query, input.key, version, metadata, input.userMetadata, input.upsert, owner),
      ),
    );
    return { id: row.id, key: `${this.bucketId}/${input.key}`, eTag: metadata.eTag, lastModified: metadata.lastModified };
  }

  /**
   * Registers bytes already stored as `version` (seed files the start-up sweep kept for this) as the keys' objects,
   * without writing them again, all in one transaction; for the service's own seeding only.
   */
  async adopt(entries: readonly { key: string; version: string; metadata: ObjectMetadata }[]): Promise<void> {
    for (const { key } of entries) mustBeValidKey(key);
    await this.deps.db.asCaller(SUPERUSER, 'storage.object.upload', (query) =>
      query(
        `insert into storage.objects (bucket_id, name, version, metadata)
         select $1, name, version, metadata from unnest($2::text[], $3::text[], $4::jsonb[]) as seed (name, version, metadata)`,
        [
          this.bucketId,
          entries.map((entry) => entry.key),
          entries.map((entry) => entry.version),
          entries.map((entry) => JSON.stringify(entry.metadata)),
        ],
      ),
    );
  }

  /**
   * Commits the metadata, then the bytes; on failure nothing is kept. Drops versions the new one replaced. Writers of
   * one key take turns, so a cleanup never deletes the bytes of a version another writer has just committed.
   */
  private commit(bucket: string, key: string, pending: PendingBytes, write: () => Promise<ObjectRow[]>): Promise<ObjectRow> {
    return withKeyLock(`${bucket}/${key}`, async () => {
      let row: ObjectRow | undefined;
      try {
        [row] = await write();
        if (!row) throw ERRORS.accessDenied('new row violates row-level security policy');
      } catch (error) {
        await pending.abort();
        throw error;
      }
      await pending.commit();
      await this.dropReplacedVersions(row.bucket_id, row.name);
      return row;
    });
  }

  private async dropReplacedVersions(bucket: string, key: string): Promise<void> {
    const [current] = await this.deps.db.asAdmin('storage.object.cleanup', (query) =>
      query<{ version: string }>('select version from storage.objects where bucket_id = $1 and name = $2', [bucket, key]),
    );
    await this.deps.backend.deleteOtherVersions(bucket, key, current?.version);
  }

  async find(key: string, caller: Caller = this.caller): Promise<ObjectRow> {
    mustBeValidKey(key);
    const [object] = await this.deps.db.asCaller(caller, 'storage.object.get', (query) =>
      query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [this.bucketId, key]),
    );
    if (!object) throw ERRORS.noSuchKey();
    return object;
  }

  /**
   * An object to serve. Public buckets serve anyone; private ones need a valid JWT and RLS's consent, and a
   * request without one learns only that there is no such bucket.
   */
  async findForRead(key: string, mode: 'authenticated' | 'public'): Promise<ObjectRow> {
    let bucket: BucketRow | undefined;
    try {
      bucket = await this.buckets.findAsService(this.bucketId);
    } catch (error) {
      if (!(error instanceof StorageError)) throw error;
    }
    if (!bucket || (!bucket.public && (mode === 'public' || !this.caller.authenticated))) throw ERRORS.noSuchBucket();
    return this.find(key, bucket.public ? SUPERUSER : this.caller);
  }

  async move(sourceKey: string, destinationBucket: string, destinationKey: string): Promise<ObjectRow> {
    return this.relocate(sourceKey, destinationBucket, destinationKey, 'move', false);
  }

  async copy(sourceKey: string, destinationBucket: string, destinationKey: string, upsert: boolean): Promise<ObjectRow> {
    return this.relocate(sourceKey, destinationBucket, destinationKey, 'copy', upsert);
  }

  private async relocate(sourceKey: string, destinationBucket: string, destinationKey: string, kind: 'move' | 'copy', upsert: boolean) {
    mustBeValidKey(sourceKey);
    mustBeValidKey(destinationKey);
    mustBeValidBucketName(destinationBucket);
    const source = await this.find(sourceKey);
    const destination = new Objects(this.deps, this.caller, destinationBucket);
    if (destinationBucket !== this.bucketId) {
      // The target bucket's rules hold for what arrives by copy or move as for an upload.
      const target = await destination.buckets.findAsService(destinationBucket);
      mustBeAllowedMimeType(source.metadata?.mimetype || 'application/octet-stream', target.allowed_mime_types);
      if ((source.metadata?.size ?? 0) > destination.maxBytes(target, destinationKey)) throw ERRORS.entityTooLarge();
    }
    if (kind === 'move') {
      if (destinationBucket === this.bucketId && destinationKey === sourceKey) return source;
    } else {
      await destination.mustBeAllowedToWrite(this.caller, destinationKey, upsert, source.metadata?.mimetype);
    }
    const version = randomUUID();
    const pending = await this.deps.backend.copy(
      { bucket: this.bucketId, key: sourceKey, version: source.version },
      { bucket: destinationBucket, key: destinationKey, version },
    );
    const metadata = { ...(source.metadata as ObjectMetadata), lastModified: pending.lastModified.toISOString() };
    const row = await this.commit(destinationBucket, destinationKey, pending, () =>
      kind === 'move'
        ? this.deps.db.asCaller(this.caller, 'storage.object.move', (query) =>
            query<ObjectRow>(
              `update storage.objects set bucket_id = $3, name = $4, version = $5, metadata = $6, owner = $7, owner_id = $8
               where bucket_id = $1 and name = $2 and version = $9 returning ${OBJECT_COLUMNS}`,
              [
                this.bucketId,
                sourceKey,
                destinationBucket,
                destinationKey,
                version,
                metadata,
                this.owner.owner,
                this.owner.owner_id,
                source.version,
              ],
            ),
          )
        : this.deps.db.asCaller(this.caller, 'storage.object.copy', (query) =>
            destination.writeRow(query, destinationKey, version, metadata, source.user_metadata, upsert),
          ),
    );
    if (kind === 'move') await this.deps.backend.delete({ bucket: this.bucketId, key: sourceKey, version: source.version });
    return row;
  }

  /** Deletes the given keys the caller may delete (RLS); others are silently skipped, as in Supabase. */
  async remove(keys: string[]): Promise<ObjectRow[]> {
    if (keys.length > MAX_OBJECTS_PER_REQUEST) {
      throw ERRORS.invalidRequest(`Bulk object requests are limited to ${MAX_OBJECTS_PER_REQUEST} objects per request.`);
    }
    const removed = await this.deps.db.asCaller(this.caller, 'storage.object.delete', (query) =>
      query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`, [
        this.bucketId,
        keys,
      ]),
    );
    for (const object of removed) await this.deps.backend.delete({ bucket: this.bucketId, key: object.name, version: object.version });
    return removed;
  }

  async removeOne(key: string): Promise<void> {
    mustBeValidKey(key);
    const [removed] = await this.remove([key]);
    if (!removed) throw ERRORS.noSuchKey();
  }

  async signUrl(key: string, expiresIn: number, transformations?: string): Promise<string> {
    await this.find(key);
    const url = `${this.bucketId}/${key}`;
    const token = await this.deps.signer.sign({ url, scope: 'download', ...(transformations ? { transformations } : {}) }, expiresIn);
    return `/${transformations ? 'render/image' : 'object'}/sign/${url}?token=${token}`;
  }

  async signUrls(keys: string[], expiresIn: number) {
    const visible = await this.deps.db.asCaller(this.caller, 'storage.object.sign', (query) =>
      query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [this.bucketId, keys]),
    );
    const names = new Set(visible.map((row) => row.name));
    return Promise.all(
      keys.map(async (key) => {
        if (!names.has(key))
          return { error: 'Either the object does not exist or you do not have access to it', path: key, signedURL: null };
        const url = `${this.bucketId}/${key}`;
        const token = await this.deps.signer.sign({ url, scope: 'download' }, expiresIn);
        return { error: null, path: key, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
  }

  async signUploadUrl(key: string, upsert: boolean): Promise<{ url: string; token: string }> {
    mustBeValidKey(key);
    await this.buckets.findAsService(this.bucketId);
    await this.mustBeAllowedToWrite(this.caller, key, upsert);
    const url = `${this.bucketId}/${key}`;
    const token = await this.deps.signer.sign({ url, scope: 'upload', owner: this.caller.sub, upsert }, SIGNED_UPLOAD_EXPIRY_SECONDS);
    return { url: `/object/upload/sign/${url}?token=${token}`, token };
  }

  /** One folder level, as `storage.search` returns it (folders have id null). */
  search(options: SearchOptions) {
    let prefix = options.prefix;
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
    const search = options.search ?? '';
    return this.deps.db.asCaller(this.caller, 'storage.object.list', (query) =>
      query(`select name, id, updated_at, created_at, last_accessed_at, metadata from storage.search($1, $2, $3, $4, $5, $6, $7, $8)`, [
        prefix,
        this.bucketId,
        options.limit ?? 100,
        (prefix + search).split('/').length,
        options.offset ?? 0,
        search,
        options.sortBy?.column ?? 'name',
        options.sortBy?.order ?? 'asc',
      ]),
    );
  }

  /** Cursor-paginated listing (Supabase's list-v2), run as the caller: see listV2.ts. */
  listV2(options: ListV2Options): Promise<ListV2Result> {
    return this.deps.db.asCaller(this.caller, 'storage.object.list', (query) => listObjectsV2(query, this.bucketId, options));
  }
}

const keyLocks = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier `work` for the same key has settled (this process is the store's only writer). */
async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = keyLocks.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(work);
  keyLocks.set(key, current);
  try {
    return await current;
  } finally {
    if (keyLocks.get(key) === current) keyLocks.delete(key);
  }
}
