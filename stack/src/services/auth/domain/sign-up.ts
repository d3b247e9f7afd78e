// Signing up (GoTrue's signup.go): anonymously, with an address and password, or with a number and password. Each
// runs in one transaction and answers what GoTrue answers: a session, the new user, or the obfuscated user.
import crypto from 'node:crypto';
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import { transaction } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { sendMail, type SendOptions } from './flows.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { sessionResponse, signIn, startSession } from './sessions.ts';
import { pkceMethod } from './one-time-tokens.ts';
import { assertChannel, sendPhoneOtp, validatePhone } from './phone.ts';
import { confirmEmail, findUserByEmail, findUserByPhone, insertAnonymousUser, insertUser, loadUserJson } from './users.ts';
import { confirmPhoneSignUp, replaceUnconfirmedSignUp } from './users.ts';
import { deleteOneTimeTokens } from './one-time-tokens.ts';

type Metadata = Record<string, unknown>;

/** Fake user GoTrue answers for an already registered address when confirmations are on, so sign-up reveals nothing. */
function obfuscatedUser(email: string, data: Metadata, phone = '') {
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

/** POST /signup with neither address nor number: a new anonymous user and its session. */
export async function signUpAnonymously(ctx: AuthContext, origin: RequestOrigin, data: Metadata) {
  if (!ctx.config.enable_anonymous_sign_ins) throw errors.anonymousDisabled();
  if (!ctx.config.enable_signup) throw errors.signupDisabled();
  ctx.limit('anonymous', origin);
  return transaction(ctx.db, async (db) => {
    const user = await insertAnonymousUser(db, data, await ctx.hooks.beforeUserCreated({ userMetadata: data, isAnonymous: true }));
    const { sessionId, refreshToken } = await startSession(db, user, 'anonymous', origin);
    return sessionResponse(ctx, db, user, sessionId, refreshToken);
  });
}

export interface EmailSignUp {
  email: string;
  passwordHash: string;
  data: Metadata;
  mail: SendOptions;
}

/**
 * Sign-up with an address (already checked) and a password hash: with confirmations on, the user and a confirmation
 * mail (or the obfuscated user for a confirmed address); else a confirmed user and a session.
 */
export async function signUpWithEmail(ctx: AuthContext, origin: RequestOrigin, input: EmailSignUp) {
  const { email, passwordHash, data } = input;
  const confirmations = ctx.config.email.enable_confirmations;
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
      await sendMail(ctx, db, user, 'signup', input.mail);
      return { user: await loadUserJson(db, (await findUserByEmail(db, email))!) };
    }
    await confirmEmail(db, user.id);
    return { confirmed: user };
  });
  if ('fake' in result) return result.fake;
  if ('user' in result) return result.user;
  return signIn(ctx, result.confirmed, 'password', origin);
}

export interface PhoneSignUp {
  phone: string;
  password?: string | undefined;
  channel?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  data: Metadata;
}

/**
 * Sign-up with a phone number and password (GoTrue's PhoneProvider branch): with `[auth.sms] enable_confirmations`
 * an SMS code and no session, else a confirmed user and a session. A number that is taken and confirmed gets
 * user_already_exists when either provider autoconfirms, else GoTrue's obfuscated user; an unconfirmed one is sent a
 * new code and keeps its password, as GoTrue does.
 */
export async function signUpWithPhone(ctx: AuthContext, origin: RequestOrigin, input: PhoneSignUp) {
  const { config } = ctx;
  if (!input.password) throw errors.validation('Signup requires a valid password');
  assertStrongPassword(config, input.password);
  assertChannel(config, input.channel);
  if (input.code_challenge) throw errors.validation('PKCE not supported for phone signups');
  pkceMethod(input);
  if (!config.sms.enable_signup) throw errors.phoneDisabled();
  const phone = validatePhone(input.phone);
  const data = input.data;
  const confirmations = config.sms.enable_confirmations;
  const existing = await findUserByPhone(ctx.db, phone);
  const passwordHash = existing ? null : await hashPassword(input.password);

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
  return signIn(ctx, result.confirmed, 'password', origin);
}
