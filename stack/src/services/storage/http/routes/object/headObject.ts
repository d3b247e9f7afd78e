import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { sendObject } from '../../send.ts';

type HeadRequest = FastifyRequest<{ Params: ObjectParams }>;

function head(mode: 'authenticated' | 'public') {
  return async (request: HeadRequest, reply: FastifyReply) => {
    const { bucketName, '*': key } = request.params;
    const object = await objectsOf(request, bucketName).findForRead(key, mode);
    return sendObject(request, reply, request.server.storage.deps, object);
  };
}

export default async function headObject(app: FastifyInstance): Promise<void> {
  const schema = { params: objectParamsSchema };
  app.head('/authenticated/:bucketName/*', { schema }, head('authenticated'));
  app.head('/public/:bucketName/*', { schema, config: { auth: 'none' } }, head('public'));
  app.head('/:bucketName/*', { schema, config: { auth: 'optional' } }, head('authenticated'));
}
