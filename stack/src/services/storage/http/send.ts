import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, ObjectAddress } from '../infra/backend/types.ts';
import type { ObjectRow, StorageDeps } from '../domain/types.ts';
import { ERRORS } from '../errors.ts';
import { isActiveContent, parseMediaType } from '../domain/mime.ts';

export interface SendOptions {
  download?: string;
  /** For signed URLs: `Expires` replaces `Cache-Control`. */
  expires?: Date;
}

/** If-None-Match against an object's ETag (weak comparison; `*` matches any). */
export function etagMatches(header: string | undefined, eTag: string): boolean {
  if (!header) return false;
  const strip = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || strip(candidate) === strip(eTag));
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n`; multiple ranges are answered with the whole object, as S3 does. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(size - suffix, 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`;
}

/** Sets what Supabase's asset renderer sets; shared by downloads, HEAD and image renders. */
export function setObjectHeaders(reply: FastifyReply, object: ObjectRow, options: SendOptions): void {
  const metadata = object.metadata;
  const mimeType = metadata?.mimetype || 'application/octet-stream';
  const essence = parseMediaType(mimeType)?.essence ?? 'application/octet-stream';
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', essence === 'text/html' ? 'text/plain' : mimeType)
    .header('X-Robots-Tag', 'none')
    // The browser takes the type we send, never one it guesses from the bytes.
    .header('X-Content-Type-Options', 'nosniff');
  if (isActiveContent(essence)) {
    // A document that could run script (SVG, HTML, XML…) never runs on the API's origin: downloaded, and sandboxed
    // should a browser render it anyway. As an <img>, an SVG still shows.
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (options.download === undefined) reply.header('Content-Disposition', 'attachment');
  }
  if (metadata?.eTag) reply.header('ETag', metadata.eTag);
  if (metadata?.lastModified) reply.header('Last-Modified', new Date(metadata.lastModified).toUTCString());
  if (options.expires) reply.header('Expires', options.expires.toUTCString());
  else if (metadata?.cacheControl) reply.header('Cache-Control', metadata.cacheControl);
  if (options.download !== undefined) reply.header('Content-Disposition', contentDisposition(options.download));
}

/** Streams an object with ETag/If-None-Match (304) and single Range (206/416) support. */
export async function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StorageDeps,
  object: ObjectRow,
  options: SendOptions = {},
): Promise<FastifyReply> {
  const address = { bucket: object.bucket_id, key: object.name, version: object.version };
  const stored = await deps.backend.head(address);
  if (!stored) {
    reply.header('Cache-Control', 'no-store');
    return reply.status(400).send({ error: 'Not found', message: 'The resource was not found', statusCode: '404', code: 'NoSuchKey' });
  }
  setObjectHeaders(reply, object, options);
  if (object.metadata?.eTag && etagMatches(request.headers['if-none-match'], object.metadata.eTag)) {
    return reply.status(304).send();
  }
  const range = parseRange(request.headers.range, stored.size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${stored.size}`).removeHeader('Content-Type');
    return reply.status(416).send({ ...ERRORS.invalidRange().render(), statusCode: '416' });
  }
  return sendBytes(request, reply, deps, address, stored.size, range);
}

/** The object's bytes (or only their range, 206), with their length; the headers alone for HEAD. */
export function sendBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: StorageDeps,
  address: ObjectAddress,
  size: number,
  range: ByteRange | undefined,
): FastifyReply {
  if (range) {
    reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.status(200).header('Content-Length', size);
  }
  if (request.method === 'HEAD') return reply.send();
  return reply.send(deps.backend.get(address, range));
}

/** Supabase's object info body (`GET /object/info/...`). */
export function objectInfo(object: ObjectRow) {
  return {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: object.metadata?.size ?? null,
    content_type: object.metadata?.mimetype ?? null,
    cache_control: object.metadata?.cacheControl ?? null,
    etag: object.metadata?.eTag ?? null,
    // Supabase Storage answers {} for an object without user metadata.
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  };
}
