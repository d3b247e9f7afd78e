import type { FastifyInstance } from 'fastify';
import { bucketsOf } from '../../context.ts';
import { fileSizeLimitSchema } from './schemas.ts';

const params = { type: 'object', properties: { bucketId: { type: 'string' } }, required: ['bucketId'] } as const;
const body = {
  type: 'object',
  properties: {
    public: { type: 'boolean' },
    file_size_limit: fileSizeLimitSchema,
    allowed_mime_types: { type: ['array', 'null'], items: { type: 'string' } },
  },
} as const;

interface UpdateBucketBody {
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

export default async function updateBucket(app: FastifyInstance): Promise<void> {
  app.put<{ Params: { bucketId: string }; Body: UpdateBucketBody }>('/:bucketId', { schema: { params, body } }, async (request) => {
    await bucketsOf(request).update(request.params.bucketId, {
      public: request.body.public,
      fileSizeLimit: request.body.file_size_limit,
      allowedMimeTypes: request.body.allowed_mime_types,
    });
    return { message: 'Successfully updated' };
  });
}
