import crypto from 'node:crypto';
import * as jose from 'jose';
import type { JWTPayload } from 'jose';
import type pg from 'pg';
import type { StackKeys } from '../../../shared/keys.ts';
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import { one, transaction, type Queryable } from '../infra/db.ts';
import { errors, OAuthProtocolError } from '../errors.ts';
import { INSTANCE_ID, findUserById, isBanned, loadUserJson, userJson, type FactorRow, type IdentityRow, type UserRow } from './users.ts';

/** GoTrue's authentication method names, as stored in mfa_amr_claims and shown in the `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'email/signup'
  | 'recovery'
  | 'invite'
  | 'email_change'
  | 'totp'
  | 'mfa/phone'
  | 'mfa/webauthn'
  | 'passkey'
  | 'anonymous';

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

/** A signed-in caller: the verified claims of its token, its user and (when the token names one) its session. */
export interface Caller {
  claims: JWTPayload & { role?: string; session_id?: string; aal?: string };
  user: UserRow;
  session: SessionRow | undefined;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2' | 'aal3' | null;
  factor_id: string | null;
  not_after: Date | null;
  created_at: Date;
  refreshed_at: Date | null;
  /** refreshed_at is a timestamp without time zone in GoTrue's schema (UTC), so it is read as epoch milliseconds. */
  last_active_ms?: number;
  /** OAuth 2.1 server: the client the session was issued to, and the scopes granted (oauth-server-grants.ts). */
  oauth_client_id?: string | null;
  scopes?: string | null;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's legacy refresh token: 12 lowercase alphanumerics (the format its validator accepts). */
function newRefreshTokenString(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += ALPHANUMERIC[crypto.randomInt(ALPHANUMERIC.length)];
  return token;
}

export async function insertRefreshToken(db: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshTokenString();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

export async function addAmrClaim(db: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** Starts a session (row, amr claim, first refresh token) inside the caller's transaction. */
export async function startSession(
  db: pg.PoolClient,
  user: UserRow,
  method: AuthMethod,
  request: RequestOrigin,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = crypto.randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, request.headers['user-agent'] ?? null, ipOrNull(request.ip)],
  );
  await addAmrClaim(db, sessionId, method);
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  await db.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider in ('email', 'phone')", [user.id]);
  await audit(db, user.id, 'login', request.ip, { provider: 'email', method });
  return { sessionId, refreshToken: await insertRefreshToken(db, user.id, sessionId, null) };
}

function ipOrNull(ip: string): string | null {
  return /^[0-9a-f:.]+$/i.test(ip) ? ip : null;
}

export async function audit(db: Queryable, actorId: string, action: string, ip: string, traits: Record<string, unknown> = {}) {
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values ($1, gen_random_uuid(), $2, now(), $3)`,
    [INSTANCE_ID, { actor_id: actorId, action, log_type: action === 'login' ? 'account' : 'user', traits }, ip.slice(0, 64)],
  );
}

type Signer = (claims: jose.JWTPayload) => Promise<string>;
const signers = new WeakMap<StackKeys, Promise<Signer>>();

/** Signs with the first signing key, imported once per key set (importing costs more than signing). */
function signerFor(keys: StackKeys): Promise<Signer> {
  let signer = signers.get(keys);
  if (!signer) {
    const key = keys.signingKeys[0]!;
    // WebCrypto refuses a private key whose key_ops include "verify", as the CLI's key files have them.
    const { key_ops: _ops, ...jwk } = key;
    signer = jose
      .importJWK(jwk, key.alg)
      .then(
        (imported) => (claims) => new jose.SignJWT(claims).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(imported),
      );
    signers.set(keys, signer);
  }
  return signer;
}

interface AmrClaim {
  authentication_method: string;
  updated_at: Date;
}

/** The access token GoTrue issues (GenerateAccessToken): aal and amr from the session's claims. */
export async function accessToken(ctx: AuthContext, db: Queryable, user: UserRow, sessionId: string) {
  const session = await one<SessionRow>(db, 'select * from auth.sessions where id = $1', [sessionId]);
  const { rows: claims } = await db.query<AmrClaim>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  // OAuth 2.1 server sessions carry the client and the granted scopes (GoTrue's client_id and scope claims).
  const oauth = session?.oauth_client_id
    ? { client_id: session.oauth_client_id, ...(session.scopes ? { scope: session.scopes } : {}) }
    : {};
  return signFor(ctx, user, sessionId, session?.aal ?? 'aal1', claims, oauth);
}

// `method` is GoTrue's authentication_method for the custom access token hook; by default the session's newest amr.
async function signFor(ctx: AuthContext, user: UserRow, sessionId: string, aal: string, claims: AmrClaim[], oauth = {}, method?: string) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.config.jwt_expiry;
  const sign = await signerFor(ctx.keys);
  const gotrueClaims = {
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: now,
    iss: ctx.config.jwt_issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr: claims.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(claim.updated_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
    ...oauth,
  };
  const token = await sign(await ctx.hooks.customizeAccessToken(user.id, gotrueClaims, method ?? claims[0]?.authentication_method ?? ''));
  return { token, expiresAt };
}

/** The body of every endpoint that hands out a session. */
export async function sessionResponse(ctx: AuthContext, db: Queryable, user: UserRow, sessionId: string, refreshToken: string) {
  const fresh = (await findUserById(db, user.id)) ?? user;
  const { token, expiresAt } = await accessToken(ctx, db, fresh, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwt_expiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(db, fresh),
  };
}
export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

/** Signs a user in with a new session in one transaction. */
export async function signIn(ctx: AuthContext, user: UserRow, method: AuthMethod, request: RequestOrigin): Promise<SessionResponse> {
  return transaction(ctx.db, async (db) => {
    const { sessionId, refreshToken } = await startSession(db, user, method, request);
    return sessionResponse(ctx, db, user, sessionId, refreshToken);
  });
}

class CommittedError extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}

/**
 * The common case of a refresh in one statement (so no explicit transaction): an active token of a live session of
 * an unbanned user is revoked and its child issued, the session touched and the refresh audited, and the user, the
 * session's aal and amr, identities and factors come back. The UPDATE's row lock orders concurrent uses of one token;
 * the loser finds it revoked and takes the full path below, as does every token or session that fails a check.
 */
const FAST_REFRESH = `
with rotated as (
  update auth.refresh_tokens t set revoked = true, updated_at = now()
  from auth.sessions s, auth.users u
  where t.token = $1 and not t.revoked and s.id = t.session_id and u.id = t.user_id::uuid and u.deleted_at is null
    and (u.banned_until is null or u.banned_until <= now())
    and s.oauth_client_id is null
    and (s.not_after is null or s.not_after >= now())
    and ($2::float8 = 0 or s.created_at + $2::float8 * interval '1 millisecond' >= now())
    and ($3::float8 = 0 or coalesce(s.refreshed_at at time zone 'utc', s.created_at) + $3::float8 * interval '1 millisecond' >= now())
  returning t.token, t.user_id, t.session_id
), issued as (
  insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
  select $4::uuid, $5, user_id, false, now(), now(), token, session_id from rotated
  returning token
), touched as (
  update auth.sessions s set refreshed_at = now(), updated_at = now(), user_agent = coalesce($6, s.user_agent)
  from rotated where s.id = rotated.session_id
  returning s.id, s.aal
), logged as (
  insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
  select $4::uuid, gen_random_uuid(),
    json_build_object('actor_id', user_id, 'action', 'token_refreshed', 'log_type', 'user', 'traits', json_build_object()), now(), $7
  from rotated
)
select u.*, touched.id as refreshed_session_id, touched.aal as refreshed_aal, (select token from issued) as refreshed_token,
  (select coalesce(json_agg(json_build_object('authentication_method', c.authentication_method, 'updated_at', c.updated_at)
     order by c.updated_at desc), '[]') from auth.mfa_amr_claims c where c.session_id = touched.id) as refreshed_amr,
  (select coalesce(json_agg(i order by i.created_at), '[]') from auth.identities i where i.user_id = u.id) as refreshed_identities,
  (select coalesce(json_agg(f order by f.created_at), '[]') from auth.mfa_factors f where f.user_id = u.id) as refreshed_factors
from touched join rotated on rotated.session_id = touched.id join auth.users u on u.id = rotated.user_id::uuid`;

interface FastRefreshRow extends UserRow {
  refreshed_session_id: string;
  refreshed_aal: string | null;
  refreshed_token: string;
  refreshed_amr: Record<string, unknown>[];
  refreshed_identities: Record<string, unknown>[];
  refreshed_factors: Record<string, unknown>[];
}

/** Rows built with json_agg carry timestamps as strings; the serializers expect Dates, as the driver gives them. */
function withDates<T>(row: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(copy)) if (key.endsWith('_at') && typeof value === 'string') copy[key] = new Date(value);
  return copy as T;
}

async function fastRefresh(ctx: AuthContext, tokenString: string, request: RequestOrigin): Promise<SessionResponse | undefined> {
  const { rows } = await ctx.db.query<FastRefreshRow>({
    name: 'auth_fast_refresh',
    text: FAST_REFRESH,
    values: [
      tokenString,
      ctx.config.sessions.timebox_ms,
      ctx.config.sessions.inactivity_timeout_ms,
      INSTANCE_ID,
      newRefreshTokenString(),
      request.headers['user-agent'] ?? null,
      request.ip.slice(0, 64),
    ],
  });
  const row = rows[0];
  if (!row) return undefined;
  const {
    refreshed_session_id: sessionId,
    refreshed_aal,
    refreshed_token,
    refreshed_amr,
    refreshed_identities,
    refreshed_factors,
    ...user
  } = row;
  const claims = refreshed_amr.map((claim) => withDates<AmrClaim>(claim));
  const { token, expiresAt } = await signFor(ctx, user, sessionId, refreshed_aal ?? 'aal1', claims, {}, 'token_refresh');
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwt_expiry,
    expires_at: expiresAt,
    refresh_token: refreshed_token,
    user: userJson(
      user,
      refreshed_identities.map((identity) => withDates<IdentityRow>(identity)),
      refreshed_factors.map((factor) => withDates<FactorRow>(factor)),
    ),
  };
}

/**
 * The refresh_token grant, GoTrue's legacy (12-character) token algorithm with rotation and reuse detection.
 * `oauthClientId` is the client authenticated at the OAuth 2.1 server's token endpoint: a session issued to a client
 * is refreshed only by that client, and other sessions only without one (GoTrue's RefreshTokenGrant).
 */
export async function refreshGrant(
  ctx: AuthContext,
  tokenString: string,
  request: RequestOrigin,
  oauthClientId?: string,
): Promise<SessionResponse> {
  if (!/^[a-z0-9]{12}$/.test(tokenString)) throw errors.refreshTokenInvalid();
  const fast = oauthClientId === undefined ? await fastRefresh(ctx, tokenString, request) : undefined;
  if (fast) return fast;
  try {
    return await transaction(
      ctx.db,
      async (db) => {
        const token = await one<RefreshTokenRow>(db, 'select * from auth.refresh_tokens where token = $1 for update', [tokenString]);
        if (!token) throw errors.refreshTokenNotFound();
        const user = await findUserById(db, token.user_id);
        if (!user) throw errors.refreshTokenNotFound();
        if (isBanned(user)) throw errors.validation('Invalid Refresh Token: User Banned');
        const session = token.session_id
          ? await one<SessionRow>(
              db,
              `select *, (extract(epoch from coalesce(refreshed_at at time zone 'utc', created_at)) * 1000)::float8 as last_active_ms
             from auth.sessions where id = $1 for update`,
              [token.session_id],
            )
          : undefined;
        if (!session) throw errors.refreshSessionNotFound();
        if (session.not_after && session.not_after.getTime() < Date.now()) throw errors.refreshSessionNotFound();
        const timebox = ctx.config.sessions.timebox_ms;
        if (timebox > 0 && session.created_at.getTime() + timebox < Date.now()) throw errors.sessionExpired();
        const inactivity = ctx.config.sessions.inactivity_timeout_ms;
        if (inactivity > 0 && session.last_active_ms! + inactivity < Date.now()) throw errors.sessionExpired();
        if (session.oauth_client_id && !oauthClientId)
          throw new OAuthProtocolError('invalid_client', 'Client authentication required for OAuth session');
        if (session.oauth_client_id && session.oauth_client_id !== oauthClientId)
          throw new OAuthProtocolError('invalid_client', "Client does not match the session's OAuth client");
        if (!session.oauth_client_id && oauthClientId)
          throw new OAuthProtocolError('invalid_client', 'Client authentication not allowed for non-OAuth session');

        let issued: string | undefined;
        if (token.revoked) {
          const active = await one<RefreshTokenRow>(
            db,
            'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
            [session.id],
          );
          if (active && active.parent === token.token) {
            // The client lost the answer to its last refresh: hand back the token it missed.
            issued = active.token;
          } else if (Date.now() > token.updated_at.getTime() + ctx.config.refresh_token_reuse_interval * 1000) {
            if (ctx.config.enable_refresh_token_rotation) {
              await db.query(
                'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
                [session.id],
              );
              // The family revocation renews every token's updated_at, which alone would let the newest one be swapped
              // again within the reuse interval; ending the session's refreshes (not_after) cuts the thief off for good.
              await db.query('update auth.sessions set not_after = now(), updated_at = now() where id = $1', [session.id]);
            }
            throw new CommittedError(errors.refreshTokenAlreadyUsed());
          }
        }
        if (!issued) {
          await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [token.id]);
          issued = await insertRefreshToken(db, user.id, session.id, token.token);
        }
        await db.query(
          'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = coalesce($2, user_agent) where id = $1',
          [session.id, request.headers['user-agent'] ?? null],
        );
        await audit(db, user.id, 'token_refreshed', request.ip);
        return sessionResponse(ctx, db, user, session.id, issued);
      },
      { commitOn: CommittedError },
    );
  } catch (error) {
    if (error instanceof CommittedError) throw error.error;
    throw error;
  }
}

/** Issues a fresh refresh token for an existing session (after MFA verification), revoking the old ones. */
export async function reissueSession(ctx: AuthContext, db: pg.PoolClient, user: UserRow, sessionId: string): Promise<SessionResponse> {
  const { rows } = await db.query<{ token: string }>(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false returning token',
    [sessionId],
  );
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, rows.at(-1)?.token ?? null);
  return sessionResponse(ctx, db, user, sessionId, refreshToken);
}

/** Ends the user's sessions: all of them, or all but `keep`. */
export async function signOut(db: Queryable, userId: string, keep?: string | null): Promise<void> {
  if (keep === undefined) await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, keep]);
}

export async function endSession(db: Queryable, sessionId: string | null): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}

export function findSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  return one<SessionRow>(db, 'select * from auth.sessions where id = $1', [sessionId]);
}
