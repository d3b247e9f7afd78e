import { z } from 'zod';
import type { AuthContext, AuthReply, AuthRequest } from '../../domain/context.ts';
import { one, transaction } from '../../infra/db.ts';
import { errors } from '../../errors.ts';
import { sendEmailChange, sendMail } from '../../domain/flows.ts';
import { isUuid, parseBody, requireUser, opt } from '../guards.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../../domain/passwords.ts';
import { audit } from '../../domain/sessions.ts';
import { clearToken, isExpired, matchOtp, pkceMethod, safeRedirect } from '../../domain/one-time-tokens.ts';
import { assertChannel, confirmPhoneChange, sendPhoneOtp, validatePhone } from '../../domain/phone.ts';
import { findUserByEmail, findUserById, findUserByPhone, loadUserJson, refreshProviders } from '../../domain/users.ts';
import { assertEmail } from './signup.ts';

/** GET /user */
export async function getUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const { user } = await requireUser(ctx, request);
  return { body: await loadUserJson(ctx.db, user) };
}

const updateBody = z.object({
  email: opt(z.string()),
  password: opt(z.string()),
  nonce: opt(z.string()),
  data: z.record(z.string(), z.unknown()).nullish(),
  app_metadata: opt(z.unknown()),
  phone: opt(z.string()),
  channel: opt(z.string()),
  code_challenge: opt(z.string()),
  code_challenge_method: opt(z.string()),
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
    const verified = await one(ctx.db, "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [
      caller.user.id,
    ]);
    if (verified) throw errors.insufficientAalForUpdate();
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
      await db.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      // Like GoTrue, a new password ends every other session of the user.
      await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, caller.session?.id ?? null]);
      await audit(db, user.id, 'user_updated_password', request.ip);
    }
    if (body.data) {
      const remove = Object.keys(body.data).filter((key) => body.data![key] === null);
      await db.query(
        `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
        [user.id, body.data, remove],
      );
    }
    if (email !== undefined && email !== user.email) {
      const owner = await findUserByEmail(db, email);
      if (owner) throw errors.emailExists();
      if (user.is_anonymous && !ctx.config.email.enable_confirmations) {
        // GoTrue gives an anonymous user its address at once when confirmations are off.
        await db.query('update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1', [user.id, email]);
        await db.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
           values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
          [user.id, { sub: user.id, email, email_verified: true, phone_verified: false }],
        );
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
        await db.query('update auth.users set is_anonymous = false where id = $1 and is_anonymous', [user.id]);
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
  if (scope === 'local') await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (scope === 'others')
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId]);
  else await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
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
  await transaction(ctx.db, async (db) => {
    const { rows } = await db.query<{ id: string; provider: string }>(
      'select id, provider from auth.identities where user_id = $1 for update',
      [user.id],
    );
    const identity = rows.find((row) => row.id === identityId);
    if (!identity) throw errors.identityNotFound();
    if (rows.length <= 1) throw errors.singleIdentity();
    await db.query('delete from auth.identities where id = $1', [identityId]);
    const providers = [...new Set(rows.filter((row) => row.id !== identityId).map((row) => row.provider))];
    await db.query(
      `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb, 'provider', $3::text), updated_at = now() where id = $1`,
      [user.id, JSON.stringify(providers), providers[0] ?? 'email'],
    );
  });
  return { body: {} };
}
