/** [api]: the API gateway and PostgREST (apps/cli-go/pkg/config/api.go). */
import { boolean, port, section, string, stringList, uint } from '../fields.ts';

export const apiSchema = section({
  enabled: boolean().default(true),
  port: port().default(54321),
  schemas: stringList().default(() => ['public', 'graphql_public']),
  extra_search_path: stringList().default(() => ['public', 'extensions']),
  max_rows: uint().default(1000),
  auto_expose_new_tables: boolean().optional(),
  external_url: string().optional(),
  tls: section({
    enabled: boolean().default(false),
    cert_path: string().optional(),
    key_path: string().optional(),
  }),
});
