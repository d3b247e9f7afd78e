import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { parseBody, opt, optionalStrings } from '../guards.ts';
import { pkceMethod, safeRedirect, type PkceParams } from '../../domain/one-time-tokens.ts';
import { resendEmail, resendSms, sendEmailOtp, sendRecovery, sendSmsOtp } from '../../domain/code-requests.ts';
import { assertEmail } from '../../domain/users.ts';

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
  if (body.phone) return { body: await sendSmsOtp(ctx, { ...body, phone: body.phone }) };
  if (!body.email) throw errors.validation('One of email or phone must be set');
  const { email, pkce, redirectTo } = mailFlow(ctx, request, body.email, body);
  await sendEmailOtp(ctx, email, body.create_user, body.data ?? {}, { redirectTo, pkce });
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
    await sendRecovery(ctx, email, { redirectTo, pkce });
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
  await resendEmail(ctx, body.type, email, { redirectTo, pkce });
  return { body: {} };
}
