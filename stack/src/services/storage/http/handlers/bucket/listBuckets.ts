import type { ListBucketOptions } from '../../../domain/buckets.ts';
import { bucketsOf, endpoint } from '../../context.ts';

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

export const listBuckets = endpoint<{ Querystring: ListBucketOptions }>({ querystring }, (request) =>
  bucketsOf(request).list(request.query),
);
