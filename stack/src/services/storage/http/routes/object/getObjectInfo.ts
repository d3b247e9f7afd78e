import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { objectInfo } from '../../send.ts';

type InfoRequest = FastifyRequest<{ Params: ObjectParams }>;

function info(mode: 'authenticated' | 'public') {
  return async (request: InfoRequest) => {
    const { bucketName, '*': key } = request.params;
    return objectInfo(await objectsOf(request, bucketName).findForRead(key, mode));
  };
}

export default async function getObjectInfo(app: FastifyInstance): Promise<void> {
  const schema = { params: objectParamsSchema };
  app.get('/info/authenticated/:bucketName/*', { schema }, info('authenticated'));
  app.get('/info/public/:bucketName/*', { schema, config: { auth: 'none' } }, info('public'));
  app.get('/info/:bucketName/*', { schema, config: { auth: 'optional' } }, info('authenticated'));
}
