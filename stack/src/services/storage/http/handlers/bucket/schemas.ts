/** A bucket's `file_size_limit`: bytes, or a size such as "5MB" (Supabase's file-size-limit schema). */
export const fileSizeLimitSchema = {
  anyOf: [
    { type: 'integer', minimum: 0 },
    { type: 'string', pattern: '^[0-9]+(?:\\.[0-9]+)?(?:[gG][bB]|[mM][bB]|[kK][bB]|[bB])$' },
    { type: 'null' },
  ],
} as const;

/** Route params of `/bucket/:bucketId…`. */
export const bucketIdParams = { type: 'object', properties: { bucketId: { type: 'string' } }, required: ['bucketId'] } as const;
export type BucketIdParams = { Params: { bucketId: string } };
