import type { Readable } from 'node:stream';

export interface StoredBytes {
  size: number;
  /** Quoted MD5 of the bytes, as S3 and Supabase Storage report it. */
  eTag: string;
  lastModified: Date;
}

/** Bytes written but not yet readable: `commit` makes them the object's version, `abort` drops them. */
export interface PendingBytes extends StoredBytes {
  /** The first bytes (up to HEAD_BYTES), for checking what the content really is. */
  head: Buffer;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/** How many leading bytes a PendingBytes keeps: what content sniffing (file-type) reads. */
export const HEAD_BYTES = 4100;

export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectAddress {
  bucket: string;
  key: string;
  version: string;
}

/** Where object bytes live. Routes and the domain only see this interface, so an S3 backend is one more file. */
export interface StorageBackend {
  /** Streams `body` into a temporary place; throws (and keeps nothing) past `maxBytes`. */
  put(address: ObjectAddress, body: Readable, maxBytes: number): Promise<PendingBytes>;
  get(address: ObjectAddress, range?: ByteRange): Readable;
  head(address: ObjectAddress): Promise<StoredBytes | undefined>;
  delete(address: ObjectAddress): Promise<void>;
  copy(source: ObjectAddress, destination: ObjectAddress): Promise<PendingBytes>;
  /** Versions of a key other than `keep`, left by overwrites; called after the metadata commit. */
  deleteOtherVersions(bucket: string, key: string, keep: string | undefined): Promise<void>;
  deleteBucket(bucket: string): Promise<void>;
  /**
   * Crash recovery: completes temp files whose version is committed in the database and deletes every other temp
   * file and every version the database does not know. `keep` may read a file's bytes to keep it all the same (seed
   * files about to be registered again). Returns how many files it changed.
   */
  sweep(keep: (address: ObjectAddress, bytes: () => Buffer) => boolean): Promise<{ completed: number; removed: number }>;
}
