import type { FastifyInstance } from 'fastify';
import { bucketsOf } from '../../context.ts';

const params = { type: 'object', properties: { bucketId: { type: 'string' } }, required: ['bucketId'] } as const;

export default async function getBucket(app: FastifyInstance): Promise<void> {
  // Supabase Storage answers these fields only (no owner_id, no type).
  app.get<{ Params: { bucketId: string } }>('/:bucketId', { schema: { params } }, async (request) => {
    const {
      id,
      name,
      owner,
      public: isPublic,
      file_size_limit,
      allowed_mime_types,
      created_at,
      updated_at,
    } = await bucketsOf(request).find(request.params.bucketId);
    return { id, name, owner, public: isPublic, file_size_limit, allowed_mime_types, created_at, updated_at };
  });
}
