import { endpoint, objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { uploadFromRequest } from '../../upload.ts';

const querystring = { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] } as const;

export const uploadSignedObject = endpoint<{ Params: ObjectParams; Querystring: { token: string } }>(
  { params: objectParamsSchema, querystring },
  async (request) => {
    const { bucketName, '*': key } = request.params;
    const claims = await request.server.storage.deps.signer.verify(request.query.token, bucketName, key, 'upload');
    const upload = await uploadFromRequest(request, key, claims.upsert === true);
    const { key: path } = await objectsOf(request, bucketName).upload(upload, { owner: claims.owner });
    return { Key: path };
  },
);
