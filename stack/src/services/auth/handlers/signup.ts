import crypto from 'node:crypto';
import { z } from 'zod';
import type { AuthContext, AuthReply, AuthRequest } from '../context.ts';
import { transaction } from '../db.ts';
import { errors } from '../errors.ts';
import { sendMail } from '../flows.ts';
import { parseBody, opt } from '../guards.ts';
import { assertStrongPassword, hashPassword } from '../passwords.ts';
import { sessionResponse, signIn, startSession } from '../sessions.ts';
import { pkceMethod, safeRedirect } from '../tokens.ts';
import { confirmEmail, findUserByEmail, insertAnonymousUser, insertUser, loadUserJson, normalizeEmail } from '../users.ts';

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function assertEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 255 || !EMAIL.test(normalized)) throw errors.emailInvalid();
  return normalized;
}

const signupBody = z.object({
  email: opt(z.string()),
  phone: opt(z.string()),
  password: opt(z.string()),
  data: z.record(z.string(), z.unknown()).nullish(),
  code_challenge: opt(z.string()),
  code_challenge_method: opt(z.string()),
  channel: opt(z.string()),
  gotrue_meta_security: z
    .object({ captcha_token: opt(z.string()) })
    .partial()
    .nullish(),
});

/** Fake user GoTrue answers for an already registered address when confirmations are on, so sign-up reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
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
  return transaction(ctx.db, async (db) => {
    const user = await insertAnonymousUser(db, data);
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
  if (body.phone && !body.email) throw errors.phoneDisabled();
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
      await db.query('update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1', [
        user.id,
        passwordHash,
        data,
      ]);
      user = (await findUserByEmail(db, email))!;
    } else {
      user = await insertUser(db, { email, passwordHash, userMetadata: data, confirmed: !confirmations });
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
