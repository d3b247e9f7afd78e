import type { FastifyInstance } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { uploadFromRequest } from '../../upload.ts';

export default async function updateObject(app: FastifyInstance): Promise<void> {
  app.put<{ Params: ObjectParams }>('/:bucketName/*', { schema: { params: objectParamsSchema } }, async (request) => {
    const { bucketName, '*': key } = request.params;
    const upload = await uploadFromRequest(request, key, true);
    const { id, key: path } = await objectsOf(request, bucketName).upload(upload);
    return { Id: id, Key: path };
  });
}
