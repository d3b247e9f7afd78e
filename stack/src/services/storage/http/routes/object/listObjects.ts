import type { FastifyInstance } from 'fastify';
import type { SearchOptions } from '../../../domain/objects.ts';
import { bucketParamsSchema, objectsOf } from '../../context.ts';

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

export default async function listObjects(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { bucketName: string }; Body: SearchOptions }>(
    '/list/:bucketName',
    { schema: { params: bucketParamsSchema, body } },
    (request) => objectsOf(request, request.params.bucketName).search(request.body),
  );
}
