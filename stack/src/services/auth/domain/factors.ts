/** What every factor type shares: the enrollment rules and the session upgrade after a verified challenge. */
import type pg from 'pg';
import type { AuthContext } from './context.ts';
import { one } from '../infra/db.ts';
import { errors } from '../errors.ts';
import type { Caller } from '../http/guards.ts';
import { addAmrClaim, reissueSession } from './sessions.ts';
import type { FactorRow } from './users.ts';

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
