import type { FastifyInstance } from 'fastify';
import type { TransformOptions } from '../../../infra/image.ts';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { renderImage } from './render.ts';
import { renderQuerySchema } from './schemas.ts';

export default async function renderAuthenticatedImage(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ObjectParams; Querystring: TransformOptions & { download?: string } }>(
    '/authenticated/:bucketName/*',
    { schema: { params: objectParamsSchema, querystring: renderQuerySchema } },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const object = await objectsOf(request, bucketName).find(key);
      return renderImage(request, reply, object, request.query, { download: request.query.download });
    },
  );
}
