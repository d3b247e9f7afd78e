import { parseTransformations, type TransformOptions } from '../../../infra/image.ts';
import { endpoint, objectParamsSchema, objectsOf, signedObject, signedQuerySchema, type ObjectParams } from '../../context.ts';
import { renderImage } from './render.ts';
import { renderQuerySchema } from './schemas.ts';

/** An image rendered with the query's transformations, read as the caller (`authenticated`) or from a public bucket. */
export function renderStoredImage(mode: 'authenticated' | 'public') {
  return endpoint<{ Params: ObjectParams; Querystring: TransformOptions & { download?: string } }>(
    { params: objectParamsSchema, querystring: renderQuerySchema },
    async (request, reply) => {
      const { bucketName, '*': key } = request.params;
      const objects = objectsOf(request, bucketName);
      // As the caller (under its RLS), or from a public bucket without a token.
      const object = mode === 'public' ? await objects.findForRead(key, 'public') : await objects.find(key);
      return renderImage(request, reply, object, request.query, { download: request.query.download });
    },
  );
}

export const renderSignedImage = endpoint<{ Params: ObjectParams; Querystring: { token: string; download?: string } }>(
  { params: objectParamsSchema, querystring: signedQuerySchema },
  async (request, reply) => {
    const { claims, object } = await signedObject(request);
    // The transformations come from the token, so a signed URL cannot be re-rendered at another size.
    return renderImage(request, reply, object, parseTransformations(claims.transformations ?? ''), {
      download: request.query.download,
      expires: new Date(claims.exp * 1000),
    });
  },
);
