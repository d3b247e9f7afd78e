import type { FastifyInstance } from 'fastify';
import { SUPERUSER } from '../../../infra/database.ts';
import { Objects } from '../../../domain/objects.ts';
import { parseTransformations } from '../../../infra/image.ts';
import { objectParamsSchema, type ObjectParams } from '../../context.ts';
import { renderImage } from './render.ts';

const querystring = {
  type: 'object',
  properties: { token: { type: 'string' }, download: { type: 'string' } },
  required: ['token'],
} as const;

export default async function renderSignedImage(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ObjectParams; Querystring: { token: string; download?: string } }>(
    '/sign/:bucketName/*',
    { schema: { params: objectParamsSchema, querystring }, config: { auth: 'none' } },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const { deps } = request.server.storage;
      const claims = await deps.signer.verify(request.query.token, bucketName, key, 'download');
      const object = await new Objects(deps, SUPERUSER, bucketName).find(key);
      // The transformations come from the token, so a signed URL cannot be re-rendered at another size.
      return renderImage(request, reply, object, parseTransformations(claims.transformations ?? ''), {
        download: request.query.download,
        expires: new Date(claims.exp * 1000),
      });
    },
  );
}
