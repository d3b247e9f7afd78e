import type { FastifyInstance } from 'fastify';
import { route, type Route } from '../../../shared/routes.ts';
import { ERRORS } from '../errors.ts';
import type { AuthMode, Endpoint } from './context.ts';
import { createBucket } from './handlers/bucket/createBucket.ts';
import { deleteBucket } from './handlers/bucket/deleteBucket.ts';
import { emptyBucket } from './handlers/bucket/emptyBucket.ts';
import { getBucket } from './handlers/bucket/getBucket.ts';
import { listBuckets } from './handlers/bucket/listBuckets.ts';
import { updateBucket } from './handlers/bucket/updateBucket.ts';
import { createObject, updateObject } from './handlers/object/createObject.ts';
import { deleteObject, deleteObjects } from './handlers/object/deleteObject.ts';
import { getObject, getObjectInfo, getSignedObject, headObject } from './handlers/object/getObject.ts';
import { getSignedURL, getSignedURLs, getSignedUploadURL } from './handlers/object/getSignedURL.ts';
import { listObjects } from './handlers/object/listObjects.ts';
import { listObjectsV2 } from './handlers/object/listObjectsV2.ts';
import { copyObject, moveObject } from './handlers/object/transferObject.ts';
import { uploadSignedObject } from './handlers/object/uploadSignedObject.ts';
import { renderSignedImage, renderStoredImage } from './handlers/render/renderImage.ts';

/**
 * A route of storage: its endpoint, how it treats the Authorization header (`required` unless said), and whether its
 * body is an upload (streamed to the backend untouched; multipart forms read part by part) instead of JSON.
 */
export type StorageRoute = Route<Endpoint, { auth?: AuthMode; upload?: boolean }>;

const optional = { auth: 'optional' } as const;
const none = { auth: 'none' } as const;

/** The Storage API's surface at a glance; paths relative to /storage/v1 (the gateway strips the prefix). */
export const ROUTES: readonly StorageRoute[] = [
  // buckets
  route('GET', '/bucket', listBuckets),
  route('GET', '/bucket/:bucketId', getBucket),
  route('POST', '/bucket', createBucket),
  route('PUT', '/bucket/:bucketId', updateBucket),
  route('POST', '/bucket/:bucketId/empty', emptyBucket),
  route('DELETE', '/bucket/:bucketId', deleteBucket),
  // uploads
  route('POST', '/object/:bucketName/*', createObject, { upload: true }),
  route('PUT', '/object/:bucketName/*', updateObject, { upload: true }),
  route('PUT', '/object/upload/sign/:bucketName/*', uploadSignedObject, { upload: true, ...none }),
  // reads: the plain path also serves public buckets to requests without a (valid) token
  route('GET', '/object/authenticated/:bucketName/*', getObject('authenticated')),
  route('GET', '/object/public/:bucketName/*', getObject('public'), none),
  route('GET', '/object/sign/:bucketName/*', getSignedObject, none),
  route('GET', '/object/:bucketName/*', getObject('authenticated'), optional),
  route('GET', '/object/info/authenticated/:bucketName/*', getObjectInfo('authenticated')),
  route('GET', '/object/info/public/:bucketName/*', getObjectInfo('public'), none),
  route('GET', '/object/info/:bucketName/*', getObjectInfo('authenticated'), optional),
  route('HEAD', '/object/authenticated/:bucketName/*', headObject('authenticated')),
  route('HEAD', '/object/public/:bucketName/*', headObject('public'), none),
  route('HEAD', '/object/:bucketName/*', headObject('authenticated'), optional),
  // changes, signed URLs, listings
  route('DELETE', '/object/:bucketName/*', deleteObject),
  route('DELETE', '/object/:bucketName', deleteObjects),
  route('POST', '/object/move', moveObject),
  route('POST', '/object/copy', copyObject),
  route('POST', '/object/sign/:bucketName/*', getSignedURL),
  route('POST', '/object/sign/:bucketName', getSignedURLs),
  route('POST', '/object/upload/sign/:bucketName/*', getSignedUploadURL),
  route('POST', '/object/list/:bucketName', listObjects),
  route('POST', '/object/list-v2/:bucketName', listObjectsV2),
  // image transformation ([storage.image_transformation] enabled)
  route('GET', '/render/image/authenticated/:bucketName/*', renderStoredImage('authenticated')),
  route('GET', '/render/image/public/:bucketName/*', renderStoredImage('public'), none),
  route('GET', '/render/image/sign/:bucketName/*', renderSignedImage, none),
];

/** JSON bodies as Supabase Storage reads them: an empty body is `{}`. */
export function allowEmptyJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(ERRORS.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'"), undefined);
    }
  });
}

/**
 * Registers the rows under `prefix` that `pick` selects in `scope`, a Fastify scope registered with that prefix (so
 * `/bucket` also answers `/bucket/`).
 */
export function registerRoutes(scope: FastifyInstance, prefix: string, pick: (row: StorageRoute) => boolean): void {
  for (const row of ROUTES) {
    if (!row.path.startsWith(prefix + '/') && row.path !== prefix) continue;
    if (!pick(row)) continue;
    scope.route({
      method: row.method,
      url: row.path.slice(prefix.length) || '/',
      schema: row.handler.schema,
      config: { auth: row.auth },
      handler: row.handler.handler,
    });
  }
}
