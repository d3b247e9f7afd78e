import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { sendObject } from '../../send.ts';

const querystring = { type: 'object', properties: { download: { type: 'string' } } } as const;
type GetObjectRequest = FastifyRequest<{ Params: ObjectParams; Querystring: { download?: string } }>;

async function serve(request: GetObjectRequest, reply: FastifyReply) {
  const { bucketName, '*': key } = request.params;
  const object = await objectsOf(request, bucketName).findForRead(key, 'authenticated');
  return sendObject(request, reply, request.server.storage.deps, object, { download: request.query.download });
}

export default async function getObject(app: FastifyInstance): Promise<void> {
  const schema = { params: objectParamsSchema, querystring };
  app.get('/authenticated/:bucketName/*', { schema }, serve);
  // The plain path also serves public buckets to requests without a (valid) token.
  app.get('/:bucketName/*', { schema, config: { auth: 'optional' } }, serve);
}
