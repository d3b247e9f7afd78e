import type { FastifyInstance } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { sendObject } from '../../send.ts';

const querystring = { type: 'object', properties: { download: { type: 'string' } } } as const;

export default async function getPublicObject(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ObjectParams; Querystring: { download?: string } }>(
    '/public/:bucketName/*',
    { schema: { params: objectParamsSchema, querystring }, config: { auth: 'none' } },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const object = await objectsOf(request, bucketName).findForRead(key, 'public');
      return sendObject(request, reply, request.server.storage.deps, object, { download: request.query.download });
    },
  );
}
