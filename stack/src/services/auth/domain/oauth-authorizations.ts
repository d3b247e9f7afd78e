/**
 * OAuth 2.1 server authorizations and consents (`auth.oauth_authorizations`, `auth.oauth_consents`), as GoTrue keeps
 * them (internal/api/oauthserver/authorize.go, internal/models/oauth_authorization.go, oauth_consent.go,
 * oauth_scope.go): the request checks and their messages, the consent a user gives per client, the code an approval
 * yields. Knows nothing of HTTP.
 */
import crypto from 'node:crypto';
import type { Queryable } from '../infra/db.ts';
import { one } from '../infra/db.ts';
import { goParseUrl, goSetQuery } from './go-url.ts';

/** GoTrue's GOTRUE_OAUTH_SERVER_AUTHORIZATION_TTL default; the CLI's config has no key for it. */
export const AUTHORIZATION_TTL_SECONDS = 600;
/** GoTrue's GOTRUE_OAUTH_SERVER_DEFAULT_SCOPE default, used when a request names no scope. */
export const DEFAULT_SCOPE = 'email';
const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'];

export interface AuthorizationRow {
  id: string;
  authorization_id: string;
  client_id: string;
  user_id: string | null;
  redirect_uri: string;
  scope: string;
  state: string | null;
  resource: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  nonce: string | null;
  status: 'pending' | 'approved' | 'denied' | 'expired';
  authorization_code: string | null;
  created_at: Date;
  expires_at: Date;
}

export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state: string;
  resource: string;
  code_challenge: string;
  code_challenge_method: string;
  nonce: string;
}

/** models.ParseScopeString: space separated, blanks dropped. */
export const parseScopes = (scope: string): string[] =>
  scope
    .trim()
    .split(' ')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * validateRemainingAuthorizeParams: fills GoTrue's defaults into `params` and returns the problem GoTrue sends back
 * to the client's redirect URI as `invalid_request`, or undefined.
 */
export function authorizeProblem(params: AuthorizeParams): string | undefined {
  params.response_type ||= 'code';
  params.scope ||= DEFAULT_SCOPE;
  if (params.response_type !== 'code') return 'only response_type=code is supported';
  const scopes = parseScopes(params.scope);
  if (scopes.length === 0) return 'scope parameter cannot be empty';
  const unsupported = scopes.find((scope) => !SUPPORTED_SCOPES.includes(scope));
  if (unsupported !== undefined) return `unsupported scope: ${unsupported}`;
  if (params.resource !== '') {
    const resource = goParseUrl(params.resource);
    if (!resource) return 'resource must be a valid URI';
    if (resource.scheme === '') return 'resource must be an absolute URI';
    if (resource.fragment !== '') return 'resource must not include a fragment component';
    if (resource.rawQuery !== '') return 'resource must not include a query component';
  }
  // PKCE is mandatory in OAuth 2.1.
  if (params.code_challenge === '' || params.code_challenge_method === '')
    return 'PKCE flow requires both code_challenge and code_challenge_method';
  const method = params.code_challenge_method.toLowerCase();
  if (method !== 's256' && method !== 'plain') return "code_challenge_method must be 'S256' or 'plain'";
  const length = Buffer.byteLength(params.code_challenge, 'utf8');
  if (length < 43 || length > 128) return 'code_challenge must be between 43 and 128 characters';
  return undefined;
}

/** crypto.SecureAlphanumeric(32): lower-case base32 of random bytes, as GoTrue's authorization ids. */
function secureAlphanumeric(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = crypto.randomBytes(Math.ceil((length * 5) / 8));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

const orNull = (value: string) => (value === '' ? null : value);

/** A pending authorization without a user yet; it expires after AUTHORIZATION_TTL_SECONDS. */
export async function createAuthorization(db: Queryable, clientId: string, params: AuthorizeParams): Promise<AuthorizationRow> {
  const row = await one<AuthorizationRow>(
    db,
    `insert into auth.oauth_authorizations
       (id, authorization_id, client_id, redirect_uri, scope, state, resource, code_challenge, code_challenge_method,
        nonce, response_type, status, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::auth.code_challenge_method, $10, 'code', 'pending', now(),
             now() + make_interval(secs => $11))
     returning *`,
    [
      crypto.randomUUID(),
      secureAlphanumeric(32),
      clientId,
      params.redirect_uri,
      params.scope,
      orNull(params.state),
      orNull(params.resource),
      orNull(params.code_challenge),
      orNull(params.code_challenge_method.toLowerCase()),
      orNull(params.nonce),
      AUTHORIZATION_TTL_SECONDS,
    ],
  );
  return row!;
}

/** FindOAuthServerAuthorizationByIDForUpdate: a row another request holds counts as not found (SKIP LOCKED). */
export const lockAuthorization = (db: Queryable, authorizationId: string) =>
  one<AuthorizationRow & { expired: boolean }>(
    db,
    `select *, expires_at < now() as expired from auth.oauth_authorizations
     where authorization_id = $1 limit 1 for update skip locked`,
    [authorizationId],
  );

export async function markExpired(db: Queryable, id: string): Promise<void> {
  await db.query("update auth.oauth_authorizations set status = 'expired' where id = $1 and status = 'pending'", [id]);
}

export async function setUser(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query('update auth.oauth_authorizations set user_id = $2 where id = $1', [id, userId]);
}

/** Approve: status, time and a fresh single-use code (a UUID, stored as GoTrue stores it). */
export async function approve(db: Queryable, id: string): Promise<AuthorizationRow> {
  const row = await one<AuthorizationRow>(
    db,
    `update auth.oauth_authorizations
     set status = 'approved', approved_at = now(), authorization_code = coalesce(authorization_code, $2)
     where id = $1 returning *`,
    [id, crypto.randomUUID()],
  );
  return row!;
}

export async function deny(db: Queryable, id: string): Promise<void> {
  await db.query("update auth.oauth_authorizations set status = 'denied' where id = $1", [id]);
}

/** buildSuccessRedirectURL: the client's redirect URI with `code` (and `state`) added to its query. */
export function successRedirect(authorization: AuthorizationRow): string {
  const values: Record<string, string> = {};
  if (authorization.authorization_code) values.code = authorization.authorization_code;
  if (authorization.state) values.state = authorization.state;
  return goSetQuery(authorization.redirect_uri, values);
}

/** buildErrorRedirectURL: OAuth 2 errors go back to the client in its redirect URI. */
export function errorRedirect(redirectUri: string, error: string, description: string, state: string): string {
  return goSetQuery(redirectUri, { error, error_description: description, ...(state ? { state } : {}) });
}

// --- consents (what a user granted a client) ---

export interface ConsentRow {
  id: string;
  user_id: string;
  client_id: string;
  scopes: string;
  granted_at: Date;
  revoked_at: Date | null;
}

export const activeConsent = (db: Queryable, userId: string, clientId: string) =>
  one<ConsentRow>(db, 'select * from auth.oauth_consents where user_id = $1 and client_id = $2 and revoked_at is null', [userId, clientId]);

/** consentCoversScopes: every requested scope was granted before. */
export function consentCovers(consent: ConsentRow, scope: string): boolean {
  const granted = new Set(parseScopes(consent.scopes));
  return parseScopes(scope).every((requested) => granted.has(requested));
}

/** UpsertOAuthServerConsent: one row per user and client; a new approval replaces the scopes and un-revokes it. */
export async function upsertConsent(db: Queryable, userId: string, clientId: string, scope: string): Promise<void> {
  await db.query(
    `insert into auth.oauth_consents (id, user_id, client_id, scopes, granted_at)
     values ($1, $2, $3, $4, now())
     on conflict (user_id, client_id) do update set scopes = excluded.scopes, granted_at = now(), revoked_at = null`,
    [crypto.randomUUID(), userId, clientId, parseScopes(scope).join(' ')],
  );
}

/** The user's active consents with their (live) clients, most recent first. */
export async function userGrants(db: Queryable, userId: string) {
  const { rows } = await db.query<{
    client_id: string;
    client_name: string | null;
    client_uri: string | null;
    logo_uri: string | null;
    scopes: string;
    granted_at: Date;
  }>(
    `select c.id as client_id, c.client_name, c.client_uri, c.logo_uri, s.scopes, s.granted_at
     from auth.oauth_consents s join auth.oauth_clients c on c.id = s.client_id and c.deleted_at is null
     where s.user_id = $1 and s.revoked_at is null
     order by s.granted_at desc`,
    [userId],
  );
  return rows;
}

/** Revokes a consent and ends the user's sessions that the client holds (RevokeOAuthSessions). */
export async function revokeConsent(db: Queryable, consentId: string, userId: string, clientId: string): Promise<void> {
  await db.query('update auth.oauth_consents set revoked_at = now() where id = $1', [consentId]);
  await db.query('delete from auth.sessions where user_id = $1 and oauth_client_id = $2', [userId, clientId]);
}

/** Locks the authorization for its single code exchange; false when another request holds it or it is gone. */
export async function lockAuthorizationForExchange(db: Queryable, id: string): Promise<boolean> {
  return (await one(db, 'select id from auth.oauth_authorizations where id = $1 for update skip locked', [id])) !== undefined;
}
