import type { AuthConfig } from '../../../config.ts';
import type { JwtVerifier, StackKeys } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import type { Db } from '../infra/db.ts';
import type { AuthHooks } from './hooks.ts';
import type { RequestLimiter } from './limits.ts';
import type { Mailer } from './mailer.ts';

/** The SMS "provider" of the local stack: the inbox, plus the hourly `[auth.rate_limit] sms_sent` budget. */
export interface SmsOutbox {
  /** Throws 429 over_sms_send_rate_limit once `sms_sent` messages went out in the last hour. */
  reserve(): void;
  /** Delivers one SMS; resolves to the provider's message id. */
  deliver(phone: string, message: string, kind: string): Promise<string>;
  close(): void;
}

/** What every handler gets: settings, keys, the database (as supabase_auth_admin), the mailer and the SMS outbox. */
export interface AuthContext {
  config: AuthConfig;
  siteUrl: string;
  keys: StackKeys;
  verifyJwt: JwtVerifier;
  db: Db;
  mailer: Mailer;
  sms: SmsOutbox;
  limit: RequestLimiter;
  /** `[auth.hook.*]`: the hooks GoTrue would call (domain/hooks.ts). */
  hooks: AuthHooks;
  log: Logger;
}
