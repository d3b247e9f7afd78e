/** [storage] and [storage.buckets.<name>] (apps/cli-go/pkg/config/storage.go). */
import { boolean, loose, record, section, size, string, stringList, table, uint } from '../fields.ts';

export const bucketSchema = table({
  public: boolean().default(false),
  file_size_limit: size().optional(),
  allowed_mime_types: stringList().default(() => []),
  objects_path: string().optional(),
});

export const storageSchema = section({
  enabled: boolean().default(true),
  file_size_limit: size().default('50MiB'),
  image_transformation: section({ enabled: boolean().default(false) }),
  s3_protocol: section({ enabled: boolean().default(true) }),
  buckets: record(bucketSchema).default(() => ({})),
  analytics: section({
    enabled: boolean().default(false),
    max_namespaces: uint().default(5),
    max_tables: uint().default(10),
    max_catalogs: uint().default(2),
    buckets: record(loose({})).default(() => ({})),
  }),
  vector: section({
    enabled: boolean().default(false),
    max_buckets: uint().default(10),
    max_indexes: uint().default(5),
    buckets: record(loose({})).default(() => ({})),
  }),
});
