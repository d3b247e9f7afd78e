/**
 * Phone numbers and SMS, as GoTrue's api/phone.go handles them: numbers are stored normalised (E.164 without "+"),
 * codes go through the SMS provider unless the number has a fixed code in `[auth.sms.test_otp]`.
 *
 * No real SMS provider is ever called by the local stack. When config.toml enables one (`[auth.sms.twilio]` and
 * friends, as the CLI requires for phone sign-up), the stack's inbox plays its part: each SMS arrives there as a
 * plain-text mail to `<number>@sms.local`, so a developer can read codes for any number. Without an enabled provider,
 * numbers other than test numbers get GoTrue's "Unable to get SMS provider" error, as `supabase start` answers.
 * The auth log records that an SMS went out, never its code.
 */
import crypto from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Logger } from '../../../shared/log.ts';
import type { AuthContext, SmsOutbox } from './context.ts';
import type { Queryable } from '../infra/db.ts';
import { createSmtpTransport } from '../infra/smtp.ts';
import { AuthError, errors } from '../errors.ts';
import { generateOtp, safeEqual, tokenHash, TOKEN_COLUMNS, type TokenType } from './one-time-tokens.ts';
import type { UserRow } from './users.ts';

export type { SmsOutbox } from './context.ts';

export const SMS_INBOX_DOMAIN = 'sms.local';
const E164 = /^[1-9][0-9]{1,14}$/;

/** GoTrue's formatPhoneNumber: drops a leading "+" and every space. */
export function formatPhone(phone: string): string {
  return phone.replace(/^\+/, '').replaceAll(' ', '');
}

/** GoTrue's validatePhone: the normalised number, or 400 validation_failed. */
export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone);
  if (!E164.test(formatted)) throw errors.phoneInvalid();
  return formatted;
}

/** The channels GoTrue accepts without Twilio: only "sms" (WhatsApp needs Twilio or Twilio Verify). */
export function assertChannel(config: Config['auth'], channel: string | undefined): void {
  const value = channel ?? 'sms';
  if (value === 'sms') return;
  if (value === 'whatsapp' && (config.sms.provider === 'twilio' || config.sms.provider === 'twilio_verify')) return;
  throw errors.invalidChannel();
}

/** GoTrue renders SMS bodies with Go's text/template and one field, `.Code`. */
export function renderSms(template: string, code: string): string {
  return template.replace(/\{\{\s*\.Code\s*\}\}/g, code);
}

export function createSmsOutbox(config: Config, smtpPort: number | undefined, log: Logger): SmsOutbox {
  // Always the stack's own inbox, even when [auth.email.smtp] names a real relay: *.sms.local is not a real domain.
  const transport = createSmtpTransport({
    host: '127.0.0.1',
    port: smtpPort ?? config.local_smtp.smtp_port,
    secure: false,
    ignoreTLS: true,
  });
  const sentAt: number[] = [];
  return {
    reserve() {
      const hourAgo = Date.now() - 3_600_000;
      while (sentAt.length && sentAt[0]! < hourAgo) sentAt.shift();
      if (sentAt.length >= config.auth.rate_limit.sms_sent) throw errors.smsRateLimit();
      sentAt.push(Date.now());
    },
    async deliver(phone, message, kind) {
      const messageId = `SM${crypto.randomBytes(16).toString('hex')}`;
      await transport.send({
        from: { address: config.local_smtp.admin_email, name: config.local_smtp.sender_name },
        to: `${phone}@${SMS_INBOX_DOMAIN}`,
        subject: `SMS do +${phone}`,
        text: message,
        headers: { 'X-SMS-Message-Id': messageId },
      });
      log.info('sms sent', { kind, message_id: messageId });
      return messageId;
    },
    close() {
      transport.close();
    },
  };
}

/** "For security purposes, you can only request this after N seconds." (GoTrue truncates the seconds left.) */
function assertSmsFrequency(sentAt: Date | null, maxFrequencyMs: number): void {
  if (!sentAt) return;
  const left = sentAt.getTime() + maxFrequencyMs - Date.now();
  if (left > 0) throw errors.smsFrequency(Math.floor(left / 1000));
}

export type PhoneOtpKind = 'confirmation' | 'phone_change' | 'reauthentication';
const PHONE_OTP_TOKENS: Record<PhoneOtpKind, TokenType> = {
  confirmation: 'confirmation_token',
  phone_change: 'phone_change_token',
  reauthentication: 'reauthentication_token',
};

/**
 * GoTrue's sendPhoneConfirmation: frequency check, then the test OTP or a fresh code through the provider, then the
 * code's hash on the user (and in one_time_tokens). Returns the message id ("test-otp" for test numbers).
 */
export async function sendPhoneOtp(ctx: AuthContext, db: Queryable, user: UserRow, phone: string, kind: PhoneOtpKind): Promise<string> {
  const sms = ctx.config.sms;
  const type = PHONE_OTP_TOKENS[kind];
  const { column, sentAt } = TOKEN_COLUMNS[type];
  assertSmsFrequency(user[sentAt], sms.max_frequency_ms);

  let otp = sms.test_otp[phone];
  let messageId = 'test-otp';
  if (otp === undefined) {
    // GoTrue counts against sms_sent only when phone confirmations are on (its autoconfirm exemption).
    if (sms.enable_confirmations) ctx.sms.reserve();
    otp = generateOtp(sms.otp_length);
    // `[auth.hook.send_sms]` replaces the provider (GoTrue needs none then).
    if (await ctx.hooks.sendSms(db, user, { otp, phone })) messageId = '';
    else {
      if (sms.provider === '') throw new AuthError(500, 'unexpected_failure', 'Unable to get SMS provider');
      try {
        messageId = await ctx.sms.deliver(phone, renderSms(sms.template, otp), kind);
      } catch (error) {
        ctx.log.error('sms failed', { kind, error: (error as Error).message });
        throw new AuthError(422, 'sms_send_failed', `Error sending ${kind} OTP to provider: ${(error as Error).message}`);
      }
    }
  } else {
    ctx.log.info('sms test otp', { kind });
  }

  const hash = tokenHash(phone, otp);
  if (kind === 'phone_change') {
    await db.query(
      'update auth.users set phone_change = $2, phone_change_token = $3, phone_change_sent_at = now(), updated_at = now() where id = $1',
      [user.id, phone, hash],
    );
  } else {
    await db.query(`update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [user.id, hash]);
  }
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, type]);
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, now(), now())`,
    [user.id, type, hash, phone],
  );
  return messageId;
}

/** GoTrue's check of an SMS code: a test number's fixed code always passes; else the stored hash, within otp_exp. */
export function phoneOtpMatches(config: Config['auth'], user: UserRow, phone: string, code: string, kind: 'sms' | 'phone_change'): boolean {
  const test = config.sms.test_otp[phone];
  if (test !== undefined && safeEqual(test, code)) return true;
  const expected = (kind === 'sms' ? user.confirmation_token : user.phone_change_token) ?? '';
  const sentAt = kind === 'sms' ? user.confirmation_sent_at : user.phone_change_sent_at;
  const target = kind === 'sms' ? phone : (user.phone_change ?? '');
  if (expected === '' || !sentAt || sentAt.getTime() + config.sms.otp_expiry * 1000 < Date.now()) return false;
  const hash = tokenHash(target, code);
  return safeEqual(expected, hash) || safeEqual(expected, 'pkce_' + hash);
}

/**
 * GoTrue's ConfirmPhoneChange plus the phone identity it keeps in step: the pending number becomes the user's
 * confirmed number, and the `phone` identity is created (or updated) with it.
 */
export async function confirmPhoneChange(db: Queryable, userId: string, phone: string): Promise<void> {
  const identity = await db.query<{ id: string }>("select id from auth.identities where user_id = $1 and provider = 'phone'", [userId]);
  if (identity.rows[0]) {
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('phone', $2::text, 'phone_verified', true), updated_at = now()
       where id = $1`,
      [identity.rows[0].id, phone],
    );
  } else {
    await db.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'phone', now(), now(), now())`,
      [userId, { sub: userId, phone, email_verified: false, phone_verified: true }],
    );
  }
  await db.query(
    `update auth.users set phone = $2, phone_change = '', phone_change_token = '', phone_confirmed_at = now(), updated_at = now()
     where id = $1`,
    [userId, phone],
  );
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}
