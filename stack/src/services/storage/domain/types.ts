import type { StorageBackend } from '../infra/backend/types.ts';
import type { Database } from '../infra/database.ts';
import type { UrlSigner } from './signed-url-tokens.ts';

export interface StorageDeps {
  db: Database;
  backend: StorageBackend;
  signer: UrlSigner;
  /** `[storage] file_size_limit`: caps every bucket. */
  globalFileSizeLimit: number;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

/** What `storage.objects.metadata` holds, with Supabase's field names. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}
