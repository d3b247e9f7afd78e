import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { isUuid, parseBody, requireUser, opt, optionalStrings } from '../guards.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../../domain/passwords.ts';
import { audit, endSession, signOut } from '../../domain/sessions.ts';
import { pkceMethod, safeRedirect } from '../../domain/one-time-tokens.ts';
import { assertChannel, validatePhone } from '../../domain/phone.ts';
import { hasVerifiedFactor } from '../../domain/factors.ts';
import { assertEmail, findUserById, loadUserJson } from '../../domain/users.ts';
import { changeAccount, sendReauthentication, unlinkOwnIdentity } from '../../domain/account.ts';

/** GET /user */
export async function getUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const { user } = await requireUser(ctx, request);
  return { body: await loadUserJson(ctx.db, user) };
}

const updateBody = z.object({
  ...optionalStrings('email', 'password', 'nonce'),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: opt(z.unknown()),
  ...optionalStrings('phone', 'channel', 'code_challenge', 'code_challenge_method'),
});

/** PUT /user: metadata, password (with nonce when secure_password_change asks for it) and e-mail change. */
export async function updateUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const body = parseBody(updateBody, request.body);
  const email = body.email !== undefined ? assertEmail(body.email) : undefined;
  const phone = body.phone ? validatePhone(body.phone) : undefined;
  if (phone !== undefined) assertChannel(ctx.config, body.channel);
  const method = pkceMethod(body);
  const changesEmail = email !== undefined && email !== caller.user.email;
  const changesPhone = phone !== undefined && phone !== caller.user.phone;
  if ((body.password || changesEmail || changesPhone) && caller.claims.aal !== 'aal2') {
    if (await hasVerifiedFactor(ctx.db, caller.user.id)) throw errors.insufficientAalForUpdate();
  }
  if (caller.user.is_anonymous && body.password && !body.email && !phone) throw errors.anonymousPasswordWithoutEmail();
  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    assertStrongPassword(ctx.config, body.password);
    if (await passwordMatches(body.password, caller.user.encrypted_password)) throw errors.samePassword();
    passwordHash = await hashPassword(body.password);
  }
  const mail = { redirectTo: safeRedirect(ctx.config, request.query.redirect_to), pkce: method ? { params: body, method } : undefined };
  await changeAccount(ctx, caller, request, { passwordHash, nonce: body.nonce, data: body.data, email, phone, mail });
  const updated = (await findUserById(ctx.db, caller.user.id))!;
  return { body: await loadUserJson(ctx.db, updated) };
}

/** POST /logout?scope=global|local|others */
export async function logout(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const { user, session } = await requireUser(ctx, request);
  const scope = request.query.scope ?? 'global';
  if (!['global', 'local', 'others'].includes(scope)) throw errors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`);
  const sessionId = session?.id ?? null;
  if (scope === 'local') await endSession(ctx.db, sessionId);
  else await signOut(ctx.db, user.id, scope === 'others' ? sessionId : undefined);
  await audit(ctx.db, user.id, 'logout', request.ip, { scope });
  return { status: 204 };
}

/** GET /reauthenticate: mails a nonce that PUT /user accepts for a password change. */
export async function reauthenticate(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const caller = await requireUser(ctx, request);
  const { user } = caller;
  if (!user.email && !user.phone) throw errors.validation('Reauthentication requires the user to have an email or a phone number');
  await sendReauthentication(ctx, caller);
  return { body: {} };
}

/** GET /user/identities/authorize: linking needs an OAuth provider, and none is configured locally. */
export async function linkIdentity(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  if (!ctx.config.enable_manual_linking) throw errors.manualLinkingDisabled();
  await requireUser(ctx, request);
  throw errors.unsupportedProvider();
}

/** DELETE /user/identities/{id} */
export async function unlinkIdentity(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  if (!ctx.config.enable_manual_linking) throw errors.manualLinkingDisabled();
  const { user } = await requireUser(ctx, request);
  const identityId = request.params.id ?? '';
  if (!isUuid(identityId)) throw errors.validation('identity_id must be an UUID');
  await unlinkOwnIdentity(ctx, user.id, identityId);
  return { body: {} };
}
