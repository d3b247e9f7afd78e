import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../../errors.ts';
import listBuckets from './bucket/listBuckets.ts';
import getBucket from './bucket/getBucket.ts';
import createBucket from './bucket/createBucket.ts';
import updateBucket from './bucket/updateBucket.ts';
import emptyBucket from './bucket/emptyBucket.ts';
import deleteBucket from './bucket/deleteBucket.ts';
import createObject from './object/createObject.ts';
import updateObject from './object/updateObject.ts';
import uploadSignedObject from './object/uploadSignedObject.ts';
import getObject from './object/getObject.ts';
import getPublicObject from './object/getPublicObject.ts';
import getSignedObject from './object/getSignedObject.ts';
import getObjectInfo from './object/getObjectInfo.ts';
import headObject from './object/headObject.ts';
import deleteObject from './object/deleteObject.ts';
import deleteObjects from './object/deleteObjects.ts';
import moveObject from './object/moveObject.ts';
import copyObject from './object/copyObject.ts';
import getSignedURL from './object/getSignedURL.ts';
import getSignedURLs from './object/getSignedURLs.ts';
import getSignedUploadURL from './object/getSignedUploadURL.ts';
import listObjects from './object/listObjects.ts';
import listObjectsV2 from './object/listObjectsV2.ts';
import renderAuthenticatedImage from './render/renderAuthenticatedImage.ts';
import renderPublicImage from './render/renderPublicImage.ts';
import renderSignedImage from './render/renderSignedImage.ts';

/**
 * The Storage API surface at a glance (paths relative to /storage/v1):
 *
 * | method | path                                   | route file              | auth     |
 * | GET    | /bucket                                | bucket/listBuckets      | required |
 * | GET    | /bucket/:id                            | bucket/getBucket        | required |
 * | POST   | /bucket                                | bucket/createBucket     | required |
 * | PUT    | /bucket/:id                            | bucket/updateBucket     | required |
 * | POST   | /bucket/:id/empty                      | bucket/emptyBucket      | required |
 * | DELETE | /bucket/:id                            | bucket/deleteBucket     | required |
 * | POST   | /object/:bucket/*                      | object/createObject     | required |
 * | PUT    | /object/:bucket/*                      | object/updateObject     | required |
 * | PUT    | /object/upload/sign/:bucket/*?token=   | object/uploadSignedObject | token  |
 * | GET    | /object/[authenticated/]:bucket/*      | object/getObject        | optional |
 * | GET    | /object/public/:bucket/*               | object/getPublicObject  | none     |
 * | GET    | /object/sign/:bucket/*?token=          | object/getSignedObject  | token    |
 * | GET    | /object/info/[authenticated/|public/]… | object/getObjectInfo    | optional |
 * | HEAD   | /object/[authenticated/|public/]…      | object/headObject       | optional |
 * | DELETE | /object/:bucket/*                      | object/deleteObject     | required |
 * | DELETE | /object/:bucket                        | object/deleteObjects    | required |
 * | POST   | /object/move, /object/copy             | object/moveObject, copyObject | required |
 * | POST   | /object/sign/:bucket/*, /object/sign/:bucket | object/getSignedURL(s) | required |
 * | POST   | /object/upload/sign/:bucket/*          | object/getSignedUploadURL | required |
 * | POST   | /object/list/:bucket, /object/list-v2/:bucket | object/listObjects(V2) | required |
 * | GET    | /render/image/authenticated|public|sign/:bucket/* | render/*     | as the object routes |
 */
function allowEmptyJson(scope: FastifyInstance): void {
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

export async function bucketRoutes(scope: FastifyInstance): Promise<void> {
  allowEmptyJson(scope);
  for (const route of [listBuckets, getBucket, createBucket, updateBucket, emptyBucket, deleteBucket]) await scope.register(route);
}

export async function jsonObjectRoutes(scope: FastifyInstance): Promise<void> {
  allowEmptyJson(scope);
  for (const route of [
    getObject,
    getPublicObject,
    getSignedObject,
    getObjectInfo,
    headObject,
    deleteObject,
    deleteObjects,
    moveObject,
    copyObject,
    getSignedURL,
    getSignedURLs,
    getSignedUploadURL,
    listObjects,
    listObjectsV2,
  ]) {
    await scope.register(route);
  }
}

export async function uploadRoutes(scope: FastifyInstance): Promise<void> {
  for (const route of [createObject, updateObject, uploadSignedObject]) await scope.register(route);
}

export async function renderRoutes(scope: FastifyInstance): Promise<void> {
  for (const route of [renderAuthenticatedImage, renderPublicImage, renderSignedImage]) await scope.register(route);
}
