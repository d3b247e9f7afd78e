import { endpoint, objectParamsSchema, objectsOf, signedObject, signedQuerySchema, type ObjectParams } from '../../context.ts';
import { objectInfo, sendObject } from '../../send.ts';

const querystring = { type: 'object', properties: { download: { type: 'string' } } } as const;
type Read = 'authenticated' | 'public';

/** The object's bytes (`GET`) or headers (`HEAD`), read as the caller (`authenticated`) or from a public bucket. */
export function getObject(mode: Read) {
  return endpoint<{ Params: ObjectParams; Querystring: { download?: string } }>(
    { params: objectParamsSchema, querystring },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const object = await objectsOf(request, bucketName).findForRead(key, mode);
      return sendObject(request, reply, request.server.storage.deps, object, { download: request.query.download });
    },
  );
}

export function headObject(mode: Read) {
  return endpoint<{ Params: ObjectParams }>({ params: objectParamsSchema }, async (request, reply) => {
    const { bucketName, '*': key } = request.params;
    const object = await objectsOf(request, bucketName).findForRead(key, mode);
    return sendObject(request, reply, request.server.storage.deps, object);
  });
}

export function getObjectInfo(mode: Read) {
  return endpoint<{ Params: ObjectParams }>({ params: objectParamsSchema }, async (request) => {
    const { bucketName, '*': key } = request.params;
    return objectInfo(await objectsOf(request, bucketName).findForRead(key, mode));
  });
}

export const getSignedObject = endpoint<{ Params: ObjectParams; Querystring: { token: string; download?: string } }>(
  { params: objectParamsSchema, querystring: signedQuerySchema },
  async (request, reply) => {
    const { claims, object } = await signedObject(request);
    const { deps } = request.server.storage;
    return sendObject(request, reply, deps, object, { download: request.query.download, expires: new Date(claims.exp * 1000) });
  },
);
