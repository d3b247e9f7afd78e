import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { isUuid, parseBody, requireUser, type Caller, opt, optionalStrings } from '../guards.ts';
import type { FactorRow } from '../../domain/users.ts';
import { enrollWebauthn, verifyWebauthn } from '../../domain/webauthn-factors.ts';
import { findFactor, unenrollFactor } from '../../domain/factors.ts';
import { CHALLENGE_TTL_S, challengeFactor, enrollPhone, enrollTotp, verifyCodeChallenge } from '../../domain/mfa.ts';

const enrollBody = z.object({
  factor_type: z.enum(['totp', 'phone', 'webauthn'], { error: 'factor_type needs to be totp, phone or webauthn' }),
  ...optionalStrings('friendly_name', 'issuer', 'phone'),
});

async function ownFactor(ctx: AuthContext, caller: Caller, id: string | undefined): Promise<FactorRow> {
  const factor = id && isUuid(id) ? await findFactor(ctx.db, caller.user.id, id) : undefined;
  if (!factor) throw errors.mfaFactorNotFound();
  return factor;
}

/** POST /factors: a new, unverified TOTP factor with its secret, otpauth URI and QR code. */
export async function enroll(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const body = parseBody(enrollBody, request.body);
  if (body.factor_type === 'phone') {
    if (!ctx.config.mfa.phone.enroll_enabled) throw errors.mfaPhoneDisabled();
    return { body: await enrollPhone(ctx, caller, body.phone, body.friendly_name ?? '') };
  }
  if (body.factor_type === 'webauthn') {
    if (!ctx.config.mfa.web_authn.enroll_enabled) throw errors.mfaWebauthnDisabled();
    return { body: await enrollWebauthn(ctx, caller, body.friendly_name ?? '') };
  }
  if (!ctx.config.mfa.totp.enroll_enabled) throw errors.mfaTotpEnrollDisabled();
  return { body: await enrollTotp(ctx, caller, body.friendly_name ?? '', body.issuer) };
}

/** POST /factors/{id}/challenge */
export async function challenge(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const factor = await ownFactor(ctx, caller, request.params.id);
  let channel: string | undefined;
  if (factor.factor_type === 'phone') {
    // Disabled verification answers before the body is read, as GoTrue.
    if (!ctx.config.mfa.phone.verify_enabled) throw errors.mfaPhoneVerifyDisabled();
    channel = parseBody(challengeBody, request.body).channel;
  }
  return { body: await challengeFactor(ctx, caller, factor, request, channel) };
}

const challengeBody = z.object({ channel: opt(z.string()) });

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
