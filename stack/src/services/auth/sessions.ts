import crypto from 'node:crypto';
import type pg from 'pg';
import { signAccessToken } from '../../shared/keys.ts';
import type { AuthContext, AuthRequest } from './context.ts';
import { one, transaction, type Queryable } from './db.ts';
import { errors } from './errors.ts';
import { INSTANCE_ID, findUserById, isBanned, loadUserJson, type UserRow } from './users.ts';

/** GoTrue's authentication method names, as stored in mfa_amr_claims and shown in the `amr` claim. */
export type AuthMethod =
  'password' | 'otp' | 'magiclink' | 'email/signup' | 'recovery' | 'invite' | 'email_change' | 'totp' | 'mfa/phone' | 'anonymous';

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
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
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's legacy refresh token: 12 lowercase alphanumerics (the format its validator accepts). */
function newRefreshTokenString(): string {
  let token = '';
  for (let i = 0; i < 12; i++) token += ALPHANUMERIC[crypto.randomInt(ALPHANUMERIC.length)];
  return token;
}

async function insertRefreshToken(db: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
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
  request: Pick<AuthRequest, 'headers' | 'ip'>,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = crypto.randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, request.headers['user-agent'] ?? null, ipOrNull(request.ip)],
  );
  await addAmrClaim(db, sessionId, method);
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  await db.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [user.id]);
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

/** The access token GoTrue issues (GenerateAccessToken): aal and amr from the session's claims. */
export async function accessToken(ctx: AuthContext, db: Queryable, user: UserRow, sessionId: string) {
  const session = await one<SessionRow>(db, 'select * from auth.sessions where id = $1', [sessionId]);
  const { rows: claims } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ctx.config.jwt_expiry;
  const token = await signAccessToken(ctx.keys, {
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
    aal: session?.aal ?? 'aal1',
    amr: claims.map((claim) => ({ method: claim.authentication_method, timestamp: Math.floor(claim.updated_at.getTime() / 1000) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
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
export async function signIn(ctx: AuthContext, user: UserRow, method: AuthMethod, request: AuthRequest): Promise<SessionResponse> {
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

/** The refresh_token grant, GoTrue's legacy (12-character) token algorithm with rotation and reuse detection. */
export async function refreshGrant(ctx: AuthContext, tokenString: string, request: AuthRequest): Promise<SessionResponse> {
  if (!/^[a-z0-9]{12}$/.test(tokenString)) throw errors.refreshTokenInvalid();
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
