import type { FastifyInstance } from 'fastify';
import { bucketsOf } from '../../context.ts';

const params = { type: 'object', properties: { bucketId: { type: 'string' } }, required: ['bucketId'] } as const;

export default async function getBucket(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { bucketId: string } }>('/:bucketId', { schema: { params } }, (request) =>
    bucketsOf(request).find(request.params.bucketId),
  );
}
