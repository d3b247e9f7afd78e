/**
 * OAuth 2.1 server, the token side, as GoTrue (internal/api/oauthserver/auth.go for client credentials, handlers.go
 * for the grants and userinfo, internal/tokens/service.go for sessions and ID tokens): who the client is, exchanging an
 * approved code for a session bound to the client, and the claims the granted scopes allow. Knows nothing of HTTP.
 */
import crypto from 'node:crypto';
import * as jose from 'jose';
import type pg from 'pg';
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import { one, transaction, type Queryable } from '../infra/db.ts';
import { AuthError, OAuthProtocolError } from '../errors.ts';
import type { AuthorizationRow } from './oauth-authorizations.ts';
import { lockAuthorizationForExchange, parseScopes } from './oauth-authorizations.ts';
import type { OAuthClientRow } from './oauth-clients.ts';
import { findClient, goUuid, secretHash } from './oauth-clients.ts';
import { accessToken, audit, insertRefreshToken } from './sessions.ts';
import { safeEqual } from './one-time-tokens.ts';
import { findUserById, type UserRow } from './users.ts';

/** The requireOAuthClientAuth middleware's errors: GoTrue's usual body with error code invalid_credentials. */
export const credentialsError = (message: string) => new AuthError(400, 'invalid_credentials', message);

/** What a client presented to authenticate (ExtractClientCredentials, read by the http layer). */
export interface ClientCredentials {
  clientId: string;
  secret: string;
  method: string;
}

/** requireOAuthClientAuth: the client, authenticated with the method it registered. */
export async function authenticateClient(db: Queryable, credentials: ClientCredentials): Promise<OAuthClientRow> {
  const id = goUuid(credentials.clientId);
  if (!id) throw credentialsError('Invalid client_id format');
  const client = await findClient(db, id);
  if (!client) throw credentialsError('Invalid client credentials');
  if (client.token_endpoint_auth_method !== credentials.method)
    throw credentialsError(
      `invalid authentication method: client is registered for '${client.token_endpoint_auth_method}' but '${credentials.method}' was used`,
    );
  if (client.client_type === 'public') {
    if (credentials.secret !== '') throw credentialsError('public clients must not provide client_secret');
  } else {
    if (credentials.secret === '') throw credentialsError('confidential clients must provide client_secret');
    if (!client.client_secret_hash || !safeEqual(secretHash(credentials.secret), client.client_secret_hash))
      throw credentialsError('invalid client credentials');
  }
  return client;
}

/** An approved authorization by its code (FindOAuthServerAuthorizationByCode). */
export const approvedByCode = (db: Queryable, code: string) =>
  one<AuthorizationRow & { expired: boolean }>(
    db,
    `select *, expires_at < now() as expired from auth.oauth_authorizations
     where authorization_code = $1 and status = 'approved'`,
    [code],
  );

/** VerifyPKCE; undefined when it passes, else GoTrue's reason. */
export function pkceProblem(authorization: AuthorizationRow, verifier: string): string | undefined {
  if (!authorization.code_challenge) return undefined;
  if (verifier === '') return 'code_verifier is required when PKCE challenge is present';
  const method = (authorization.code_challenge_method ?? '').toLowerCase();
  if (method !== 's256' && method !== 'plain') return 'code challenge method not supported';
  const computed = method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  return safeEqual(computed, authorization.code_challenge) ? undefined : 'code challenge does not match previously saved code verifier';
}

/**
 * Exchanges a locked, approved authorization for a session bound to the client (IssueRefreshToken with the client
 * and the scopes): session, amr claim, sign-in time, audit row, first refresh token; the code is then deleted.
 */
export async function exchangeCode(
  db: pg.PoolClient,
  authorization: AuthorizationRow,
  user: UserRow,
  request: RequestOrigin,
): Promise<{ sessionId: string; refreshToken: string }> {
  await audit(db, user.id, 'login', request.ip, { provider_type: 'oauth_provider_authorization_code', client_id: authorization.client_id });
  const sessionId = crypto.randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip, oauth_client_id, scopes)
     values ($1, $2, now(), now(), 'aal1', $3, $4, $5, $6)`,
    [
      sessionId,
      user.id,
      request.headers['user-agent'] ?? null,
      /^[0-9a-f:.]+$/i.test(request.ip) ? request.ip : null,
      authorization.client_id,
      authorization.scope,
    ],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), 'oauth_provider/authorization_code', gen_random_uuid())`,
    [sessionId],
  );
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  await db.query('delete from auth.oauth_authorizations where id = $1', [authorization.id]);
  return { sessionId, refreshToken };
}

const metadataString = (user: UserRow, key: string): string | undefined => {
  const value = (user.raw_user_meta_data ?? {})[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** The profile claims GoTrue derives from user metadata (name falls back to the address). */
function profileClaims(user: UserRow): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  const name = metadataString(user, 'name') ?? (user.email || undefined);
  if (name) claims.name = name;
  const picture = metadataString(user, 'picture') ?? metadataString(user, 'avatar_url');
  if (picture) claims.picture = picture;
  const username = metadataString(user, 'preferred_username') ?? metadataString(user, 'username');
  if (username) claims.preferred_username = username;
  return claims;
}

/** GenerateIDToken: an OIDC ID token for the client, with the claims its scopes allow, valid one hour. */
export async function idToken(ctx: AuthContext, user: UserRow, clientId: string, scope: string, nonce: string | null): Promise<string> {
  const scopes = parseScopes(scope);
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = {
    iss: ctx.config.jwt_issuer,
    sub: user.id,
    aud: clientId,
    exp: now + 3600,
    iat: now,
    ...(nonce ? { nonce } : {}),
    auth_time: Math.floor((user.last_sign_in_at ?? new Date()).getTime() / 1000),
    email_verified: false,
    phone_number_verified: false,
    client_id: clientId,
  };
  if (scopes.includes('email')) {
    if (user.email) claims.email = user.email;
    claims.email_verified = user.email_confirmed_at !== null;
  }
  if (scopes.includes('phone')) {
    if (user.phone) claims.phone_number = user.phone;
    claims.phone_number_verified = user.phone_confirmed_at !== null;
  }
  if (scopes.includes('profile')) {
    Object.assign(claims, profileClaims(user));
    if (user.updated_at) claims.updated_at = Math.floor(user.updated_at.getTime() / 1000);
  }
  const key = ctx.keys.signingKeys[0]!;
  const { key_ops: _ops, ...jwk } = key;
  const signingKey = await jose.importJWK(jwk, key.alg);
  return new jose.SignJWT(claims as jose.JWTPayload).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(signingKey);
}

/** OAuthUserInfo: `sub`, plus what the session's scopes allow. */
export function userInfo(user: UserRow, scopes: string[]): Record<string, unknown> {
  const info: Record<string, unknown> = { sub: user.id };
  if (scopes.includes('email')) {
    if (user.email) info.email = user.email;
    if (user.email_confirmed_at) info.email_verified = true;
  }
  if (scopes.includes('profile')) {
    Object.assign(info, profileClaims(user));
    if (user.updated_at && user.updated_at.getTime() > 0) info.updated_at = Math.floor(user.updated_at.getTime() / 1000);
    if (user.raw_user_meta_data) info.user_metadata = user.raw_user_meta_data;
  }
  if (scopes.includes('phone')) {
    if (user.phone) info.phone = user.phone;
    if (user.phone_confirmed_at) info.phone_verified = true;
  }
  return info;
}

/** Exchanges an approved authorization (single use: locked, then its code deleted) for a session and its tokens. */
export async function issueForCode(ctx: AuthContext, authorization: AuthorizationRow, user: UserRow, origin: RequestOrigin) {
  return transaction(ctx.db, async (db) => {
    // Single use: of two requests with one code, the second finds the row locked or gone.
    if (!(await lockAuthorizationForExchange(db, authorization.id)))
      throw new OAuthProtocolError('invalid_grant', 'Invalid authorization code');
    const { sessionId, refreshToken } = await exchangeCode(db, authorization, user, origin);
    const fresh = (await findUserById(db, user.id)) ?? user;
    const { token: access } = await accessToken(ctx, db, fresh, sessionId);
    return { access, refreshToken, user: fresh };
  });
}
