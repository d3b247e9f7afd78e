import { ERRORS } from '../errors.ts';
import { SUPERUSER, type Caller } from '../infra/database.ts';
import { mustBeValidBucketName, mustBeValidMimeTypeList, parseFileSizeLimit } from './limits.ts';
import type { BucketRow, StorageDeps } from './types.ts';

// bigint comes back from pg as a string; the API answers a number.
const BUCKET_COLUMNS =
  'id, name, owner, owner_id, public, type, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

export interface BucketSettings {
  public?: boolean;
  fileSizeLimit?: number | string | null;
  allowedMimeTypes?: string[] | null;
}

export interface ListBucketOptions {
  limit?: number;
  offset?: number;
  sortColumn?: 'id' | 'name' | 'created_at' | 'updated_at';
  sortOrder?: 'asc' | 'desc';
  search?: string;
}

/** Bucket operations; every read and write runs as the caller, so RLS on storage.buckets decides. */
export class Buckets {
  constructor(
    private readonly deps: StorageDeps,
    private readonly caller: Caller,
  ) {}

  list(options: ListBucketOptions = {}): Promise<BucketRow[]> {
    const column = ['id', 'name', 'created_at', 'updated_at'].includes(options.sortColumn ?? '') ? options.sortColumn : 'name';
    const order = `${column} ${options.sortOrder === 'desc' ? 'desc' : 'asc'}`;
    return this.deps.db.asCaller(this.caller, 'storage.bucket.list', (query) =>
      query<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets where ($1::text is null or name ilike '%' || $1 || '%')
         order by ${order} limit $2 offset $3`,
        [options.search || null, options.limit ?? null, options.offset ?? 0],
      ),
    );
  }

  async find(id: string, caller: Caller = this.caller): Promise<BucketRow> {
    const [bucket] = await this.deps.db.asCaller(caller, 'storage.bucket.get', (query) =>
      query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!bucket) throw ERRORS.noSuchBucket();
    return bucket;
  }

  /** The bucket's settings regardless of RLS, for upload limits and public access checks. */
  findAsService(id: string): Promise<BucketRow> {
    return this.find(id, SUPERUSER);
  }

  private limit(value: number | string | null | undefined): number | null | undefined {
    if (value === undefined || value === null) return value;
    const bytes = parseFileSizeLimit(value);
    if (bytes > this.deps.globalFileSizeLimit) throw ERRORS.entityTooLarge();
    return bytes;
  }

  async create(input: { id?: string; name: string } & BucketSettings): Promise<{ name: string }> {
    if (input.name.trim() !== input.name) throw ERRORS.invalidBucketName();
    mustBeValidBucketName(input.name);
    const id = input.id ?? input.name;
    mustBeValidBucketName(id);
    if (input.allowedMimeTypes) mustBeValidMimeTypeList(input.allowedMimeTypes);
    const fileSizeLimit = this.limit(input.fileSizeLimit) ?? null;
    const owner = this.caller.sub;
    try {
      await this.deps.db.asCaller(this.caller, 'storage.bucket.create', (query) =>
        query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            input.name,
            isUuid(owner) ? owner : null,
            owner ?? null,
            input.public ?? false,
            fileSizeLimit,
            input.allowedMimeTypes ?? null,
          ],
        ),
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw ERRORS.bucketAlreadyExists();
      throw error;
    }
    return { name: input.name };
  }

  async update(id: string, settings: BucketSettings): Promise<void> {
    mustBeValidBucketName(id);
    if (settings.public === undefined && settings.fileSizeLimit === undefined && settings.allowedMimeTypes === undefined) {
      throw ERRORS.noContent();
    }
    if (settings.allowedMimeTypes) mustBeValidMimeTypeList(settings.allowedMimeTypes);
    const fileSizeLimit = this.limit(settings.fileSizeLimit);
    const updated = await this.deps.db.asCaller(this.caller, 'storage.bucket.update', (query) =>
      query(
        `update storage.buckets set
           public = case when $2::boolean is null then public else $2 end,
           file_size_limit = case when $3 then $4::bigint else file_size_limit end,
           allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
           updated_at = now()
         where id = $1 returning id`,
        [
          id,
          settings.public ?? null,
          fileSizeLimit !== undefined,
          fileSizeLimit ?? null,
          settings.allowedMimeTypes !== undefined,
          settings.allowedMimeTypes ?? null,
        ],
      ),
    );
    if (updated.length === 0) throw ERRORS.noSuchBucket();
  }

  /**
   * Deletes the bucket's objects at once (Supabase queues this as its admin). Here the delete runs as the caller, so a
   * user empties only what the delete policies let them remove; the service role empties everything.
   */
  async empty(id: string): Promise<void> {
    await this.find(id);
    const removed = await this.deps.db.asCaller(this.caller, 'storage.bucket.empty', (query) =>
      query<{ name: string; version: string }>('delete from storage.objects where bucket_id = $1 returning name, version', [id]),
    );
    for (const object of removed) await this.deps.backend.delete({ bucket: id, key: object.name, version: object.version });
  }

  async delete(id: string): Promise<void> {
    await this.deps.db.asCaller(this.caller, 'storage.bucket.delete', async (query) => {
      const [counts] = await this.deps.db.asAdmin('storage.bucket.delete', (admin) =>
        admin<{ exists: boolean; objects: boolean }>(
          `select exists (select 1 from storage.buckets where id = $1) as exists,
                  exists (select 1 from storage.objects where bucket_id = $1) as objects`,
          [id],
        ),
      );
      if (!counts?.exists) throw ERRORS.noSuchBucket();
      if (counts.objects) throw ERRORS.bucketNotEmpty();
      const deleted = await query('delete from storage.buckets where id = $1 returning id', [id]);
      if (deleted.length === 0) throw ERRORS.noSuchBucket();
    });
    await this.deps.backend.deleteBucket(id);
  }
}

export function isUuid(value: string | undefined): value is string {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
