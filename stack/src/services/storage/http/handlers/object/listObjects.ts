import type { SearchOptions } from '../../../domain/objects.ts';
import { bucketParamsSchema, endpoint, objectsOf } from '../../context.ts';

const body = {
  type: 'object',
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 2147483647 },
    offset: { type: 'integer', minimum: 0 },
    sortBy: {
      type: 'object',
      properties: {
        column: { type: 'string', enum: ['name', 'updated_at', 'created_at', 'last_accessed_at'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
      required: ['column'],
    },
    search: { type: 'string' },
  },
  required: ['prefix'],
} as const;

export const listObjects = endpoint<{ Params: { bucketName: string }; Body: SearchOptions }>(
  { params: bucketParamsSchema, body },
  (request) => objectsOf(request, request.params.bucketName).search(request.body),
);
