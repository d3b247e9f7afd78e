import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { z } from 'zod';
import type { AuthContext, AuthReply, AuthRequest } from '../context.ts';
import { one, transaction } from '../db.ts';
import { errors } from '../errors.ts';
import { isUuid, parseBody, requireUser, type Caller, opt } from '../guards.ts';
import { qrSvg } from '../qr.ts';
import { addAmrClaim, reissueSession } from '../sessions.ts';
import type { FactorRow } from '../users.ts';

const CHALLENGE_TTL_S = 300;
const TOTP_PERIOD_S = 30;

const enrollBody = z.object({
  factor_type: z.enum(['totp', 'phone', 'webauthn'], { error: 'factor_type needs to be totp, phone or webauthn' }),
  friendly_name: opt(z.string()),
  issuer: opt(z.string()),
  phone: opt(z.string()),
});

async function ownFactor(ctx: AuthContext, caller: Caller, id: string | undefined): Promise<FactorRow> {
  const factor =
    id && isUuid(id)
      ? await one<FactorRow>(ctx.db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [id, caller.user.id])
      : undefined;
  if (!factor) throw errors.mfaFactorNotFound();
  return factor;
}

async function verifiedFactorCount(ctx: AuthContext, userId: string): Promise<number> {
  const row = await one<{ count: number }>(
    ctx.db,
    "select count(*)::int as count from auth.mfa_factors where user_id = $1 and status = 'verified'",
    [userId],
  );
  return row?.count ?? 0;
}

/** POST /factors: a new, unverified TOTP factor with its secret, otpauth URI and QR code. */
export async function enroll(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const body = parseBody(enrollBody, request.body);
  if (body.factor_type === 'phone') throw errors.mfaPhoneDisabled();
  if (body.factor_type === 'webauthn') throw errors.mfaWebauthnDisabled();
  if (!ctx.config.mfa.totp.enroll_enabled) throw errors.mfaTotpEnrollDisabled();
  const verified = await verifiedFactorCount(ctx, caller.user.id);
  if (verified > 0 && caller.claims.aal !== 'aal2') throw errors.insufficientAal('AAL2 required to enroll a new factor');
  if (verified >= ctx.config.mfa.max_enrolled_factors) throw errors.mfaTooManyFactors();
  const friendlyName = body.friendly_name ?? '';
  if (friendlyName.trim() !== '') {
    const taken = await one(ctx.db, 'select 1 from auth.mfa_factors where user_id = $1 and friendly_name = $2', [
      caller.user.id,
      friendlyName,
    ]);
    if (taken) throw errors.mfaFriendlyNameExists(friendlyName);
  }
  const issuer = body.issuer || new URL(ctx.siteUrl).hostname;
  const secret = new OTPAuth.Secret({ size: 20 });
  const totp = new OTPAuth.TOTP({
    issuer,
    label: caller.user.email || caller.user.id,
    secret,
    digits: 6,
    period: TOTP_PERIOD_S,
    algorithm: 'SHA1',
  });
  const id = crypto.randomUUID();
  await ctx.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, caller.user.id, friendlyName, secret.base32],
  );
  const uri = totp.toString();
  return {
    body: {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: `data:image/svg+xml;utf-8,${qrSvg(uri)}`, secret: secret.base32, uri },
    },
  };
}

/** POST /factors/{id}/challenge */
export async function challenge(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  const id = crypto.randomUUID();
  const row = await one<{ created_at: Date }>(
    ctx.db,
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3) returning created_at`,
    [id, factor.id, /^[0-9a-f:.]+$/i.test(request.ip) ? request.ip : '0.0.0.0'],
  );
  return { body: { id, type: factor.factor_type, expires_at: Math.floor(row!.created_at.getTime() / 1000) + CHALLENGE_TTL_S } };
}

const verifyBody = z.object({ challenge_id: z.string(), code: z.string() });

/** POST /factors/{id}/verify: a correct, unused code upgrades the session to aal2 and issues new tokens. */
export async function verify(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  const body = parseBody(verifyBody, request.body);
  if (!caller.session) throw errors.sessionNotFound();
  const session = caller.session;
  return transaction(ctx.db, async (db) => {
    const found = isUuid(body.challenge_id)
      ? await one<{ id: string; created_at: Date; verified_at: Date | null }>(
          db,
          'select id, created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2 for update',
          [body.challenge_id, factor.id],
        )
      : undefined;
    if (!found || found.verified_at) throw errors.mfaChallengeNotFound();
    if (found.created_at.getTime() + CHALLENGE_TTL_S * 1000 < Date.now()) throw errors.mfaChallengeExpired(found.id);
    const delta = OTPAuth.TOTP.validate({
      token: body.code,
      secret: OTPAuth.Secret.fromBase32(factor.secret ?? ''),
      period: TOTP_PERIOD_S,
      window: 1,
    });
    if (delta === null) throw errors.mfaVerificationFailed();
    // Each code works once: remember its time step and refuse it (or any earlier one) on this factor again.
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) + delta;
    const used = await one<{ step: string }>(
      db,
      `select max(otp_code::bigint)::text as step from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id
       where f.id = $1 and c.verified_at is not null and c.otp_code ~ '^[0-9]+$'`,
      [factor.id],
    );
    if (used?.step && Number(used.step) >= step) throw errors.mfaVerificationFailed();
    await db.query('update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1', [found.id, String(step)]);
    if (factor.status !== 'verified') {
      await db.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1", [factor.id]);
      // As GoTrue: once a factor is verified, sessions that never passed MFA end.
      await db.query("delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'", [
        caller.user.id,
        session.id,
      ]);
    }
    await db.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id]);
    await addAmrClaim(db, session.id, 'totp');
    return { body: await reissueSession(ctx, db, caller.user, session.id) };
  });
}

/** DELETE /factors/{id}: a verified factor needs an aal2 session to remove. */
export async function unenroll(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  if (factor.status === 'verified' && caller.claims.aal !== 'aal2') throw errors.insufficientAal();
  await transaction(ctx.db, async (db) => {
    await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await db.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factor.id]);
  });
  return { body: { id: factor.id } };
}
