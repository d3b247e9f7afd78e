import type { FastifyInstance } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';

export default async function getSignedUploadURL(app: FastifyInstance): Promise<void> {
  app.post<{ Params: ObjectParams }>('/upload/sign/:bucketName/*', { schema: { params: objectParamsSchema } }, (request) =>
    objectsOf(request, request.params.bucketName).signUploadUrl(request.params['*'], request.headers['x-upsert'] === 'true'),
  );
}
