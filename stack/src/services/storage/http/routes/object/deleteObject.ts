import type { FastifyInstance } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';

export default async function deleteObject(app: FastifyInstance): Promise<void> {
  app.delete<{ Params: ObjectParams }>('/:bucketName/*', { schema: { params: objectParamsSchema } }, async (request) => {
    await objectsOf(request, request.params.bucketName).removeOne(request.params['*']);
    return { message: 'Successfully deleted' };
  });
}
