import { z } from 'zod';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { transaction } from '../../infra/db.ts';
import { errors } from '../../errors.ts';
import { sendEmailChange, sendMail } from '../../domain/flows.ts';
import { isUuid, parseBody, requireUser, opt, optionalStrings } from '../guards.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../../domain/passwords.ts';
import { audit } from '../../domain/sessions.ts';
import { clearToken, isExpired, matchOtp, pkceMethod, safeRedirect } from '../../domain/one-time-tokens.ts';
import { assertChannel, confirmPhoneChange, sendPhoneOtp, validatePhone } from '../../domain/phone.ts';
import { findUserByEmail, findUserById, findUserByPhone, loadUserJson, refreshProviders } from '../../domain/users.ts';
import {
  clearAnonymous,
  endSession,
  giveAnonymousUserEmail,
  hasVerifiedFactor,
  mergeMetadata,
  setPasswordHash,
  signOut,
  unlinkIdentity as unlinkIdentityRow,
} from '../../domain/account-changes.ts';
import { assertEmail } from './signup.ts';

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

const REAUTHENTICATION_WINDOW_MS = 24 * 3_600_000;

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
  await transaction(ctx.db, async (db) => {
    const user = (await findUserById(db, caller.user.id, true))!;
    if (passwordHash) {
      const sessionStart = caller.session?.created_at.getTime() ?? 0;
      if (ctx.config.email.secure_password_change && sessionStart + REAUTHENTICATION_WINDOW_MS < Date.now()) {
        if (!body.nonce) throw errors.reauthenticationNeeded();
        if (
          !matchOtp(user, user.email || user.phone || '', body.nonce, ['reauthentication_token']) ||
          isExpired(ctx.config, user.reauthentication_sent_at)
        ) {
          throw errors.reauthenticationInvalid();
        }
        await clearToken(db, user.id, 'reauthentication_token');
      }
      await setPasswordHash(db, user.id, passwordHash);
      // Like GoTrue, a new password ends every other session of the user.
      await signOut(db, user.id, caller.session?.id ?? null);
      await audit(db, user.id, 'user_updated_password', request.ip);
    }
    if (body.data) await mergeMetadata(db, user.id, 'raw_user_meta_data', body.data);
    if (email !== undefined && email !== user.email) {
      const owner = await findUserByEmail(db, email);
      if (owner) throw errors.emailExists();
      if (user.is_anonymous && !ctx.config.email.enable_confirmations) {
        // GoTrue gives an anonymous user its address at once when confirmations are off.
        await giveAnonymousUserEmail(db, user.id, email);
      } else {
        const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
        await sendEmailChange(ctx, db, user, email, { redirectTo, pkce: method ? { params: body, method } : undefined });
      }
    }
    if (phone !== undefined && phone !== user.phone) {
      if (await findUserByPhone(db, phone)) throw errors.phoneExists();
      if (ctx.config.sms.enable_confirmations) {
        // The new number gets a code; it replaces the old one once verified with type phone_change.
        await sendPhoneOtp(ctx, db, (await findUserById(db, user.id, true))!, phone, 'phone_change');
      } else {
        await confirmPhoneChange(db, user.id, phone);
        await clearAnonymous(db, user.id);
        await refreshProviders(db, user.id);
      }
    }
  });
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
  const { user } = await requireUser(ctx, request);
  if (!user.email && !user.phone) throw errors.validation('Reauthentication requires the user to have an email or a phone number');
  await transaction(ctx.db, async (db) => {
    // As GoTrue: the nonce goes by mail when the user has an address, else by SMS.
    if (user.email) await sendMail(ctx, db, user, 'reauthentication', { redirectTo: ctx.config.site_url });
    else await sendPhoneOtp(ctx, db, (await findUserById(db, user.id, true))!, user.phone!, 'reauthentication');
  });
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
  await transaction(ctx.db, (db) => unlinkIdentityRow(db, user.id, identityId));
  return { body: {} };
}
