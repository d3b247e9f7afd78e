import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { AuthError, errors } from '../../errors.ts';
import { parseBody, opt, optionalStrings } from '../guards.ts';
import { safeRedirect } from '../../domain/one-time-tokens.ts';
import { VERIFY_TYPES, verifyToken, type VerifyType } from '../../domain/verification.ts';

const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const verifyBody = z.object({
  type: z.enum(VERIFY_TYPES, { error: 'Verify requires a verification type' }),
  ...optionalStrings('token', 'token_hash', 'email', 'phone', 'redirect_to'),
  gotrue_meta_security: opt(z.unknown()),
});

/** POST /verify: token_hash, or token with email; answers a session (or the single-confirmation notice). */
export async function verifyPost(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const body = parseBody(verifyBody, request.body);
  if (!body.token && !body.token_hash) throw errors.validation('Verify requires either a token or a token hash');
  if (body.token && !body.token_hash && !body.email && !body.phone)
    throw errors.validation('Only an email address or phone number should be provided on verify');
  const outcome = await verifyToken(ctx, request, {
    type: body.type,
    tokenHash: body.token_hash,
    token: body.token_hash ? undefined : body.token,
    email: body.email,
    phone: body.email ? undefined : body.phone,
    allowPkce: false,
  });
  if (outcome.kind === 'single_confirmation') return { body: { msg: SINGLE_CONFIRMATION, code: 200 } };
  if (outcome.kind === 'pkce') return { body: {} };
  return { body: outcome.session };
}

function withFragment(url: string, values: Record<string, string>): string {
  return `${url.split('#')[0]}#${new URLSearchParams(values).toString()}`;
}

/** GET /verify: the link from a mail; 303 to redirect_to with the session in the fragment, `?code=` for PKCE. */
export async function verifyGet(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
  const type = request.query.type as VerifyType | undefined;
  try {
    if (!type || !(VERIFY_TYPES as readonly string[]).includes(type)) throw errors.validation('Verify requires a verification type');
    if (!request.query.token) throw errors.validation('Verify requires a token or a token hash');
    const outcome = await verifyToken(ctx, request, { type, tokenHash: request.query.token, allowPkce: true });
    if (outcome.kind === 'single_confirmation') return { redirect: withFragment(redirectTo, { message: SINGLE_CONFIRMATION }) };
    if (outcome.kind === 'pkce') {
      const url = new URL(redirectTo);
      url.searchParams.set('code', outcome.authCode);
      return { redirect: url.toString() };
    }
    const { session } = outcome;
    return {
      redirect: withFragment(redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      }),
    };
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    const description = error.errorCode === 'otp_expired' ? 'Email link is invalid or has expired' : error.message;
    return {
      redirect: withFragment(redirectTo, {
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.errorCode,
        error_description: description,
      }),
    };
  }
}
