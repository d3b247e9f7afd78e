import { describeTransformations, type TransformOptions } from '../../../infra/image.ts';
import { bucketParamsSchema, endpoint, objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { transformSchema } from '../render/schemas.ts';

const body = {
  type: 'object',
  properties: { expiresIn: { type: 'integer', minimum: 1 }, transform: transformSchema },
  required: ['expiresIn'],
} as const;

export const getSignedURL = endpoint<{ Params: ObjectParams; Body: { expiresIn: number; transform?: TransformOptions } }>(
  { params: objectParamsSchema, body },
  async (request) => {
    const { bucketName, '*': key } = request.params;
    const transform = request.server.storage.imageTransformation ? request.body.transform : undefined;
    const transformations = transform ? describeTransformations(transform).join(',') : undefined;
    const signedURL = await objectsOf(request, bucketName).signUrl(key, request.body.expiresIn, transformations || undefined);
    return { signedURL };
  },
);

const manyBody = {
  type: 'object',
  properties: { expiresIn: { type: 'integer', minimum: 1 }, paths: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['expiresIn', 'paths'],
} as const;

export const getSignedURLs = endpoint<{ Params: { bucketName: string }; Body: { expiresIn: number; paths: string[] } }>(
  { params: bucketParamsSchema, body: manyBody },
  (request) => objectsOf(request, request.params.bucketName).signUrls(request.body.paths, request.body.expiresIn),
);

export const getSignedUploadURL = endpoint<{ Params: ObjectParams }>({ params: objectParamsSchema }, (request) =>
  objectsOf(request, request.params.bucketName).signUploadUrl(request.params['*'], request.headers['x-upsert'] === 'true'),
);
