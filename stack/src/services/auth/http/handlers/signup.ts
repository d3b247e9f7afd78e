import crypto from 'node:crypto';
import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { transaction } from '../../infra/db.ts';
import { errors } from '../../errors.ts';
import { sendMail } from '../../domain/flows.ts';
import { parseBody, opt, optionalStrings } from '../guards.ts';
import { assertStrongPassword, hashPassword } from '../../domain/passwords.ts';
import { sessionResponse, signIn, startSession } from '../../domain/sessions.ts';
import { pkceMethod, safeRedirect } from '../../domain/one-time-tokens.ts';
import { assertChannel, sendPhoneOtp, validatePhone } from '../../domain/phone.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserByPhone,
  insertAnonymousUser,
  insertUser,
  loadUserJson,
  normalizeEmail,
} from '../../domain/users.ts';
import { confirmPhoneSignUp, deleteOneTimeTokens, replaceUnconfirmedSignUp } from '../../domain/account-changes.ts';

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function assertEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 255 || !EMAIL.test(normalized)) throw errors.emailInvalid();
  return normalized;
}

const signupBody = z.object({
  ...optionalStrings('email', 'phone', 'password'),
  data: z.record(z.string(), z.unknown()).nullish(),
  ...optionalStrings('code_challenge', 'code_challenge_method', 'channel'),
  gotrue_meta_security: z
    .object({ captcha_token: opt(z.string()) })
    .partial()
    .nullish(),
});

/** Fake user GoTrue answers for an already registered address when confirmations are on, so sign-up reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>, phone = '') {
  const now = new Date().toISOString();
  const provider = phone ? 'phone' : 'email';
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone,
    confirmation_sent_at: now,
    app_metadata: { provider, providers: [provider] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function signupAnonymously(ctx: AuthContext, request: AuthRequest, data: Record<string, unknown>) {
  if (!ctx.config.enable_anonymous_sign_ins) throw errors.anonymousDisabled();
  if (!ctx.config.enable_signup) throw errors.signupDisabled();
  ctx.limit('anonymous', request);
  return transaction(ctx.db, async (db) => {
    const user = await insertAnonymousUser(db, data, await ctx.hooks.beforeUserCreated({ userMetadata: data, isAnonymous: true }));
    const { sessionId, refreshToken } = await startSession(db, user, 'anonymous', request);
    return sessionResponse(ctx, db, user, sessionId, refreshToken);
  });
}

/** POST /signup (no e-mail and no phone: an anonymous sign-in) */
export async function signup(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(signupBody, request.body);
  const { config } = ctx;
  if (!body.email && !body.phone) return { body: await signupAnonymously(ctx, request, body.data ?? {}) };
  if (!config.enable_signup) throw errors.signupDisabled();
  if (body.phone && !body.email) return { body: await signupWithPhone(ctx, request, body) };
  if (body.phone) {
    if (!body.password) throw errors.validation('Signup requires a valid password');
    assertStrongPassword(config, body.password);
    throw errors.validation('Only an email address or phone number should be provided on signup.');
  }
  if (!config.email.enable_signup) throw errors.emailSignupDisabled();
  const email = assertEmail(body.email ?? '');
  if (!body.password) throw errors.validation('Signup requires a valid password');
  assertStrongPassword(config, body.password);
  const pkce = pkceMethod(body);
  const data = body.data ?? {};
  const confirmations = config.email.enable_confirmations;
  const redirectTo = safeRedirect(config, request.query.redirect_to);
  const passwordHash = await hashPassword(body.password);

  const result = await transaction(ctx.db, async (db) => {
    let user = await findUserByEmail(db, email);
    if (user?.email_confirmed_at) {
      if (!confirmations) throw errors.userAlreadyExists();
      return { fake: obfuscatedUser(email, data) };
    }
    if (user) {
      // An unconfirmed account is taken over by the new sign-up, as GoTrue does, and gets a fresh confirmation mail.
      await replaceUnconfirmedSignUp(db, user.id, passwordHash, data);
      user = (await findUserByEmail(db, email))!;
    } else {
      const id = await ctx.hooks.beforeUserCreated({ email, userMetadata: data });
      user = await insertUser(db, { id, email, passwordHash, userMetadata: data, confirmed: !confirmations });
    }
    if (confirmations) {
      await sendMail(ctx, db, user, 'signup', { redirectTo, pkce: pkce ? { params: body, method: pkce } : undefined });
      return { user: await loadUserJson(db, (await findUserByEmail(db, email))!) };
    }
    await confirmEmail(db, user.id);
    return { confirmed: user };
  });
  if ('fake' in result) return { body: result.fake };
  if ('user' in result) return { body: result.user };
  return { body: await signIn(ctx, result.confirmed, 'password', request) };
}

/**
 * Sign-up with a phone number and password (GoTrue's PhoneProvider branch): with `[auth.sms] enable_confirmations`
 * an SMS code and no session, else a confirmed user and a session. A number that is taken and confirmed gets
 * user_already_exists when either provider autoconfirms, else GoTrue's obfuscated user; an unconfirmed one is sent a
 * new code and keeps its password, as GoTrue does.
 */
async function signupWithPhone(ctx: AuthContext, request: AuthRequest, body: z.infer<typeof signupBody>) {
  const { config } = ctx;
  if (!body.password) throw errors.validation('Signup requires a valid password');
  assertStrongPassword(config, body.password);
  assertChannel(config, body.channel);
  if (body.code_challenge) throw errors.validation('PKCE not supported for phone signups');
  pkceMethod(body);
  if (!config.sms.enable_signup) throw errors.phoneDisabled();
  const phone = validatePhone(body.phone!);
  const data = body.data ?? {};
  const confirmations = config.sms.enable_confirmations;
  const existing = await findUserByPhone(ctx.db, phone);
  const passwordHash = existing ? null : await hashPassword(body.password);

  const result = await transaction(ctx.db, async (db) => {
    let user = await findUserByPhone(db, phone, true);
    if (user?.phone_confirmed_at) {
      if (!confirmations || !config.email.enable_confirmations) throw errors.userAlreadyExists();
      return { fake: obfuscatedUser('', data, phone) };
    }
    user ??= await insertUser(db, {
      id: await ctx.hooks.beforeUserCreated({ phone, userMetadata: data }),
      phone,
      passwordHash,
      userMetadata: data,
      confirmed: false,
    });
    if (confirmations) {
      await sendPhoneOtp(ctx, db, user, phone, 'confirmation');
      return { user: await loadUserJson(db, (await findUserByPhone(db, phone))!) };
    }
    await confirmPhoneSignUp(db, user.id);
    await deleteOneTimeTokens(db, user.id);
    return { confirmed: (await findUserByPhone(db, phone))! };
  });
  if ('fake' in result) return result.fake;
  if ('user' in result) return result.user;
  return signIn(ctx, result.confirmed, 'password', request);
}
