import type { FastifyInstance } from 'fastify';
import { bucketParamsSchema, objectsOf } from '../../context.ts';

const body = {
  type: 'object',
  properties: { expiresIn: { type: 'integer', minimum: 1 }, paths: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['expiresIn', 'paths'],
} as const;

export default async function getSignedURLs(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { bucketName: string }; Body: { expiresIn: number; paths: string[] } }>(
    '/sign/:bucketName',
    { schema: { params: bucketParamsSchema, body } },
    (request) => objectsOf(request, request.params.bucketName).signUrls(request.body.paths, request.body.expiresIn),
  );
}
