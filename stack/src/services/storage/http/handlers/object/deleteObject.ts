import { bucketParamsSchema, endpoint, objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';

export const deleteObject = endpoint<{ Params: ObjectParams }>({ params: objectParamsSchema }, async (request) => {
  await objectsOf(request, request.params.bucketName).removeOne(request.params['*']);
  return { message: 'Successfully deleted' };
});

const body = {
  type: 'object',
  properties: { prefixes: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['prefixes'],
} as const;

export const deleteObjects = endpoint<{ Params: { bucketName: string }; Body: { prefixes: string[] } }>(
  { params: bucketParamsSchema, body },
  (request) => objectsOf(request, request.params.bucketName).remove(request.body.prefixes),
);
