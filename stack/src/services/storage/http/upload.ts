import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { UploadInput } from '../domain/objects.ts';
import { ERRORS } from '../errors.ts';

const MAX_USER_METADATA_BYTES = 1024 * 1024;

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function fieldValue(field: Multipart | Multipart[] | undefined): string | undefined {
  const first = Array.isArray(field) ? field[0] : field;
  return first && first.type === 'field' && typeof first.value === 'string' ? first.value : undefined;
}

function declaredLength(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length >= 0 ? length : undefined;
}

/**
 * The file of an upload request, as Supabase reads it: a multipart form (fields `cacheControl`, `metadata`,
 * `contentType` before the file) or the raw body with `Content-Type`, `Cache-Control` and base64 `x-metadata`.
 */
export async function uploadFromRequest(request: FastifyRequest, key: string, upsert: boolean): Promise<UploadInput> {
  const contentType = request.headers['content-type'];
  if (contentType?.startsWith('multipart/form-data')) {
    let part;
    try {
      part = await request.file({ limits: { fileSize: Number.MAX_SAFE_INTEGER, fields: 10, files: 1 } });
    } catch {
      throw ERRORS.noContent();
    }
    if (!part) throw ERRORS.noContent();
    const cacheTime = fieldValue(part.fields.cacheControl);
    const userMetadata = fieldValue(part.fields.metadata) ?? fieldValue(part.fields.userMetadata);
    if (userMetadata && Buffer.byteLength(userMetadata) > MAX_USER_METADATA_BYTES) throw ERRORS.entityTooLarge();
    return {
      key,
      upsert,
      body: part.file,
      mimeType: fieldValue(part.fields.contentType) || part.mimetype,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: userMetadata ? parseJson(userMetadata) : undefined,
    };
  }
  const header = request.headers['x-metadata'];
  return {
    key,
    upsert,
    body: request.raw,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: request.headers['cache-control'] ?? 'no-cache',
    userMetadata: typeof header === 'string' ? parseJson(Buffer.from(header, 'base64').toString('utf8')) : undefined,
    contentLength: declaredLength(request),
  };
}
