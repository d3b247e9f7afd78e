import crypto from 'node:crypto';
import type { AuthConfig } from '../../../config.ts';
import type { Queryable } from '../infra/db.ts';
import { one, transaction, type Db } from '../infra/db.ts';
import { errors } from '../errors.ts';
import type { UserRow } from './users.ts';

/** Columns of auth.users holding each kind of one-time token, with their `*_sent_at` column. */
export const TOKEN_COLUMNS = {
  confirmation_token: { column: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery_token: { column: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_token_new: { column: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  email_change_token_current: { column: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  reauthentication_token: { column: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
  phone_change_token: { column: 'phone_change_token', sentAt: 'phone_change_sent_at' },
} as const;
export type TokenType = keyof typeof TOKEN_COLUMNS;

export function generateOtp(length: number): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(crypto.randomInt(10));
  return otp;
}

/** GoTrue's token hash (crypto.GenerateTokenHash): what is stored and what goes into links, never the OTP itself. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return crypto
    .createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export interface IssuedToken {
  otp: string;
  hash: string;
}

/** Creates a one-time token for a user: hashed into the users column and auth.one_time_tokens, sent_at set to now. */
export async function issueToken(
  db: Queryable,
  config: AuthConfig,
  user: UserRow,
  type: TokenType,
  relatesTo: string,
  pkce = false,
): Promise<IssuedToken> {
  const otp = generateOtp(config.email.otp_length);
  const hash = (pkce ? 'pkce_' : '') + tokenHash(relatesTo, otp);
  const { column, sentAt } = TOKEN_COLUMNS[type];
  await db.query(`update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [user.id, hash]);
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, type]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, now(), now())`,
    [user.id, type, hash, relatesTo.toLowerCase()],
  );
  return { otp, hash };
}

export async function clearToken(db: Queryable, userId: string, type: TokenType): Promise<void> {
  const { column } = TOKEN_COLUMNS[type];
  await db.query(`update auth.users set ${column} = '' where id = $1`, [userId]);
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
}

/** Throws GoTrue's frequency error when a mail of this kind went to the user less than max_frequency ago. */
export function assertMailFrequency(config: AuthConfig, sentAt: Date | null): void {
  if (!sentAt) return;
  const wait = sentAt.getTime() + config.email.max_frequency_ms - Date.now();
  if (wait > 0) throw errors.emailFrequency(Math.max(1, Math.ceil(wait / 1000)));
}

export function isExpired(config: AuthConfig, sentAt: Date | null): boolean {
  return !sentAt || sentAt.getTime() + config.email.otp_expiry * 1000 < Date.now();
}

/** Finds the token's user by the hash from a link (token_hash), among the given token types. */
export async function findByTokenHash(
  db: Queryable,
  hash: string,
  types: TokenType[],
): Promise<{ user: UserRow; type: TokenType } | undefined> {
  const row = await one<{ user_id: string; token_type: TokenType }>(
    db,
    'select user_id, token_type from auth.one_time_tokens where token_hash = $1 and token_type = any($2::auth.one_time_token_type[])',
    [hash, types],
  );
  if (!row) return undefined;
  const user = await one<UserRow>(db, 'select * from auth.users where id = $1 for update', [row.user_id]);
  if (!user) return undefined;
  // The users column is the source of truth, as in GoTrue; a stale one_time_tokens row must not verify.
  const stored = user[TOKEN_COLUMNS[row.token_type].column];
  return stored && safeEqual(stored, hash) ? { user, type: row.token_type } : undefined;
}

/** Checks an OTP typed by the user against each of the given token columns. */
export function matchOtp(user: UserRow, relatesTo: string, otp: string, types: TokenType[]): TokenType | undefined {
  const plain = tokenHash(relatesTo.toLowerCase(), otp);
  return types.find((type) => {
    const stored = user[TOKEN_COLUMNS[type].column] ?? '';
    return stored !== '' && (safeEqual(stored, plain) || safeEqual(stored, 'pkce_' + plain));
  });
}

// --- Redirects -------------------------------------------------------------------------------------------------

function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i++;
    } else if (char === '*') pattern += '[^./]*';
    else if (char === '?') pattern += '[^./]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** GoTrue's redirect check: site_url's host, or any of additional_redirect_urls (globs); else site_url. */
export function safeRedirect(config: AuthConfig, redirectTo: string | undefined): string {
  if (!redirectTo || !URL.canParse(redirectTo)) return config.site_url;
  const target = new URL(redirectTo);
  const site = new URL(config.site_url);
  if (target.hostname === site.hostname && target.protocol === site.protocol) return redirectTo;
  const bare = redirectTo.split('#')[0]!.split('?')[0]!;
  for (const allowed of config.additional_redirect_urls) {
    if (allowed === redirectTo || allowed === bare || globToRegExp(allowed).test(bare) || globToRegExp(allowed).test(redirectTo))
      return redirectTo;
  }
  return config.site_url;
}

// --- PKCE flow state -----------------------------------------------------------------------------------------

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: 's256' | 'plain';
  code_challenge: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

export interface PkceParams {
  code_challenge?: string | null | undefined;
  code_challenge_method?: string | null | undefined;
}

/** Returns the flow's method when both PKCE parameters are present, throws when only one is, undefined otherwise. */
export function pkceMethod(params: PkceParams): 's256' | 'plain' | undefined {
  const { code_challenge: challenge, code_challenge_method: method } = params;
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw errors.pkceParams();
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') throw errors.validation('Invalid code_challenge_method');
  if (challenge.length < 43 || challenge.length > 128) throw errors.validation('code challenge has to be between 43 and 128 characters');
  return normalized;
}

export async function createFlowState(
  db: Queryable,
  userId: string,
  params: PkceParams,
  method: 's256' | 'plain',
  authenticationMethod: string,
) {
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, $2, $3, $4, 'email', now(), now(), $5)`,
    [userId, crypto.randomUUID(), method, params.code_challenge, authenticationMethod],
  );
}

export function challengeMatches(flow: FlowStateRow, verifier: string): boolean {
  const computed = flow.code_challenge_method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  return safeEqual(computed, flow.code_challenge);
}

/** The PKCE flow an auth code names, locked for its exchange. */
export function lockFlowStateByCode(db: Queryable, authCode: string): Promise<FlowStateRow | undefined> {
  return one<FlowStateRow>(db, 'select * from auth.flow_state where auth_code = $1 for update', [authCode]);
}

/** A PKCE flow is used once: deleted by its exchange. */
export async function deleteFlowState(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.flow_state where id = $1', [id]);
}

/** Hands out the auth code of the user's latest PKCE flow (its issue time starts the exchange's TTL). */
export async function issueFlowStateCode(db: Queryable, userId: string): Promise<string | undefined> {
  const flow = await one<{ auth_code: string }>(
    db,
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 order by created_at desc limit 1) returning id, auth_code`,
    [userId],
  );
  return flow?.auth_code;
}

/** Forgets every one-time token of the user (the rows; the users columns are cleared by their flows). */
export async function deleteOneTimeTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

/** Voids every code the user has pending, mail and SMS: the users columns and the one-time token rows. */
export async function voidPendingCodes(db: Queryable, userId: string, columns: readonly string[]): Promise<void> {
  await db.query(`update auth.users set ${columns.map((column) => `${column} = ''`).join(', ')} where id = $1`, [userId]);
  await deleteOneTimeTokens(db, userId);
}

const FLOW_STATE_TTL_MS = 5 * 60_000;

/** The PKCE grant's flow state for an auth code, checked against the verifier and deleted (single use). */
export async function consumeFlowState(pool: Db, authCode: string, verifier: string): Promise<FlowStateRow> {
  return transaction(pool, async (db) => {
    const row = await lockFlowStateByCode(db, authCode);
    if (!row || !row.user_id) throw errors.flowStateNotFound();
    const issued = row.auth_code_issued_at ?? row.created_at;
    if (issued.getTime() + FLOW_STATE_TTL_MS < Date.now()) throw errors.flowStateExpired();
    if (!challengeMatches(row, verifier)) throw errors.badCodeVerifier();
    await deleteFlowState(db, row.id);
    return row;
  });
}
