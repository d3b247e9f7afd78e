import type { FastifyInstance } from 'fastify';
import type { ListBucketOptions } from '../../../domain/buckets.ts';
import { bucketsOf } from '../../context.ts';

const querystring = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    sortColumn: { type: 'string', enum: ['id', 'name', 'created_at', 'updated_at'] },
    sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    search: { type: 'string' },
  },
} as const;

export default async function listBuckets(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListBucketOptions }>('/', { schema: { querystring } }, (request) => bucketsOf(request).list(request.query));
}
