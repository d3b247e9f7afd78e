/** [studio]: read and validated as the CLI does; the local stack starts no Studio. */
import { boolean, port, secret, section, string } from '../fields.ts';

export const studioSchema = section({
  enabled: boolean().default(true),
  port: port().default(54323),
  api_url: string().default('http://127.0.0.1'),
  openai_api_key: secret().optional(),
});
