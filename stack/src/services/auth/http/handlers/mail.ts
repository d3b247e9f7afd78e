import crypto from 'node:crypto';
import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { transaction } from '../../infra/db.ts';
import { AuthError, errors } from '../../errors.ts';
import { sendEmailChange, sendMail } from '../../domain/flows.ts';
import { parseBody, opt, optionalStrings } from '../guards.ts';
import { pkceMethod, safeRedirect, type PkceParams } from '../../domain/one-time-tokens.ts';
import { assertChannel, sendPhoneOtp, validatePhone } from '../../domain/phone.ts';
import { hashPassword } from '../../domain/passwords.ts';
import { findUserByEmail, findUserByPhone, insertUser } from '../../domain/users.ts';
import { assertEmail } from './signup.ts';
import { confirmPhoneSignUp, findUserChangingEmail } from '../../domain/account-changes.ts';

const pkceFields = optionalStrings('code_challenge', 'code_challenge_method');

const otpBody = z.object({
  ...optionalStrings('email', 'phone'),
  create_user: z.boolean().default(true),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: opt(z.string()),
  gotrue_meta_security: opt(z.unknown()),
  ...pkceFields,
});

/** What every mail flow (otp, recover, resend) starts from: the address, the PKCE parameters if any, the redirect. */
function mailFlow(ctx: AuthContext, request: AuthRequest, address: string, params: PkceParams) {
  // In GoTrue's order: the address is checked before the PKCE parameters.
  const email = assertEmail(address);
  const method = pkceMethod(params);
  return {
    email,
    pkce: method ? { params, method } : undefined,
    redirectTo: safeRedirect(ctx.config, request.query.redirect_to),
  };
}

/** POST /otp: a magic link with its code; new addresses get an account (create_user) and the confirmation mail. */
export async function otp(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(otpBody, request.body);
  if (body.email && body.phone) throw errors.validation('Only an email address or phone number should be provided');
  if (body.email && body.channel) throw errors.validation('Channel should only be specified with Phone OTP');
  pkceMethod(body);
  if (body.phone) return { body: await smsOtp(ctx, body) };
  if (!body.email) throw errors.validation('One of email or phone must be set');
  const { email, pkce, redirectTo } = mailFlow(ctx, request, body.email, body);
  await transaction(ctx.db, async (db) => {
    let user = await findUserByEmail(db, email);
    if (!user) {
      if (!body.create_user) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (!ctx.config.enable_signup || !ctx.config.email.enable_signup) throw errors.signupDisabled();
      const id = await ctx.hooks.beforeUserCreated({ email, userMetadata: body.data ?? {} });
      user = await insertUser(db, { id, email, passwordHash: null, userMetadata: body.data ?? {}, confirmed: false });
    }
    await sendMail(ctx, db, user, user.email_confirmed_at ? 'magiclink' : 'signup', { redirectTo, pkce });
  });
  return { body: {} };
}

const recoverBody = z.object({ email: z.string(), gotrue_meta_security: opt(z.unknown()), ...pkceFields });

/**
 * Every /recover answer with a valid address takes at least this long, known address or not: the work for a known
 * one (a token, a mail to the relay) must not show in the timing. Longer than that work on a quiet machine.
 */
export const RECOVER_MIN_MS = 60;

/** POST /recover: a password-reset mail; an unknown address gets the same empty answer, after the same time. */
export async function recover(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(recoverBody, request.body);
  const { email, pkce, redirectTo } = mailFlow(ctx, request, body.email, body);
  const floor = new Promise((resolve) => setTimeout(resolve, RECOVER_MIN_MS));
  try {
    await transaction(ctx.db, async (db) => {
      const user = await findUserByEmail(db, email);
      if (user) await sendMail(ctx, db, user, 'recovery', { redirectTo, pkce });
    });
  } finally {
    // Errors (a second request within max_frequency: 429, as GoTrue) wait too, so they are not faster either.
    await floor;
  }
  return { body: {} };
}

const resendBody = z.object({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change'], {
    error: 'Missing one of these types: signup, email_change, sms, phone_change',
  }),
  ...optionalStrings('email', 'phone'),
  gotrue_meta_security: opt(z.unknown()),
  ...pkceFields,
});

/** POST /resend: the confirmation or e-mail change mail again (subject to max_frequency). */
export async function resend(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(resendBody, request.body);
  if (body.type === 'signup' && !body.email) throw errors.validation('Type provided requires an email address');
  if (body.type === 'sms' && !body.phone) throw errors.validation('Type provided requires a phone number');
  if (body.email && body.phone) throw errors.validation('Only an email address or phone number should be provided.');
  if (body.phone) return { body: await resendSms(ctx, body.type, body.phone) };
  if (!body.email) throw errors.validation('Missing email address or phone number');
  const { email, pkce, redirectTo } = mailFlow(ctx, request, body.email, body);
  await transaction(ctx.db, async (db) => {
    if (body.type === 'signup') {
      const user = await findUserByEmail(db, email);
      if (user && !user.email_confirmed_at) await sendMail(ctx, db, user, 'signup', { redirectTo, pkce });
      return;
    }
    const user = await findUserChangingEmail(db, email);
    if (user?.email_change) await sendEmailChange(ctx, db, user, user.email_change, { redirectTo, pkce });
  });
  return { body: {} };
}

/**
 * POST /otp with a phone (GoTrue's SmsOtp): an unconfirmed or unknown number is signed up (the code then confirms
 * it); a confirmed one gets a sign-in code. Answers `{message_id}` for a sent code, `{}` after a sign-up with
 * confirmations on.
 */
async function smsOtp(ctx: AuthContext, body: z.infer<typeof otpBody>) {
  const { config } = ctx;
  const phone = validatePhone(body.phone!);
  if (!body.create_user && !(await findUserByPhone(ctx.db, phone))) {
    throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  if (!config.sms.enable_signup) throw errors.phoneOtpDisabled();
  assertChannel(config, body.channel);
  const existing = await findUserByPhone(ctx.db, phone);
  if (!existing?.phone_confirmed_at) {
    if (!config.enable_signup) throw errors.signupDisabled();
    // GoTrue signs the number up with a random password nobody knows; only the code can sign in.
    const passwordHash = existing ? null : await hashPassword(crypto.randomBytes(32).toString('base64url'));
    const signedUp = await transaction(ctx.db, async (db) => {
      const user =
        (await findUserByPhone(db, phone, true)) ??
        (await insertUser(db, {
          id: await ctx.hooks.beforeUserCreated({ phone, userMetadata: body.data ?? {} }),
          phone,
          passwordHash,
          userMetadata: body.data ?? {},
          confirmed: false,
        }));
      if (!config.sms.enable_confirmations) {
        await confirmPhoneSignUp(db, user.id);
        return (await findUserByPhone(db, phone))!;
      }
      await sendPhoneOtp(ctx, db, user, phone, 'confirmation');
      return undefined;
    });
    if (!signedUp) return {};
    // With autoconfirm GoTrue confirms the new number at once and goes on to send it a sign-in code.
  }
  const messageId = await transaction(ctx.db, async (db) => {
    const user = (await findUserByPhone(db, phone, true))!;
    return sendPhoneOtp(ctx, db, user, phone, 'confirmation');
  });
  return messageId ? { message_id: messageId } : {};
}

/** POST /resend for sms and phone_change: the code again, for the user whose current number this is. */
async function resendSms(ctx: AuthContext, type: 'signup' | 'email_change' | 'sms' | 'phone_change', rawPhone: string) {
  if (!ctx.config.sms.enable_signup) throw errors.phoneResendDisabled();
  const phone = validatePhone(rawPhone);
  return transaction(ctx.db, async (db) => {
    const user = await findUserByPhone(db, phone, true);
    if (!user) return {};
    if (type === 'sms') {
      if (user.phone_confirmed_at) return {};
      return { message_id: await sendPhoneOtp(ctx, db, user, phone, 'confirmation') };
    }
    if (type === 'phone_change') {
      if (!user.phone_change) return {};
      return { message_id: await sendPhoneOtp(ctx, db, user, user.phone_change, 'phone_change') };
    }
    // signup and email_change are e-mail types: a phone number finds nothing to resend.
    return {};
  });
}
