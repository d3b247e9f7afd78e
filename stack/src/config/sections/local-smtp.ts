/** [local_smtp] (formerly [inbucket]): the mail inbox. */
import { boolean, port, section, string } from '../fields.ts';

export const localSmtpSchema = section({
  enabled: boolean().default(true),
  port: port().default(54324),
  smtp_port: port().default(54325),
  pop3_port: port().default(54326),
  admin_email: string().default('admin@email.com'),
  sender_name: string().default('Admin'),
});
