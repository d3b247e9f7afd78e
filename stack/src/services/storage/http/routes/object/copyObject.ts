import type { FastifyInstance } from 'fastify';
import { objectsOf } from '../../context.ts';

const body = {
  type: 'object',
  properties: {
    bucketId: { type: 'string' },
    sourceKey: { type: 'string' },
    destinationBucket: { type: 'string' },
    destinationKey: { type: 'string' },
    copyMetadata: { type: 'boolean' },
  },
  required: ['bucketId', 'sourceKey', 'destinationKey'],
} as const;

interface CopyBody {
  bucketId: string;
  sourceKey: string;
  destinationBucket?: string;
  destinationKey: string;
}

export default async function copyObject(app: FastifyInstance): Promise<void> {
  app.post<{ Body: CopyBody }>('/copy', { schema: { body } }, async (request) => {
    const { bucketId, sourceKey, destinationBucket, destinationKey } = request.body;
    const destination = destinationBucket || bucketId;
    const copied = await objectsOf(request, bucketId).copy(sourceKey, destination, destinationKey, request.headers['x-upsert'] === 'true');
    return { Id: copied.id, Key: `${destination}/${destinationKey}`, ...copied };
  });
}
