import { bucketParamsSchema, endpoint, objectsOf } from '../../context.ts';

const body = {
  type: 'object',
  properties: {
    prefix: { type: 'string' },
    limit: { type: 'integer', minimum: 1 },
    cursor: { type: 'string' },
    with_delimiter: { type: 'boolean' },
    sortBy: {
      type: 'object',
      properties: {
        column: { type: 'string', enum: ['name', 'updated_at', 'created_at'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
      required: ['column'],
    },
  },
} as const;

interface ListV2Body {
  prefix?: string;
  limit?: number;
  cursor?: string;
  with_delimiter?: boolean;
  sortBy?: { column: string; order?: string };
}

export const listObjectsV2 = endpoint<{ Params: { bucketName: string }; Body: ListV2Body }>(
  { params: bucketParamsSchema, body },
  (request) =>
    objectsOf(request, request.params.bucketName).listV2({
      prefix: request.body.prefix,
      limit: request.body.limit,
      cursor: request.body.cursor,
      withDelimiter: request.body.with_delimiter,
      sortBy: request.body.sortBy,
    }),
);
