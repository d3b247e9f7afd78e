// Challenging and verifying a factor (GoTrue's mfa.go ChallengeFactor, verifyTOTPFactor, verifyPhoneFactor): a phone
// challenge sends a code; one verify of a factor at a time, each code once, a slow-down after wrong codes; a right one
// raises the session to aal2.
import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { AuthContext } from './context.ts';
import type { Caller } from './sessions.ts';
import { transaction } from '../infra/db.ts';
import { AuthError, errors } from '../errors.ts';
import { totpGuesses } from './attempts.ts';
import { isUuid } from './ids.ts';
import { generateOtp, safeEqual, tokenHash } from './one-time-tokens.ts';
import { assertChannel, renderSms, validatePhone } from './phone.ts';
import { qrSvg } from '../infra/qr.ts';
import type { RequestOrigin } from './origin.ts';
import { webauthnChallengeOptions } from './webauthn-factors.ts';
import { signOut } from './sessions.ts';
import {
  assertMayEnroll,
  deleteFactors,
  insertChallenge,
  insertUnverifiedFactor,
  phoneFactorsFor,
  lastTotpStep,
  lockChallenge,
  lockFactor,
  markChallengeVerified,
  upgradeSession,
} from './factors.ts';
import { findUserById, type FactorRow } from './users.ts';

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

/** POST /factors/{id}/challenge: a phone factor gets a code by SMS, a WebAuthn factor its ceremony's options. */
export async function challengeFactor(
  ctx: AuthContext,
  caller: Caller,
  factor: FactorRow,
  origin: RequestOrigin,
  channel: string | undefined,
) {
  let otpHash: string | null = null;
  if (factor.factor_type === 'phone') otpHash = await sendPhoneChallenge(ctx, factor, channel);
  const webauthn = factor.factor_type === 'webauthn' ? await webauthnChallengeOptions(ctx, caller, factor) : undefined;
  const id = crypto.randomUUID();
  const ip = /^[0-9a-f:.]+$/i.test(origin.ip) ? origin.ip : '0.0.0.0';
  // auth.mfa_factors.last_challenged_at is UNIQUE (as in Supabase's schema). The time is set in SQL with its
  // microseconds (a JS Date would round to milliseconds, and two admins challenged in the same millisecond would
  // collide); in the rare same-microsecond case the statement is simply run again.
  let createdAt: Date | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      const webauthnSession = webauthn ? JSON.stringify(webauthn.session) : null;
      createdAt = await insertChallenge(ctx.db, { id, factorId: factor.id, ip, otpHash, webauthnSession });
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 4) throw error;
    }
  }
  // The factor was removed between the lookup and the challenge.
  if (!createdAt) throw errors.mfaFactorNotFound();
  const expiresAt = Math.floor(createdAt.getTime() / 1000) + CHALLENGE_TTL_S;
  if (webauthn) return { id, type: factor.factor_type, expires_at: expiresAt, webauthn: webauthn.webauthn };
  return { id, type: factor.factor_type, expires_at: expiresAt };
}

/**
 * GoTrue's challengePhoneFactor: a fresh code by SMS on every challenge (test OTPs do not apply to MFA in GoTrue),
 * at most one per `[auth.mfa.phone] max_frequency`. Returns the code's hash, kept on the challenge.
 */
async function sendPhoneChallenge(ctx: AuthContext, factor: FactorRow, channel: string | undefined): Promise<string> {
  const settings = ctx.config.mfa.phone;
  if (!settings.verify_enabled) throw errors.mfaPhoneVerifyDisabled();
  assertChannel(ctx.config, channel);
  if (factor.last_challenged_at) {
    const left = factor.last_challenged_at.getTime() + settings.max_frequency_ms - Date.now();
    if (left > 0) throw errors.smsFrequency(Math.floor(left / 1000));
  }
  const phone = factor.phone ?? '';
  const otp = generateOtp(settings.otp_length);
  if (await sendSmsHook(ctx, factor, { otp, phone, sms_type: 'mfa' })) return tokenHash(phone, otp);
  if (ctx.config.sms.provider === '') throw new AuthError(500, 'unexpected_failure', 'Failed to get SMS provider');
  try {
    await ctx.sms.deliver(phone, renderSms(settings.template, otp), 'mfa');
  } catch (error) {
    ctx.log.error('sms failed', { kind: 'mfa', error: (error as Error).message });
    throw new AuthError(500, 'unexpected_failure', 'error sending message');
  }
  return tokenHash(phone, otp);
}

/** `[auth.hook.send_sms]` in place of the provider; GoTrue answers any hook failure here with this 500. */
async function sendSmsHook(ctx: AuthContext, factor: FactorRow, sms: { otp: string; phone: string; sms_type: string }) {
  if (!ctx.hooks.enabled('send_sms')) return false;
  const user = await findUserById(ctx.db, factor.user_id);
  return ctx.hooks.sendSms(ctx.db, user!, sms).catch(() => {
    throw new AuthError(500, 'unexpected_failure', 'error invoking hook');
  });
}

/**
 * A phone factor (GoTrue's enrollPhoneFactor): a verified factor for the same number blocks a second one, an
 * unverified one is replaced. The answer echoes the number as the client sent it.
 */
export async function enrollPhone(ctx: AuthContext, caller: Caller, rawPhone: string | undefined, friendlyName: string) {
  if (!rawPhone) throw errors.validation('Phone number required to enroll Phone factor');
  const phone = validatePhone(rawPhone);
  const samePhone = await phoneFactorsFor(ctx.db, caller.user.id, phone);
  if (samePhone.some((factor) => factor.status === 'verified')) throw errors.mfaVerifiedPhoneExists();
  if (samePhone.length)
    await deleteFactors(
      ctx.db,
      samePhone.map((f) => f.id),
    );
  await assertMayEnroll(ctx, caller, friendlyName);
  const id = crypto.randomUUID();
  await insertUnverifiedFactor(ctx.db, { id, userId: caller.user.id, friendlyName, type: 'phone', phone });
  return { id, type: 'phone', friendly_name: friendlyName, phone: rawPhone };
}

/** A new, unverified TOTP factor with its secret, otpauth URI and QR code. */
export async function enrollTotp(ctx: AuthContext, caller: Caller, friendlyName: string, issuerParam: string | undefined) {
  await assertMayEnroll(ctx, caller, friendlyName);
  const issuer = issuerParam || new URL(ctx.siteUrl).hostname;
  if (issuer.length > 255 || friendlyName.length > 255) throw errors.validation('issuer and friendly_name must be at most 255 characters');
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
  // The QR code first, as GoTrue does: a request that cannot get one leaves no factor behind.
  const uri = totp.toString();
  const qrCode = await qrSvg(uri);
  await insertUnverifiedFactor(ctx.db, { id, userId: caller.user.id, friendlyName, type: 'totp', secret: secret.base32 });
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: secret.base32, uri } };
}
