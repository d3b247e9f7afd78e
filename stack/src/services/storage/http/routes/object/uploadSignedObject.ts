import type { FastifyInstance } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { uploadFromRequest } from '../../upload.ts';

const querystring = { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] } as const;

export default async function uploadSignedObject(app: FastifyInstance): Promise<void> {
  app.put<{ Params: ObjectParams; Querystring: { token: string } }>(
    '/upload/sign/:bucketName/*',
    { schema: { params: objectParamsSchema, querystring }, config: { auth: 'none' } },
    async (request) => {
      const { bucketName, '*': key } = request.params;
      const claims = await request.server.storage.deps.signer.verify(request.query.token, bucketName, key, 'upload');
      const upload = await uploadFromRequest(request, key, claims.upsert === true);
      const { key: path } = await objectsOf(request, bucketName).upload(upload, { owner: claims.owner });
      return { Key: path };
    },
  );
}
