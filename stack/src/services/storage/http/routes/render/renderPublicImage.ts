import type { FastifyInstance } from 'fastify';
import type { TransformOptions } from '../../../infra/image.ts';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { renderImage } from './render.ts';
import { renderQuerySchema } from './schemas.ts';

export default async function renderPublicImage(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ObjectParams; Querystring: TransformOptions & { download?: string } }>(
    '/public/:bucketName/*',
    { schema: { params: objectParamsSchema, querystring: renderQuerySchema }, config: { auth: 'none' } },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const object = await objectsOf(request, bucketName).findForRead(key, 'public');
      return renderImage(request, reply, object, request.query, { download: request.query.download });
    },
  );
}
