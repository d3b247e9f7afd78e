import { bucketsOf, endpoint } from '../../context.ts';
import { bucketIdParams, type BucketIdParams } from './schemas.ts';

export const deleteBucket = endpoint<BucketIdParams>({ params: bucketIdParams }, async (request) => {
  await bucketsOf(request).delete(request.params.bucketId);
  return { message: 'Successfully deleted' };
});
