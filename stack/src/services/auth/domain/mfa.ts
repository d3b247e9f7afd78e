// Verifying a TOTP or phone factor's challenge (GoTrue's mfa.go verifyTOTPFactor, verifyPhoneFactor): one verify of a
// factor at a time, each code once, a slow-down after wrong codes; a right one raises the session to aal2.
import * as OTPAuth from 'otpauth';
import type { AuthContext, Caller } from './context.ts';
import { transaction } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { totpGuesses } from './attempts.ts';
import { isUuid } from './ids.ts';
import { safeEqual, tokenHash } from './one-time-tokens.ts';
import { signOut } from './sessions.ts';
import { lastTotpStep, lockChallenge, lockFactor, markChallengeVerified, upgradeSession } from './factors.ts';
import type { FactorRow } from './users.ts';

/** How long a challenge stays valid, in seconds. */
export const CHALLENGE_TTL_S = 300;
export const TOTP_PERIOD_S = 30;

/** A code for a TOTP or phone factor's challenge: the upgraded session, or 422 for a wrong, used or late code. */
export async function verifyCodeChallenge(ctx: AuthContext, caller: Caller, factor: FactorRow, challengeId: string, code: string) {
  // Guessing is slow: after 5 wrong codes in 5 minutes the factor takes none for a while, right or wrong.
  if (totpGuesses.exhausted(factor.id)) throw errors.requestRateLimit();
  const outcome = await transaction(ctx.db, async (db) => {
    // One verify of a factor at a time: parallel requests with one code cannot all see it unused.
    await lockFactor(db, factor.id);
    const found = isUuid(challengeId) ? await lockChallenge(db, challengeId, factor.id) : undefined;
    if (!found || found.verified_at) throw errors.mfaChallengeNotFound();
    if (found.created_at.getTime() + CHALLENGE_TTL_S * 1000 < Date.now()) throw errors.mfaChallengeExpired(found.id);
    if (factor.factor_type === 'phone') {
      const valid = Boolean(found.otp_code && safeEqual(found.otp_code, tokenHash(factor.phone ?? '', code)));
      await ctx.hooks.mfaVerificationAttempt(caller.user.id, factor, valid, () => signOut(ctx.db, caller.user.id));
      if (!valid) return 'phone_failed' as const;
      await markChallengeVerified(db, found.id);
      return upgradeSession(ctx, db, caller, factor, 'mfa/phone');
    }
    const delta = OTPAuth.TOTP.validate({
      token: code,
      secret: OTPAuth.Secret.fromBase32(factor.secret ?? ''),
      period: TOTP_PERIOD_S,
      window: 1,
    });
    await ctx.hooks.mfaVerificationAttempt(caller.user.id, factor, delta !== null, () => signOut(ctx.db, caller.user.id));
    if (delta === null) return 'failed' as const;
    // Each code works once: remember its time step and refuse it (or any earlier one) on this factor again.
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) + delta;
    const used = await lastTotpStep(db, factor.id);
    if (used !== undefined && used >= step) return 'failed' as const;
    await markChallengeVerified(db, found.id, step);
    return upgradeSession(ctx, db, caller, factor, 'totp');
  });
  if (typeof outcome !== 'string') {
    totpGuesses.clear(factor.id);
    return outcome;
  }
  totpGuesses.fail(factor.id);
  throw outcome === 'phone_failed' ? errors.mfaPhoneVerificationFailed() : errors.mfaVerificationFailed();
}
