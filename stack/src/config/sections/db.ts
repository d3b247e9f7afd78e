/** [db]: Postgres, migrations and seeds (apps/cli-go/pkg/config/db.go). */
import { z } from 'zod';
import { boolean, duration, expected, oneOf, oneOfIntegers, port, record, secret, section, stringList, table, uint } from '../fields.ts';

export const dbSchema = section({
  port: port().default(54322),
  shadow_port: port().default(54320),
  health_timeout: duration().default('2m'),
  major_version: oneOfIntegers([13, 14, 15, 17]).default(17),
  root_key: secret().optional(),
  pooler: section({
    enabled: boolean().default(false),
    port: port().default(54329),
    pool_mode: oneOf(['transaction', 'session']).default('transaction'),
    default_pool_size: uint().default(20),
    max_client_conn: uint().default(100),
  }),
  migrations: section({
    enabled: boolean().default(true),
    schema_paths: stringList().default(() => []),
  }),
  seed: section({
    enabled: boolean().default(true),
    sql_paths: stringList().default(() => ['./seed.sql']),
  }),
  // Postgres settings (max_connections, work_mem, ...) are passed through as written.
  settings: record(z.union([z.string(), z.number(), z.boolean()], { error: expected('a string, number or boolean') })).optional(),
  network_restrictions: section({
    enabled: boolean().default(false),
    allowed_cidrs: stringList().default(() => ['0.0.0.0/0']),
    allowed_cidrs_v6: stringList().default(() => ['::/0']),
  }),
  ssl_enforcement: table({ enabled: boolean().default(false) }).optional(),
  vault: record(secret()).default(() => ({})),
});
