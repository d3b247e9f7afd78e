/** [realtime]. */
import { boolean, oneOf, section, uint } from '../fields.ts';

export const realtimeSchema = section({
  enabled: boolean().default(true),
  ip_version: oneOf(['IPv4', 'IPv6']).default('IPv4'),
  max_header_length: uint().default(4096),
});
