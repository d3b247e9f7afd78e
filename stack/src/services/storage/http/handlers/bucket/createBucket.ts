import { bucketsOf, endpoint } from '../../context.ts';
import { fileSizeLimitSchema } from './schemas.ts';

const body = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    public: { type: 'boolean' },
    type: { type: 'string', enum: ['STANDARD'] },
    file_size_limit: fileSizeLimitSchema,
    allowed_mime_types: { type: ['array', 'null'], items: { type: 'string' } },
  },
  required: ['name'],
} as const;

interface CreateBucketBody {
  id?: string;
  name: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

export const createBucket = endpoint<{ Body: CreateBucketBody }>({ body }, (request) =>
  bucketsOf(request).create({
    id: request.body.id,
    name: request.body.name,
    public: request.body.public,
    fileSizeLimit: request.body.file_size_limit,
    allowedMimeTypes: request.body.allowed_mime_types,
  }),
);
