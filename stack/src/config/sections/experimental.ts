/** [experimental]: passed through with little checking. */
import { boolean, loose, secret, string, table } from '../fields.ts';

export const experimentalSchema = loose({
  orioledb_version: string().optional(),
  s3_host: string().optional(),
  s3_region: string().optional(),
  s3_access_key: secret().optional(),
  s3_secret_key: secret().optional(),
  webhooks: table({ enabled: boolean().default(true) }).optional(),
  pgdelta: loose({}).optional(),
  inspect: loose({}).optional(),
}).prefault({});
