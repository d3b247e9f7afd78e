import type { FastifyInstance } from 'fastify';
import { SUPERUSER } from '../../../infra/database.ts';
import { Objects } from '../../../domain/objects.ts';
import { objectParamsSchema, type ObjectParams } from '../../context.ts';
import { sendObject } from '../../send.ts';

const querystring = {
  type: 'object',
  properties: { token: { type: 'string' }, download: { type: 'string' } },
  required: ['token'],
} as const;

export default async function getSignedObject(app: FastifyInstance): Promise<void> {
  app.get<{ Params: ObjectParams; Querystring: { token: string; download?: string } }>(
    '/sign/:bucketName/*',
    { schema: { params: objectParamsSchema, querystring }, config: { auth: 'none' } },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const { deps } = request.server.storage;
      const claims = await deps.signer.verify(request.query.token, bucketName, key, 'download');
      // The token is the authorization: whoever signed it could read the object.
      const object = await new Objects(deps, SUPERUSER, bucketName).find(key);
      return sendObject(request, reply, deps, object, { download: request.query.download, expires: new Date(claims.exp * 1000) });
    },
  );
}
