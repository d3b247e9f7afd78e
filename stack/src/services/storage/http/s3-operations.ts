// The S3 operations served on /s3, one table (method, path depth, query names that select it) and one small handler
// each; the handlers translate S3 to the storage domain and back, as Supabase's s3-handler.ts does.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Buckets } from '../domain/buckets.ts';
import type { MultipartUploads } from '../domain/multipart.ts';
import type { StorageDeps } from '../domain/types.ts';
import { Objects } from '../domain/objects.ts';
import type { ObjectRow } from '../domain/types.ts';
import { ERRORS, StorageError } from '../errors.ts';
import { SUPERUSER, type Caller } from '../infra/database.ts';
import { AwsChunkedDecoder, ChecksumVerifier, PayloadVerifier } from './s3-chunked.ts';
import { S3_PROTOCOL_REGION, type VerifiedRequest } from './s3-signature.ts';
import { parseS3Body, s3Document } from './s3-xml.ts';
import { etagMatches, parseRange, sendBytes, setObjectHeaders } from './send.ts';

/** What an S3 operation gets: the request, who makes it, and the bucket and key of its path. */
export interface S3Context {
  request: FastifyRequest;
  reply: FastifyReply;
  deps: StorageDeps;
  caller: Caller;
  verified: VerifiedRequest;
  multipart: MultipartUploads;
  bucket: string;
  key: string;
  query: URLSearchParams;
}

export interface S3Operation {
  name: string;
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** service = `/`, bucket = `/:bucket`, object = `/:bucket/:key`. */
  scope: 'service' | 'bucket' | 'object';
  /** Query parameters that select this operation (all present). */
  query?: string[];
  /** Whether `x-amz-copy-source` selects (true) or excludes (false) it. */
  copySource?: boolean;
  run(context: S3Context): Promise<unknown>;
}

/** The largest XML body read (DeleteObjects of 1000 long keys fits). */
const MAX_XML_BYTES = 2 * 1024 * 1024;
const STREAMING_MODES = new Set([
  'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
]);

function header(context: S3Context, name: string): string | undefined {
  const value = context.request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * The request's body as it was meant: aws-chunked decoded (chunk signatures checked when signed), and checked against
 * the signed SHA-256 and the `x-amz-checksum-*` value (header or trailer) when there is one.
 */
function bodyOf(context: S3Context): { body: Readable; length?: number } {
  const raw = context.request.raw;
  const payload = context.verified.payload;
  const algorithm = ChecksumVerifier.algorithmOf(context.request.headers);
  const checksum = algorithm
    ? { verifier: new ChecksumVerifier(algorithm), headerValue: header(context, `x-amz-checksum-${algorithm}`) }
    : undefined;
  if (payload.startsWith('STREAMING-')) {
    if (!STREAMING_MODES.has(payload)) throw ERRORS.notImplemented(`x-amz-content-sha256 ${payload} is not supported`);
    const declared = header(context, 'x-amz-decoded-content-length');
    const decodedLength = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
    const signed = payload.startsWith('STREAMING-AWS4-HMAC-SHA256-PAYLOAD');
    const decoder = new AwsChunkedDecoder({ checkSignature: signed ? context.verified.checkChunk : undefined, decodedLength, checksum });
    return { body: raw.pipe(decoder), length: decodedLength };
  }
  const declared = Number(header(context, 'content-length'));
  const verifier = new PayloadVerifier(/^[0-9a-f]{64}$/.test(payload) ? payload : undefined, checksum);
  return { body: raw.pipe(verifier), length: Number.isFinite(declared) && declared >= 0 ? declared : undefined };
}

async function readXml(context: S3Context, root: string): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of bodyOf(context).body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_XML_BYTES) throw ERRORS.malformedXml();
    chunks.push(chunk);
  }
  return parseS3Body(Buffer.concat(chunks).toString('utf8'), root);
}

/** `x-amz-meta-*` headers: the object's user metadata (S3's Metadata). */
function userMetadataOf(context: S3Context): Record<string, string> | undefined {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(context.request.headers)) {
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name.slice('x-amz-meta-'.length)] = value;
  }
  return Object.keys(metadata).length > 0 ? metadata : undefined;
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const encodeKey = (key: string, encoding: string | null) => (encoding === 'url' ? encodeURIComponent(key) : key);

function lastModified(row: ObjectRow): Date {
  return new Date(row.metadata?.lastModified || row.updated_at);
}

async function sendObject(context: S3Context, object: ObjectRow): Promise<unknown> {
  const { reply, request, deps } = context;
  const address = { bucket: object.bucket_id, key: object.name, version: object.version };
  const stored = await deps.backend.head(address);
  if (!stored) throw ERRORS.noSuchKey();
  setObjectHeaders(reply, object, {});
  reply.header('Last-Modified', lastModified(object).toUTCString());
  for (const [name, value] of Object.entries(object.user_metadata ?? {})) {
    if (typeof value === 'string' && /^[\x20-\x7e]*$/.test(value) && /^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) {
      reply.header(`x-amz-meta-${name}`, value);
    }
  }
  const eTag = object.metadata?.eTag;
  if (eTag && etagMatches(request.headers['if-none-match'], eTag)) return reply.status(304).send();
  const range = parseRange(request.headers.range, stored.size);
  if (range === 'unsatisfiable') throw new StorageError(416, 'InvalidRange', 'The requested range is not satisfiable');
  return sendBytes(request, reply, deps, address, stored.size, range);
}

function xml(context: S3Context, root: string, body: Record<string, unknown>, status = 200) {
  return context.reply.status(status).type('application/xml').send(s3Document(root, body));
}

/** `x-amz-copy-source`: `[/]bucket/key[?versionId=…]`, URL-encoded. */
function copySourceOf(context: S3Context): { bucket: string; key: string } {
  const value = header(context, 'x-amz-copy-source') ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.split('?')[0]!).replace(/^\//, '');
  } catch {
    throw ERRORS.invalidRequest('Invalid copy source');
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0 || slash === decoded.length - 1) throw ERRORS.invalidRequest('Invalid copy source');
  return { bucket: decoded.slice(0, slash), key: decoded.slice(slash + 1) };
}

const objects = (context: S3Context, bucket = context.bucket) => new Objects(context.deps, context.caller, bucket);

/** `GET /:bucket?<query>`: a setting every bucket has the same value of here, once the caller may see the bucket. */
function bucketSetting(name: string, query: string, root: string, body: Record<string, unknown>): S3Operation {
  return {
    name,
    method: 'GET',
    scope: 'bucket',
    query: [query],
    run: async (context) => {
      await new Buckets(context.deps, context.caller).find(context.bucket);
      return xml(context, root, body);
    },
  };
}

export const S3_OPERATIONS: readonly S3Operation[] = [
  {
    name: 'ListBuckets',
    method: 'GET',
    scope: 'service',
    run: async (context) => {
      const buckets = await new Buckets(context.deps, context.caller).list();
      return xml(context, 'ListAllMyBucketsResult', {
        Buckets: { Bucket: buckets.map((bucket) => ({ Name: bucket.name, CreationDate: new Date(bucket.created_at) })) },
      });
    },
  },
  bucketSetting('GetBucketLocation', 'location', 'LocationConstraint', { '#text': S3_PROTOCOL_REGION }),
  bucketSetting('GetBucketVersioning', 'versioning', 'VersioningConfiguration', { Status: 'Suspended', MfaDelete: 'Disabled' }),
  {
    name: 'ListObjectsV2',
    method: 'GET',
    scope: 'bucket',
    query: ['list-type'],
    run: async (context) => {
      const { query } = context;
      if (query.get('list-type') !== '2') throw ERRORS.invalidParameter('list-type');
      const delimiter = query.get('delimiter') || undefined;
      if (delimiter !== undefined && delimiter !== '/') throw ERRORS.notImplemented('Only "/" is supported as delimiter');
      const maxKeysText = query.get('max-keys');
      if (maxKeysText !== null && !/^\d+$/.test(maxKeysText)) throw ERRORS.invalidParameter('max-keys');
      const maxKeys = Math.min(maxKeysText === null ? 1000 : Number(maxKeysText), 1000);
      const prefix = query.get('prefix') ?? '';
      const encoding = query.get('encoding-type');
      const continuationToken = query.get('continuation-token') || undefined;
      const startAfter = query.get('start-after') || undefined;
      await new Buckets(context.deps, SUPERUSER).find(context.bucket);
      const page =
        maxKeys === 0
          ? { hasNext: false, folders: [], objects: [], nextCursor: undefined }
          : await objects(context).listV2({ prefix, limit: maxKeys, cursor: continuationToken, startAfter, withDelimiter: !!delimiter });
      return xml(context, 'ListBucketResult', {
        Name: context.bucket,
        Prefix: encodeKey(prefix, encoding),
        Delimiter: delimiter,
        MaxKeys: maxKeys,
        KeyCount: page.objects.length + page.folders.length,
        IsTruncated: page.hasNext,
        ContinuationToken: continuationToken,
        NextContinuationToken: page.hasNext ? page.nextCursor : undefined,
        StartAfter: startAfter,
        EncodingType: encoding ?? undefined,
        Contents: page.objects.map((object) => ({
          Key: encodeKey(object.name, encoding),
          LastModified: new Date(object.updated_at ?? object.created_at ?? Date.now()),
          ETag: (object.metadata as { eTag?: string } | null)?.eTag ?? '',
          Size: (object.metadata as { size?: number } | null)?.size ?? 0,
          StorageClass: 'STANDARD',
        })),
        CommonPrefixes: page.folders.map((folder) => ({ Prefix: encodeKey(folder.name, encoding) })),
      });
    },
  },
  {
    name: 'HeadBucket',
    method: 'HEAD',
    scope: 'bucket',
    run: async (context) => {
      await new Buckets(context.deps, context.caller).find(context.bucket);
      return context.reply.status(200).header('x-amz-bucket-region', S3_PROTOCOL_REGION).send();
    },
  },
  {
    name: 'CreateBucket',
    method: 'PUT',
    scope: 'bucket',
    run: async (context) => {
      await new Buckets(context.deps, context.caller).create({
        name: context.bucket,
        public: header(context, 'x-amz-acl') === 'public-read',
      });
      return context.reply.status(200).header('Location', `/${context.bucket}`).send();
    },
  },
  {
    name: 'DeleteBucket',
    method: 'DELETE',
    scope: 'bucket',
    run: async (context) => {
      await new Buckets(context.deps, context.caller).delete(context.bucket);
      return context.reply.status(204).send();
    },
  },
  {
    name: 'DeleteObjects',
    method: 'POST',
    scope: 'bucket',
    query: ['delete'],
    run: async (context) => {
      const document = await readXml(context, 'Delete');
      const keys = asList(document.Object as Record<string, unknown> | Record<string, unknown>[] | undefined).map((entry) =>
        text(entry.Key),
      );
      const quiet = text(document.Quiet) === 'true';
      await new Buckets(context.deps, SUPERUSER).find(context.bucket);
      const removed = new Set((await objects(context).remove(keys)).map((row) => row.name));
      // A key still there after the delete is one RLS kept; a key that was never there counts as deleted, as in S3.
      const kept = new Set<string>();
      for (const key of keys.filter((name) => !removed.has(name))) {
        try {
          await new Objects(context.deps, SUPERUSER, context.bucket).find(key);
          kept.add(key);
        } catch (error) {
          if (!(error instanceof StorageError)) throw error;
        }
      }
      return xml(context, 'DeleteResult', {
        Deleted: quiet ? [] : keys.filter((key) => !kept.has(key)).map((key) => ({ Key: key })),
        Error: [...kept].map((key) => ({ Key: key, Code: 'AccessDenied', Message: 'Access Denied' })),
      });
    },
  },
  {
    name: 'HeadObject',
    method: 'HEAD',
    scope: 'object',
    run: async (context) => sendObject(context, await objects(context).find(context.key)),
  },
  {
    name: 'ListParts',
    method: 'GET',
    scope: 'object',
    query: ['uploadId'],
    run: async (context) => {
      const uploadId = context.query.get('uploadId')!;
      const { parts } = await context.multipart.listParts(context.bucket, context.key, uploadId);
      return xml(context, 'ListPartsResult', {
        Bucket: context.bucket,
        Key: context.key,
        UploadId: uploadId,
        StorageClass: 'STANDARD',
        MaxParts: 10000,
        IsTruncated: false,
        Part: parts.map((part) => ({ PartNumber: part.partNumber, LastModified: part.lastModified, ETag: part.eTag, Size: part.size })),
      });
    },
  },
  {
    name: 'GetObject',
    method: 'GET',
    scope: 'object',
    run: async (context) => sendObject(context, await objects(context).find(context.key)),
  },
  {
    name: 'UploadPartCopy',
    method: 'PUT',
    scope: 'object',
    query: ['partNumber', 'uploadId'],
    copySource: true,
    run: () => Promise.reject(ERRORS.notImplemented('UploadPartCopy is not supported by the local stack')),
  },
  {
    name: 'UploadPart',
    method: 'PUT',
    scope: 'object',
    query: ['partNumber', 'uploadId'],
    run: async (context) => {
      const part = await context.multipart.uploadPart(
        context.bucket,
        context.key,
        context.query.get('uploadId')!,
        Number(context.query.get('partNumber')),
        bodyOf(context).body,
      );
      return context.reply.status(200).header('ETag', part.eTag).send();
    },
  },
  {
    name: 'CopyObject',
    method: 'PUT',
    scope: 'object',
    copySource: true,
    run: async (context) => {
      const source = copySourceOf(context);
      const row = await objects(context, source.bucket).copy(source.key, context.bucket, context.key, true);
      return xml(context, 'CopyObjectResult', { ETag: row.metadata?.eTag, LastModified: lastModified(row) });
    },
  },
  {
    name: 'PutObject',
    method: 'PUT',
    scope: 'object',
    run: async (context) => {
      const { body, length } = bodyOf(context);
      const stored = await objects(context).upload({
        key: context.key,
        body,
        mimeType: header(context, 'content-type') || 'application/octet-stream',
        cacheControl: header(context, 'cache-control') || 'no-cache',
        userMetadata: userMetadataOf(context),
        contentLength: length,
        upsert: true,
      });
      return context.reply.status(200).header('ETag', stored.eTag).send();
    },
  },
  {
    name: 'CreateMultipartUpload',
    method: 'POST',
    scope: 'object',
    query: ['uploads'],
    run: async (context) => {
      const uploadId = await context.multipart.create({
        bucket: context.bucket,
        key: context.key,
        mimeType: header(context, 'content-type') || 'application/octet-stream',
        cacheControl: header(context, 'cache-control') || 'no-cache',
        userMetadata: userMetadataOf(context),
      });
      return xml(context, 'InitiateMultipartUploadResult', { Bucket: context.bucket, Key: context.key, UploadId: uploadId });
    },
  },
  {
    name: 'CompleteMultipartUpload',
    method: 'POST',
    scope: 'object',
    query: ['uploadId'],
    run: async (context) => {
      const document = await readXml(context, 'CompleteMultipartUpload');
      const parts = asList(document.Part as Record<string, unknown> | Record<string, unknown>[] | undefined).map((part) => {
        const partNumber = text(part.PartNumber);
        if (!/^\d+$/.test(partNumber)) throw ERRORS.malformedXml();
        return { partNumber: Number(partNumber), eTag: text(part.ETag) };
      });
      const stored = await context.multipart.complete(context.bucket, context.key, context.query.get('uploadId')!, parts);
      return xml(context, 'CompleteMultipartUploadResult', {
        Location: `/${context.bucket}/${context.key}`,
        Bucket: context.bucket,
        Key: context.key,
        ETag: stored.eTag,
      });
    },
  },
  {
    name: 'AbortMultipartUpload',
    method: 'DELETE',
    scope: 'object',
    query: ['uploadId'],
    run: async (context) => {
      await context.multipart.abort(context.bucket, context.key, context.query.get('uploadId')!);
      return context.reply.status(204).send();
    },
  },
  {
    name: 'DeleteObject',
    method: 'DELETE',
    scope: 'object',
    run: async (context) => {
      await objects(context).remove([context.key]);
      return context.reply.status(204).send();
    },
  },
];
