import { z } from 'zod';
import type { AuthContext, AuthReply, AuthRequest } from '../context.ts';
import { transaction } from '../db.ts';
import { AuthError, errors } from '../errors.ts';
import { sendEmailChange, sendMail } from '../flows.ts';
import { parseBody, opt } from '../guards.ts';
import { pkceMethod, safeRedirect } from '../tokens.ts';
import { findUserByEmail, findUserById, insertUser } from '../users.ts';
import { assertEmail } from './signup.ts';

const pkceFields = { code_challenge: opt(z.string()), code_challenge_method: opt(z.string()) };

const otpBody = z.object({
  email: opt(z.string()),
  phone: opt(z.string()),
  create_user: z.boolean().default(true),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: opt(z.string()),
  gotrue_meta_security: opt(z.unknown()),
  ...pkceFields,
});

/** POST /otp: a magic link with its code; new addresses get an account (create_user) and the confirmation mail. */
export async function otp(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(otpBody, request.body);
  if (body.phone && !body.email) throw errors.phoneDisabled();
  if (!body.email) throw errors.validation('An email address or phone number is required');
  const email = assertEmail(body.email);
  const method = pkceMethod(body);
  const pkce = method ? { params: body, method } : undefined;
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
  await transaction(ctx.db, async (db) => {
    let user = await findUserByEmail(db, email);
    if (!user) {
      if (!body.create_user) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (!ctx.config.enable_signup || !ctx.config.email.enable_signup) throw errors.signupDisabled();
      user = await insertUser(db, { email, passwordHash: null, userMetadata: body.data ?? {}, confirmed: false });
    }
    await sendMail(ctx, db, user, user.email_confirmed_at ? 'magiclink' : 'signup', { redirectTo, pkce });
  });
  return { body: {} };
}

const recoverBody = z.object({ email: z.string(), gotrue_meta_security: opt(z.unknown()), ...pkceFields });

/** POST /recover: a password-reset mail; an unknown address gets the same empty answer. */
export async function recover(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(recoverBody, request.body);
  const email = assertEmail(body.email);
  const method = pkceMethod(body);
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
  await transaction(ctx.db, async (db) => {
    const user = await findUserByEmail(db, email);
    if (user) await sendMail(ctx, db, user, 'recovery', { redirectTo, pkce: method ? { params: body, method } : undefined });
  });
  return { body: {} };
}

const resendBody = z.object({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change'], {
    error: 'Missing one of these types: signup, email_change, sms, phone_change',
  }),
  email: opt(z.string()),
  phone: opt(z.string()),
  gotrue_meta_security: opt(z.unknown()),
  ...pkceFields,
});

/** POST /resend: the confirmation or e-mail change mail again (subject to max_frequency). */
export async function resend(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(resendBody, request.body);
  if (body.type === 'sms' || body.type === 'phone_change') throw errors.phoneDisabled();
  if (!body.email) throw errors.validation('Type provided requires an email address');
  const email = assertEmail(body.email);
  const method = pkceMethod(body);
  const pkce = method ? { params: body, method } : undefined;
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
  await transaction(ctx.db, async (db) => {
    if (body.type === 'signup') {
      const user = await findUserByEmail(db, email);
      if (user && !user.email_confirmed_at) await sendMail(ctx, db, user, 'signup', { redirectTo, pkce });
      return;
    }
    const row = await db.query<{ id: string }>('select id from auth.users where lower(email_change) = $1 or lower(email) = $1 limit 1', [
      email,
    ]);
    const user = row.rows[0] ? await findUserById(db, row.rows[0].id) : undefined;
    if (user?.email_change) await sendEmailChange(ctx, db, user, user.email_change, { redirectTo, pkce });
  });
  return { body: {} };
}
