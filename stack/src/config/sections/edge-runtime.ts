/** [edge_runtime]: the Deno runtime of the edge functions. */
import { boolean, oneOf, oneOfIntegers, port, record, secret, section } from '../fields.ts';

export const edgeRuntimeSchema = section({
  enabled: boolean().default(true),
  policy: oneOf(['per_worker', 'oneshot']).default('per_worker'),
  inspector_port: port().default(8083),
  deno_version: oneOfIntegers([1, 2]).default(2),
  secrets: record(secret()).default(() => ({})),
});
