import { endpoint, objectParamsSchema, objectsOf, type ObjectParams } from '../../context.ts';
import { uploadFromRequest } from '../../upload.ts';

/** `POST` creates (unless `x-upsert: true`), `PUT` replaces: the same upload otherwise. */
function upload(upsert: (request: { headers: Record<string, unknown> }) => boolean) {
  return endpoint<{ Params: ObjectParams }>({ params: objectParamsSchema }, async (request) => {
    const { bucketName, '*': key } = request.params;
    const { id, key: path } = await objectsOf(request, bucketName).upload(await uploadFromRequest(request, key, upsert(request)));
    return { Id: id, Key: path };
  });
}

export const createObject = upload((request) => request.headers['x-upsert'] === 'true');
export const updateObject = upload(() => true);
