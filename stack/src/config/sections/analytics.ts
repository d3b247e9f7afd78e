/** [analytics]: read and validated as the CLI does; the local stack starts no analytics service. */
import { boolean, oneOf, port, section, string } from '../fields.ts';

export const analyticsSchema = section({
  enabled: boolean().default(true),
  port: port().default(54327),
  backend: oneOf(['postgres', 'bigquery']).default('postgres'),
  gcp_project_id: string().default(''),
  gcp_project_number: string().default(''),
  gcp_jwt_path: string().default(''),
  vector_port: port().optional(),
});
