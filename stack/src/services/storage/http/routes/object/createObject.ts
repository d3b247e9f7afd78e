import type { FastifyInstance } from 'fastify';
import { objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { uploadFromRequest } from '../../upload.ts';

export default async function createObject(app: FastifyInstance): Promise<void> {
  app.post<{ Params: ObjectParams }>('/:bucketName/*', { schema: { params: objectParamsSchema } }, async (request) => {
    const { bucketName, '*': key } = request.params;
    const upload = await uploadFromRequest(request, key, request.headers['x-upsert'] === 'true');
    const { id, key: path } = await objectsOf(request, bucketName).upload(upload);
    return { Id: id, Key: path };
  });
}
