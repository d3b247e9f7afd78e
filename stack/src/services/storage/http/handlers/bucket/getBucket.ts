import { bucketsOf, endpoint } from '../../context.ts';
import { bucketIdParams, type BucketIdParams } from './schemas.ts';

// Supabase Storage answers these fields only (no owner_id, no type).
export const getBucket = endpoint<BucketIdParams>({ params: bucketIdParams }, async (request) => {
  const {
    id,
    name,
    owner,
    public: isPublic,
    file_size_limit,
    allowed_mime_types,
    created_at,
    updated_at,
  } = await bucketsOf(request).find(request.params.bucketId);
  return { id, name, owner, public: isPublic, file_size_limit, allowed_mime_types, created_at, updated_at };
});
