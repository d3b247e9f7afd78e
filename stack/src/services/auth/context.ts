import type { AuthConfig } from '../../config.ts';
import type { JwtVerifier, StackKeys } from '../../shared/keys.ts';
import type { Logger } from '../../shared/log.ts';
import type { Db } from './db.ts';
import type { RequestLimiter } from './limits.ts';
import type { Mailer } from './mailer.ts';
import type { SmsOutbox } from './phone.ts';

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
  log: Logger;
}

/** A request as handlers see it: already parsed, free of Fastify. */
export interface AuthRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  headers: Record<string, string | undefined>;
  ip: string;
}

export interface AuthReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A 303 redirect (GET /verify). */
  redirect?: string;
}
