import { bucketsOf, endpoint } from '../../context.ts';
import { bucketIdParams, fileSizeLimitSchema, type BucketIdParams } from './schemas.ts';

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

export const updateBucket = endpoint<BucketIdParams & { Body: UpdateBucketBody }>({ params: bucketIdParams, body }, async (request) => {
  await bucketsOf(request).update(request.params.bucketId, {
    public: request.body.public,
    fileSizeLimit: request.body.file_size_limit,
    allowedMimeTypes: request.body.allowed_mime_types,
  });
  return { message: 'Successfully updated' };
});
