// MFA factors: the rows of auth.mfa_factors and auth.mfa_challenges (all the factor SQL of the service), the
// enrollment rules and the session upgrade after a verified challenge. Row functions run on the caller's `db`.
import type pg from 'pg';
import type { AuthContext } from './context.ts';
import type { Caller } from './sessions.ts';
import { one, transaction, type Queryable } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { addAmrClaim, reissueSession } from './sessions.ts';
import type { FactorRow } from './users.ts';
import type { SessionData, StoredCredential } from './webauthn.ts';

/** The user's factors of type phone for this number (a verified one blocks a second enrollment). */
export async function phoneFactorsFor(db: Queryable, userId: string, phone: string): Promise<{ id: string; status: string }[]> {
  const { rows } = await db.query<{ id: string; status: string }>(
    "select id, status from auth.mfa_factors where user_id = $1 and factor_type = 'phone' and phone = $2",
    [userId, phone],
  );
  return rows;
}

export async function deleteFactors(db: Queryable, ids: string[]): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = any($1::uuid[])', [ids]);
}

/**
 * A new, unverified factor: a TOTP one with its secret, a phone one with its number, a WebAuthn one with neither (its
 * key comes with the first challenge).
 */
export async function insertUnverifiedFactor(
  db: Queryable,
  factor: { id: string; userId: string; friendlyName: string; type: 'totp' | 'phone' | 'webauthn'; secret?: string; phone?: string },
): Promise<void> {
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
     values ($1, $2, $3, $4, 'unverified', now(), now(), $5, $6)`,
    [factor.id, factor.userId, factor.friendlyName, factor.type, factor.secret ?? null, factor.phone ?? null],
  );
}

/**
 * A challenge of the factor, stamped in SQL with its microseconds, and the factor's `last_challenged_at` (UNIQUE, as in
 * Supabase's schema) set to it; returns that time.
 */
export async function insertChallenge(
  db: Queryable,
  challenge: { id: string; factorId: string; ip: string; otpHash: string | null; webauthnSession: string | null },
): Promise<Date | undefined> {
  const row = await one<{ created_at: Date }>(
    db,
    `with challenge as (
       insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, otp_code, web_authn_session_data)
       values ($1, $2, clock_timestamp(), $3, $4, $5) returning created_at
     )
     update auth.mfa_factors f set last_challenged_at = challenge.created_at from challenge where f.id = $2
     returning challenge.created_at`,
    [challenge.id, challenge.factorId, challenge.ip, challenge.otpHash, challenge.webauthnSession],
  );
  return row?.created_at;
}

/** Locks the factor for one verification at a time. */
export async function lockFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query('select id from auth.mfa_factors where id = $1 for update', [factorId]);
}

export interface ChallengeState {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  otp_code: string | null;
}

/** The factor's challenge, locked. */
export function lockChallenge(db: Queryable, challengeId: string, factorId: string): Promise<ChallengeState | undefined> {
  return one<ChallengeState>(
    db,
    'select id, created_at, verified_at, otp_code from auth.mfa_challenges where id = $1 and factor_id = $2 for update',
    [challengeId, factorId],
  );
}

/** Marks the challenge verified; for TOTP it keeps the time step used, so the code works once. */
export async function markChallengeVerified(db: Queryable, challengeId: string, totpStep?: number): Promise<void> {
  if (totpStep === undefined) await db.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  else await db.query('update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1', [challengeId, String(totpStep)]);
}

/** The latest TOTP time step a verified challenge of the factor used, if any. */
export async function lastTotpStep(db: Queryable, factorId: string): Promise<number | undefined> {
  const used = await one<{ step: string | null }>(
    db,
    `select max(otp_code::bigint)::text as step from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id
     where f.id = $1 and c.verified_at is not null and c.otp_code ~ '^[0-9]+$'`,
    [factorId],
  );
  return used?.step ? Number(used.step) : undefined;
}

/** The keys of the user's verified WebAuthn factors (GoTrue's User.WebAuthnCredentials). */
export async function verifiedWebauthnKeys(db: Queryable, userId: string): Promise<{ factorId: string; stored: StoredCredential }[]> {
  const { rows } = await db.query<{ id: string; web_authn_credential: StoredCredential }>(
    `select id, web_authn_credential from auth.mfa_factors
     where user_id = $1 and factor_type = 'webauthn' and status = 'verified' and web_authn_credential is not null
     order by created_at`,
    [userId],
  );
  return rows.map((row) => ({ factorId: row.id, stored: row.web_authn_credential }));
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string;
  web_authn_session_data: SessionData | null;
}

export function findChallenge(db: Queryable, challengeId: string, factorId: string): Promise<ChallengeRow | undefined> {
  return one<ChallengeRow>(db, 'select * from auth.mfa_challenges where id = $1 and factor_id = $2', [challengeId, factorId]);
}

/** Deletes the challenge; false when it was already gone (consumed by a parallel verify). */
export async function deleteChallenge(db: Queryable, challengeId: string): Promise<boolean> {
  return (await db.query('delete from auth.mfa_challenges where id = $1', [challengeId])).rowCount === 1;
}

/** The key registered with a WebAuthn factor's first verification. */
export async function storeWebauthnKey(db: Queryable, factorId: string, stored: StoredCredential, aaguid: string | null): Promise<void> {
  await db.query('update auth.mfa_factors set web_authn_credential = $2, web_authn_aaguid = $3, updated_at = now() where id = $1', [
    factorId,
    JSON.stringify(stored),
    aaguid,
  ]);
}

/** The stored signature counter of a factor's key, the factor locked. */
export async function lockWebauthnSignCount(db: Queryable, factorId: string): Promise<number | undefined> {
  const stored = await one<{ count: number }>(
    db,
    "select (web_authn_credential->'authenticator'->>'signCount')::bigint as count from auth.mfa_factors where id = $1 for update",
    [factorId],
  );
  return stored ? Number(stored.count) : undefined;
}

export async function setWebauthnSignCount(db: Queryable, factorId: string, counter: number): Promise<void> {
  await db.query(
    `update auth.mfa_factors set web_authn_credential = jsonb_set(web_authn_credential, '{authenticator,signCount}', to_jsonb($2::bigint)),
       updated_at = now() where id = $1`,
    [factorId, counter],
  );
}

/** GoTrue keeps the last WebAuthn challenge and answer on the factor. */
export async function recordLastWebauthnChallenge(db: Queryable, factorId: string, data: unknown): Promise<void> {
  await db.query('update auth.mfa_factors set last_webauthn_challenge_data = $2, updated_at = now() where id = $1', [
    factorId,
    JSON.stringify(data),
  ]);
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  return (await one(db, "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [userId])) !== undefined;
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId])).rows;
}

export function findFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow | undefined> {
  return one<FactorRow>(db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId]);
}

export async function renameFactor(db: Queryable, factorId: string, friendlyName: string | null): Promise<FactorRow> {
  return (await one<FactorRow>(
    db,
    'update auth.mfa_factors set friendly_name = coalesce($2, friendly_name), updated_at = now() where id = $1 returning *',
    [factorId, friendlyName],
  ))!;
}

/** Deletes a factor; the sessions it raised to aal2 go back to aal1 (and are stamped as updated). */
export async function removeFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factorId]);
  await db.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId]);
}

async function verifiedFactorCount(ctx: AuthContext, userId: string): Promise<number> {
  const row = await one<{ count: number }>(
    ctx.db,
    "select count(*)::int as count from auth.mfa_factors where user_id = $1 and status = 'verified'",
    [userId],
  );
  return row?.count ?? 0;
}

/** GoTrue's validateFactors: aal2 once a factor is verified, max_enrolled_factors, unique friendly names. */
export async function assertMayEnroll(ctx: AuthContext, caller: Caller, friendlyName: string): Promise<void> {
  const verified = await verifiedFactorCount(ctx, caller.user.id);
  if (verified > 0 && caller.claims.aal !== 'aal2') throw errors.insufficientAal('AAL2 required to enroll a new factor');
  if (verified >= ctx.config.mfa.max_enrolled_factors) throw errors.mfaTooManyFactors();
  // As GoTrue: the cap counts unverified factors too, so enroll cannot pile up rows that are never verified.
  const all = await one<{ count: string }>(ctx.db, 'select count(*) from auth.mfa_factors where user_id = $1', [caller.user.id]);
  if (Number(all?.count ?? 0) >= ctx.config.mfa.max_enrolled_factors) throw errors.mfaTooManyFactors();
  if (friendlyName.trim() !== '') {
    const taken = await one(ctx.db, 'select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2', [
      caller.user.id,
      friendlyName,
    ]);
    if (taken) throw errors.mfaFriendlyNameExists(friendlyName);
  }
}

/** A verified challenge: the factor becomes verified, the session aal2 with the factor's amr entry and new tokens. */
export async function upgradeSession(
  ctx: AuthContext,
  db: pg.PoolClient,
  caller: Caller,
  factor: FactorRow,
  method: 'totp' | 'mfa/phone' | 'mfa/webauthn',
) {
  const session = caller.session!;
  if (factor.status !== 'verified') {
    await db.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
    // As GoTrue: once a factor is verified, sessions that never passed MFA end, and other unverified factors of its type go.
    await db.query("delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'", [
      caller.user.id,
      session.id,
    ]);
    await db.query("delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3", [
      caller.user.id,
      factor.factor_type,
      factor.id,
    ]);
  }
  await db.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id]);
  await addAmrClaim(db, session.id, method);
  return reissueSession(ctx, db, caller.user, session.id);
}

/** Unenrolls a factor in its own transaction (the user's DELETE /factors/{id}, the admin's). */
export async function unenrollFactor(ctx: AuthContext, factorId: string): Promise<void> {
  await transaction(ctx.db, (db) => removeFactor(db, factorId));
}
