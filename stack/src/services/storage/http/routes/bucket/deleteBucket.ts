import type { FastifyInstance } from 'fastify';
import { bucketsOf } from '../../context.ts';

const params = { type: 'object', properties: { bucketId: { type: 'string' } }, required: ['bucketId'] } as const;

export default async function deleteBucket(app: FastifyInstance): Promise<void> {
  app.delete<{ Params: { bucketId: string } }>('/:bucketId', { schema: { params } }, async (request) => {
    await bucketsOf(request).delete(request.params.bucketId);
    return { message: 'Successfully deleted' };
  });
}
