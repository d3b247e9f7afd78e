import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { parseBody, opt, optionalStrings } from '../guards.ts';
import { passwordMatches } from '../../domain/passwords.ts';
import { refreshGrant, signIn, signOut, type AuthMethod } from '../../domain/sessions.ts';
import { consumeFlowState } from '../../domain/one-time-tokens.ts';
import { formatPhone } from '../../domain/phone.ts';
import { findUserByEmail, findUserById, findUserByPhone, isBanned } from '../../domain/users.ts';

const passwordBody = z.object({
  ...optionalStrings('email', 'phone', 'password'),
  gotrue_meta_security: opt(z.unknown()),
});
const refreshBody = z.object({ refresh_token: opt(z.string()) });
const pkceBody = z.object({ auth_code: opt(z.string()), code_verifier: opt(z.string()) });
const idTokenBody = z.object({ provider: opt(z.string()), issuer: opt(z.string()) }).loose();

const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

async function passwordGrant(ctx: AuthContext, request: AuthRequest) {
  const body = parseBody(passwordBody, request.body);
  if (body.email && body.phone) throw errors.validation('Only an email address or phone number should be provided on login.');
  if (!body.email && !body.phone) throw errors.validation('missing email or phone');
  if (body.phone && !ctx.config.sms.enable_signup) throw errors.phoneLoginsDisabled();
  const user = body.phone ? await findUserByPhone(ctx.db, formatPhone(body.phone)) : await findUserByEmail(ctx.db, body.email!);
  const matches = await passwordMatches(body.password ?? '', user?.encrypted_password);
  if (user) await ctx.hooks.passwordVerificationAttempt(user.id, matches, () => signOut(ctx.db, user.id));
  if (!user || !matches) throw errors.invalidCredentials();
  if (isBanned(user)) throw errors.userBanned();
  if (body.email && !user.email_confirmed_at && ctx.config.email.enable_confirmations) throw errors.emailNotConfirmed();
  if (body.phone && !user.phone_confirmed_at) throw errors.phoneNotConfirmed();
  return signIn(ctx, user, 'password', request);
}

async function pkceGrant(ctx: AuthContext, request: AuthRequest) {
  const body = parseBody(pkceBody, request.body);
  if (!body.auth_code || !body.code_verifier)
    throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  const flow = await consumeFlowState(ctx.db, body.auth_code, body.code_verifier);
  const user = await findUserById(ctx.db, flow.user_id!);
  if (!user) throw errors.flowStateNotFound();
  const method = (
    ['magiclink', 'recovery', 'invite', 'email_change', 'email/signup'].includes(flow.authentication_method)
      ? flow.authentication_method
      : 'otp'
  ) as AuthMethod;
  return signIn(ctx, user, method, request);
}

/**
 * GoTrue counts /token against `token_refresh` per client once the grant type is known, and only where it knows the
 * client (a rate-limit header: hosted Supabase); under `supabase start` it counts nothing. The stack keeps its
 * always-on limit for the grants that check a secret a client could guess (password, PKCE code), but a refresh
 * token cannot be guessed: refresh grants count only with GOTRUE_RATE_LIMIT_HEADER set, as on Supabase. (auth-js's
 * suite refreshes in bursts and then expects "Refresh token is not valid", not a 429.)
 */
function limitToken(ctx: AuthContext, request: AuthRequest, grantType: string): void {
  if (grantType !== 'refresh_token' || process.env.GOTRUE_RATE_LIMIT_HEADER) ctx.limit('token', request);
}

/** POST /token?grant_type=… */
export async function token(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const grantType = String(request.query.grant_type ?? '');
  if (['password', 'refresh_token', 'pkce', 'id_token'].includes(grantType)) limitToken(ctx, request, grantType);
  switch (request.query.grant_type) {
    case 'password':
      return { body: await passwordGrant(ctx, request) };
    case 'refresh_token': {
      const body = parseBody(refreshBody, request.body);
      if (!body.refresh_token) throw errors.validation('Refresh token is not valid');
      return { body: await refreshGrant(ctx, body.refresh_token, request) };
    }
    case 'pkce':
      return { body: await pkceGrant(ctx, request) };
    case 'id_token': {
      const body = parseBody(idTokenBody, request.body);
      const provider = body.provider ?? '';
      const issuer = body.issuer ?? ISSUERS[provider];
      if (!issuer) throw errors.validation(`Custom OIDC provider ${JSON.stringify(provider)} not allowed`);
      throw errors.oidcProviderDisabled(issuer);
    }
    case 'web3':
      throw errors.web3Disabled();
    default:
      throw errors.unsupportedGrant();
  }
}
