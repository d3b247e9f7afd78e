import type { FastifyInstance } from 'fastify';
import { describeTransformations, type TransformOptions } from '../../../infra/image.ts';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { transformSchema } from '../render/schemas.ts';

const body = {
  type: 'object',
  properties: { expiresIn: { type: 'integer', minimum: 1 }, transform: transformSchema },
  required: ['expiresIn'],
} as const;

export default async function getSignedURL(app: FastifyInstance): Promise<void> {
  app.post<{ Params: ObjectParams; Body: { expiresIn: number; transform?: TransformOptions } }>(
    '/sign/:bucketName/*',
    { schema: { params: objectParamsSchema, body } },
    async (request) => {
      const { bucketName, '*': key } = request.params;
      const transform = request.server.storage.imageTransformation ? request.body.transform : undefined;
      const transformations = transform ? describeTransformations(transform).join(',') : undefined;
      const signedURL = await objectsOf(request, bucketName).signUrl(key, request.body.expiresIn, transformations || undefined);
      return { signedURL };
    },
  );
}
