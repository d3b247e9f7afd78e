import type { FastifyInstance } from 'fastify';
import { bucketParamsSchema, objectsOf } from '../../context.ts';

const body = {
  type: 'object',
  properties: { prefixes: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['prefixes'],
} as const;

export default async function deleteObjects(app: FastifyInstance): Promise<void> {
  app.delete<{ Params: { bucketName: string }; Body: { prefixes: string[] } }>(
    '/:bucketName',
    { schema: { params: bucketParamsSchema, body } },
    (request) => objectsOf(request, request.params.bucketName).remove(request.body.prefixes),
  );
}
