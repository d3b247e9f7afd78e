import type { FastifyInstance } from 'fastify';
import { objectsOf } from '../../context.ts';

const body = {
  type: 'object',
  properties: {
    bucketId: { type: 'string' },
    sourceKey: { type: 'string' },
    destinationBucket: { type: 'string' },
    destinationKey: { type: 'string' },
  },
  required: ['bucketId', 'sourceKey', 'destinationKey'],
} as const;

interface MoveBody {
  bucketId: string;
  sourceKey: string;
  destinationBucket?: string;
  destinationKey: string;
}

export default async function moveObject(app: FastifyInstance): Promise<void> {
  app.post<{ Body: MoveBody }>('/move', { schema: { body } }, async (request) => {
    const { bucketId, sourceKey, destinationBucket, destinationKey } = request.body;
    const moved = await objectsOf(request, bucketId).move(sourceKey, destinationBucket || bucketId, destinationKey);
    return { message: 'Successfully moved', Id: moved.id, Key: moved.name };
  });
}
