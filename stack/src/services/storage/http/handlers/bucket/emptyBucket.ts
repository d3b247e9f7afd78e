import { bucketsOf, endpoint } from '../../context.ts';
import { bucketIdParams, type BucketIdParams } from './schemas.ts';

export const emptyBucket = endpoint<BucketIdParams>({ params: bucketIdParams }, async (request) => {
  await bucketsOf(request).empty(request.params.bucketId);
  // Supabase's wording: it queues the work; here it is already done when this answer leaves.
  return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
});
