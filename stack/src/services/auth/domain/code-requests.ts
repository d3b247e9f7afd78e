// Asking for a code or a link (GoTrue's otp.go, recover.go, resend.go): by mail or SMS, signing the address or number
// up where the flow does. Each runs in one transaction; the http layer has checked the fields.
import crypto from 'node:crypto';
import type { AuthContext } from './context.ts';
import { transaction } from '../infra/db.ts';
import { AuthError, errors } from '../errors.ts';
import { sendEmailChange, sendMail, type SendOptions } from './flows.ts';
import { assertChannel, sendPhoneOtp, validatePhone } from './phone.ts';
import { hashPassword } from './passwords.ts';
import { confirmPhoneSignUp, findUserByEmail, findUserByPhone, findUserChangingEmail, insertUser } from './users.ts';

type Metadata = Record<string, unknown>;

/** POST /otp with an address: a magic link with its code; a new address gets an account (create_user) and the confirmation mail. */
export async function sendEmailOtp(ctx: AuthContext, email: string, createUser: boolean, data: Metadata, mail: SendOptions): Promise<void> {
  await transaction(ctx.db, async (db) => {
    let user = await findUserByEmail(db, email);
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (!ctx.config.enable_signup || !ctx.config.email.enable_signup) throw errors.signupDisabled();
      const id = await ctx.hooks.beforeUserCreated({ email, userMetadata: data });
      user = await insertUser(db, { id, email, passwordHash: null, userMetadata: data, confirmed: false });
    }
    await sendMail(ctx, db, user, user.email_confirmed_at ? 'magiclink' : 'signup', mail);
  });
}

/** POST /recover: a password-reset mail for a known address; an unknown one gets nothing (and no error). */
export async function sendRecovery(ctx: AuthContext, email: string, mail: SendOptions): Promise<void> {
  await transaction(ctx.db, async (db) => {
    const user = await findUserByEmail(db, email);
    if (user) await sendMail(ctx, db, user, 'recovery', mail);
  });
}

/** POST /resend by mail: the confirmation mail of an unconfirmed address, or the pending e-mail change's mails. */
export async function resendEmail(
  ctx: AuthContext,
  type: 'signup' | 'email_change' | 'sms' | 'phone_change',
  email: string,
  mail: SendOptions,
) {
  await transaction(ctx.db, async (db) => {
    if (type === 'signup') {
      const user = await findUserByEmail(db, email);
      if (user && !user.email_confirmed_at) await sendMail(ctx, db, user, 'signup', mail);
      return;
    }
    const user = await findUserChangingEmail(db, email);
    if (user?.email_change) await sendEmailChange(ctx, db, user, user.email_change, mail);
  });
}

export interface SmsOtpRequest {
  phone: string;
  create_user: boolean;
  channel?: string | undefined;
  data?: Metadata | null | undefined;
}

/**
 * POST /otp with a phone (GoTrue's SmsOtp): an unconfirmed or unknown number is signed up (the code then confirms
 * it); a confirmed one gets a sign-in code. Answers `{message_id}` for a sent code, `{}` after a sign-up with
 * confirmations on.
 */
export async function sendSmsOtp(ctx: AuthContext, body: SmsOtpRequest) {
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
export async function resendSms(ctx: AuthContext, type: 'signup' | 'email_change' | 'sms' | 'phone_change', rawPhone: string) {
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
