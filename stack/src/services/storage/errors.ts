import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../shared/db-errors.ts';
/** Storage API errors with Supabase's codes, logical statuses and messages (src/internal/errors/codes.ts). */
export class StorageError extends Error {
  /** The logical status, rendered as the body's `statusCode` string. */
  readonly status: number;
  readonly code: string;
  /** Supabase's backwards-compatible `error` field; defaults to the code. */
  readonly error: string;

  constructor(status: number, code: string, message: string, error?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.error = error ?? code;
  }

  /** Supabase answers every error with HTTP 400 except 500s (and a few explicit ones); the body carries the real status. */
  get httpStatus(): number {
    // 503 stays 503: "the database is down, try again" is worth a retry to any client, unlike other 5xx.
    if (this.status === 503) return 503;
    return this.status >= 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.status), code: this.code, error: this.error, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  contentMismatch: (declared: string, detected: string | undefined) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${declared} does not match the uploaded content (${detected ? `detected ${detected}` : 'not a recognised image'})`,
      'invalid_mime_type',
    ),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidParameter: (name: string, message?: string) => new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  invalidFileSizeLimit: () => new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  internal: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
  notFound: () => new StorageError(404, 'NotFound', 'Route not found', 'Not Found'),
  imageProcessing: (message: string) => new StorageError(400, 'InvalidRequest', message),
  // The S3 protocol's own (AWS's codes, as Supabase Storage answers them)
  noSuchUpload: () =>
    new StorageError(
      404,
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    ),
  invalidPart: (message = 'One or more of the specified parts could not be found') => new StorageError(400, 'InvalidPart', message),
  invalidPartOrder: () => new StorageError(400, 'InvalidPartOrder', 'The list of parts was not in ascending order'),
  entityTooSmall: () => new StorageError(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size'),
  malformedXml: () =>
    new StorageError(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema'),
  notImplemented: (message = 'A header or query you provided implies functionality that is not implemented') =>
    new StorageError(501, 'NotImplemented', message),
};

interface PgLikeError {
  code?: string;
  message: string;
  detail?: string;
}

/** Translates a Postgres error into what Supabase Storage answers (src/storage/database/errors.ts). */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  if (isDatabaseUnavailable(error))
    return new StorageError(503, 'DatabaseUnavailable', DATABASE_UNAVAILABLE_MESSAGE, 'Service Unavailable');
  const pgError = error as PgLikeError;
  if (!pgError || typeof pgError.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pgError.code)) return undefined;
  switch (pgError.code) {
    case '42501':
      return ERRORS.accessDenied(
        pgError.message.includes('row-level security') ? 'new row violates row-level security policy' : pgError.message,
      );
    case '23505':
      return ERRORS.resourceAlreadyExists();
    case '23503':
      return pgError.detail?.includes('is still referenced from table')
        ? new StorageError(409, 'ResourceReferenced', 'The resource could not be updated or removed due to a foreign key constraint')
        : new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '55P03':
      return new StorageError(423, 'ResourceLocked', 'The resource is locked');
    case '57014':
      return new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out');
    case '22P02':
      return ERRORS.invalidParameter('value', pgError.message);
    default:
      return new StorageError(500, 'DatabaseError', `database error, code: ${pgError.code}`);
  }
}
