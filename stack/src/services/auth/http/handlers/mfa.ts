import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { AuthError, errors } from '../../errors.ts';
import { isUuid, parseBody, requireUser, type Caller, opt, optionalStrings } from '../guards.ts';
import { assertChannel, renderSms, validatePhone } from '../../domain/phone.ts';
import { qrSvg } from '../../infra/qr.ts';
import { generateOtp, tokenHash } from '../../domain/one-time-tokens.ts';
import { findUserById, type FactorRow } from '../../domain/users.ts';
import { enrollWebauthn, verifyWebauthn, webauthnChallengeOptions } from '../../domain/webauthn-factors.ts';
import {
  assertMayEnroll,
  deleteFactors,
  findFactor,
  insertChallenge,
  insertUnverifiedFactor,
  phoneFactorsFor,
  unenrollFactor,
} from '../../domain/factors.ts';
import { CHALLENGE_TTL_S, TOTP_PERIOD_S, verifyCodeChallenge } from '../../domain/mfa.ts';

const enrollBody = z.object({
  factor_type: z.enum(['totp', 'phone', 'webauthn'], { error: 'factor_type needs to be totp, phone or webauthn' }),
  ...optionalStrings('friendly_name', 'issuer', 'phone'),
});

async function ownFactor(ctx: AuthContext, caller: Caller, id: string | undefined): Promise<FactorRow> {
  const factor = id && isUuid(id) ? await findFactor(ctx.db, caller.user.id, id) : undefined;
  if (!factor) throw errors.mfaFactorNotFound();
  return factor;
}

/**
 * A phone factor (GoTrue's enrollPhoneFactor): a verified factor for the same number blocks a second one, an
 * unverified one is replaced. The answer echoes the number as the client sent it.
 */
async function enrollPhone(ctx: AuthContext, caller: Caller, body: z.infer<typeof enrollBody>): Promise<AuthReply> {
  if (!body.phone) throw errors.validation('Phone number required to enroll Phone factor');
  const phone = validatePhone(body.phone);
  const samePhone = await phoneFactorsFor(ctx.db, caller.user.id, phone);
  if (samePhone.some((factor) => factor.status === 'verified')) throw errors.mfaVerifiedPhoneExists();
  if (samePhone.length)
    await deleteFactors(
      ctx.db,
      samePhone.map((f) => f.id),
    );
  const friendlyName = body.friendly_name ?? '';
  await assertMayEnroll(ctx, caller, friendlyName);
  const id = crypto.randomUUID();
  await insertUnverifiedFactor(ctx.db, { id, userId: caller.user.id, friendlyName, type: 'phone', phone });
  return { body: { id, type: 'phone', friendly_name: friendlyName, phone: body.phone } };
}

/** POST /factors: a new, unverified TOTP factor with its secret, otpauth URI and QR code. */
export async function enroll(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const body = parseBody(enrollBody, request.body);
  if (body.factor_type === 'phone') {
    if (!ctx.config.mfa.phone.enroll_enabled) throw errors.mfaPhoneDisabled();
    return enrollPhone(ctx, caller, body);
  }
  if (body.factor_type === 'webauthn') {
    if (!ctx.config.mfa.web_authn.enroll_enabled) throw errors.mfaWebauthnDisabled();
    return { body: await enrollWebauthn(ctx, caller, body.friendly_name ?? '') };
  }
  if (!ctx.config.mfa.totp.enroll_enabled) throw errors.mfaTotpEnrollDisabled();
  const friendlyName = body.friendly_name ?? '';
  await assertMayEnroll(ctx, caller, friendlyName);
  const issuer = body.issuer || new URL(ctx.siteUrl).hostname;
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
  return {
    body: {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrCode, secret: secret.base32, uri },
    },
  };
}

/** POST /factors/{id}/challenge */
export async function challenge(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  let otpHash: string | null = null;
  if (factor.factor_type === 'phone') otpHash = await sendPhoneChallenge(ctx, factor, request);
  const webauthn = factor.factor_type === 'webauthn' ? await webauthnChallengeOptions(ctx, caller, factor) : undefined;
  const id = crypto.randomUUID();
  const ip = /^[0-9a-f:.]+$/i.test(request.ip) ? request.ip : '0.0.0.0';
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
  if (webauthn) return { body: { id, type: factor.factor_type, expires_at: expiresAt, webauthn: webauthn.webauthn } };
  return { body: { id, type: factor.factor_type, expires_at: expiresAt } };
}

const challengeBody = z.object({ channel: opt(z.string()) });

/**
 * GoTrue's challengePhoneFactor: a fresh code by SMS on every challenge (test OTPs do not apply to MFA in GoTrue),
 * at most one per `[auth.mfa.phone] max_frequency`. Returns the code's hash, kept on the challenge.
 */
async function sendPhoneChallenge(ctx: AuthContext, factor: FactorRow, request: AuthRequest): Promise<string> {
  const settings = ctx.config.mfa.phone;
  if (!settings.verify_enabled) throw errors.mfaPhoneVerifyDisabled();
  const body = parseBody(challengeBody, request.body);
  assertChannel(ctx.config, body.channel);
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

const verifyBody = z.object({ challenge_id: z.string(), code: z.string() });
const webauthnVerifyBody = z.object({
  challenge_id: z.string().nullish(),
  webauthn: z.object({ type: z.unknown(), credential_response: z.unknown() }).nullish(),
});

/** POST /factors/{id}/verify: a correct, unused code upgrades the session to aal2 and issues new tokens. */
export async function verify(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  if (factor.factor_type === 'webauthn') {
    // Disabled verification answers before the body is read, as GoTrue.
    if (!ctx.config.mfa.web_authn.verify_enabled) throw errors.mfaWebauthnVerifyDisabled();
    return { body: await verifyWebauthn(ctx, caller, factor, parseBody(webauthnVerifyBody, request.body), CHALLENGE_TTL_S) };
  }
  const body = parseBody(verifyBody, request.body);
  if (!caller.session) throw errors.sessionNotFound();
  return { body: await verifyCodeChallenge(ctx, caller, factor, body.challenge_id, body.code) };
}

/** DELETE /factors/{id}: a verified factor needs an aal2 session to remove. */
export async function unenroll(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  if (factor.status === 'verified' && caller.claims.aal !== 'aal2') throw errors.insufficientAal();
  await unenrollFactor(ctx, factor.id);
  return { body: { id: factor.id } };
}
