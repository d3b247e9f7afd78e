import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { parseBody, opt, optionalStrings } from '../guards.ts';
import { assertStrongPassword, hashPassword } from '../../domain/passwords.ts';
import { pkceMethod, safeRedirect } from '../../domain/one-time-tokens.ts';
import { signUpAnonymously, signUpWithEmail, signUpWithPhone } from '../../domain/sign-up.ts';
import { assertEmail } from '../../domain/users.ts';

const signupBody = z.object({
  ...optionalStrings('email', 'phone', 'password'),
  data: z.record(z.string(), z.unknown()).nullish(),
  ...optionalStrings('code_challenge', 'code_challenge_method', 'channel'),
  gotrue_meta_security: z
    .object({ captcha_token: opt(z.string()) })
    .partial()
    .nullish(),
});

/** POST /signup (no e-mail and no phone: an anonymous sign-in) */
export async function signup(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(signupBody, request.body);
  const { config } = ctx;
  if (!body.email && !body.phone) return { body: await signUpAnonymously(ctx, request, body.data ?? {}) };
  if (!config.enable_signup) throw errors.signupDisabled();
  if (body.phone && !body.email)
    return { body: await signUpWithPhone(ctx, request, { ...body, phone: body.phone, data: body.data ?? {} }) };
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
  const redirectTo = safeRedirect(config, request.query.redirect_to);
  const passwordHash = await hashPassword(body.password);
  const mail = { redirectTo, pkce: pkce ? { params: body, method: pkce } : undefined };
  return { body: await signUpWithEmail(ctx, request, { email, passwordHash, data, mail }) };
}
