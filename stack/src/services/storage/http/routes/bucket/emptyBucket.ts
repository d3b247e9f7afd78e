import type { FastifyInstance } from 'fastify';
import { bucketsOf } from '../../context.ts';

const params = { type: 'object', properties: { bucketId: { type: 'string' } }, required: ['bucketId'] } as const;

export default async function emptyBucket(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { bucketId: string } }>('/:bucketId/empty', { schema: { params } }, async (request) => {
    await bucketsOf(request).empty(request.params.bucketId);
    // Supabase's wording: it queues the work; here it is already done when this answer leaves.
    return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
  });
}
