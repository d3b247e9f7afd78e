/** [functions.<slug>]: one table per edge function. */
import { boolean, string, stringList, table } from '../fields.ts';

export const functionSchema = table({
  enabled: boolean().default(true),
  verify_jwt: boolean().default(true),
  import_map: string().optional(),
  entrypoint: string().optional(),
  static_files: stringList().default(() => []),
});
