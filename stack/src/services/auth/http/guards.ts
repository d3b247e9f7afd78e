import { z } from 'zod';
import type { AuthContext } from '../domain/context.ts';
import type { Caller } from '../domain/sessions.ts';
import type { AuthRequest } from './request.ts';
import { isUuid } from '../domain/ids.ts';
import { errors } from '../errors.ts';
import { findSession, type SessionRow } from '../domain/sessions.ts';
import { findUserById } from '../domain/users.ts';

export type { Caller } from '../domain/sessions.ts';
export { isUuid } from '../domain/ids.ts';

/** Validates a JSON body with zod; the first problem becomes GoTrue's 400 validation_failed. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw errors.validation(issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request');
  }
  return result.data;
}

/** The verified claims of the bearer token, as GoTrue's requireAuthentication checks them. */
export async function bearerClaims(ctx: AuthContext, request: AuthRequest): Promise<Caller['claims']> {
  const header = request.headers.authorization ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header);
  if (!match) throw errors.noAuthorization();
  const token = match[1]!;
  if (token.split('.').length !== 3) throw errors.badJwt('token is malformed: token contains an invalid number of segments');
  // GoTrue's parser (golang-jwt v5 without WithExpirationRequired) checks exp when present and does not require it:
  // a service key the project signs without exp works, as with `supabase start`. The texts are golang-jwt's.
  try {
    return await ctx.verifyJwt(token);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') throw errors.badJwt('token has invalid claims: token is expired');
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') throw errors.badJwt('token signature is invalid: signature is invalid');
    if (code === 'ERR_JWKS_NO_MATCHING_KEY' || code === 'ERR_JOSE_ALG_NOT_ALLOWED')
      throw errors.badJwt('token is unverifiable: error while executing keyfunc: unrecognized JWT kid');
    throw errors.badJwt('token is malformed: could not JSON decode header');
  }
}

/** A signed-in user's request: the token's user and session must still exist. */
export async function requireUser(ctx: AuthContext, request: AuthRequest): Promise<Caller> {
  const claims = await bearerClaims(ctx, request);
  if (!claims.sub) throw errors.badJwtClaim('invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw errors.badJwtClaim('invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw errors.userNotFoundFromJwt();
  let session: SessionRow | undefined;
  if (claims.session_id) {
    session = isUuid(claims.session_id) ? await findSession(ctx.db, claims.session_id) : undefined;
    if (!session || session.user_id !== user.id) throw errors.sessionNotFound();
  }
  return { claims, user, session };
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** Admin endpoints accept only a service-role (or supabase_admin) JWT, as GoTrue's requireAdmin. */
export async function requireAdmin(ctx: AuthContext, request: AuthRequest): Promise<void> {
  const claims = await bearerClaims(ctx, request);
  if (!claims.role || !ADMIN_ROLES.has(claims.role)) throw errors.notAdmin();
}

/** An optional field: auth-js sends `null` for options left out, which counts as absent. */
export const opt = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

const optionalString = () => opt(z.string());

/** Optional string fields, most of GoTrue's body fields, in the order given: `z.object({ ...optionalStrings('email', 'phone') })`. */
export function optionalStrings<const Name extends string>(...names: Name[]): Record<Name, ReturnType<typeof optionalString>> {
  return Object.fromEntries(names.map((name) => [name, optionalString()])) as Record<Name, ReturnType<typeof optionalString>>;
}
