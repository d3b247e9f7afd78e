import { ERRORS } from '../errors.ts';
import { isAllowedMediaType, mustParseMediaType, type MediaType } from './mime.ts';

// Supabase's S3-safe character sets (src/storage/limits.ts); hyphen last so it stays literal.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
/** A path segment longer than this cannot be a file name on disk. */
const MAX_SEGMENT_BYTES = 255;
export const MAX_KEY_LENGTH = 1024;

/**
 * Object keys as Supabase accepts them, minus what would escape the bucket folder on disk or land on another key's
 * file: no empty segment (`a//b` is `a/b` on disk, `x/` is `x`), no `.` or `..` segment.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !VALID_OBJECT_KEY.test(key)) return false;
  return key
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES);
}

export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || !isValidKey(key)) throw ERRORS.invalidKey(key ?? '');
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && VALID_BUCKET_NAME.test(name) && name !== '.' && name !== '..';
}

export function mustBeValidBucketName(name: string | undefined): asserts name is string {
  if (!name || !isValidBucketName(name)) throw ERRORS.invalidBucketName();
}

/**
 * Parses a declared content type strictly (one media type: `image/png;,image/svg+xml` is refused) and matches it
 * against a bucket's allowed types such as `image/*` or `image/png`. Returns the parsed type.
 */
export function mustBeAllowedMimeType(mimeType: string, allowed: readonly string[] | null | undefined): MediaType {
  const parsed = mustParseMediaType(mimeType);
  if (allowed && allowed.length > 0 && !isAllowedMediaType(parsed, allowed)) throw ERRORS.invalidMimeType(mimeType);
  return parsed;
}

/** Validates the entries of a bucket's `allowed_mime_types` as Supabase does. */
export function mustBeValidMimeTypeList(types: readonly string[]): void {
  for (const type of types) {
    if (type.length > 1000 || !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.*]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)) {
      throw ERRORS.invalidMimeType(type);
    }
  }
}

/** Bucket `file_size_limit` as a number of bytes or a string such as "5MB" (decimal units, as Supabase's API). */
export function parseFileSizeLimit(value: number | string): number {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw ERRORS.invalidFileSizeLimit();
    return value;
  }
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw ERRORS.invalidFileSizeLimit();
  const amount = Number(parseFloat(match[1]!).toPrecision(3));
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2]!.toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'];
  return Math.round(amount * unit);
}

export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder');
}
