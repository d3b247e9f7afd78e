import { z } from 'zod';
import { parseDuration } from '../../../../config.ts';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { transaction } from '../../infra/db.ts';
import { errors } from '../../errors.ts';
import { sendEmailChange, sendMail } from '../../domain/flows.ts';
import { isUuid, parseBody, requireAdmin, opt, optionalStrings } from '../guards.ts';
import { assertStrongPassword, hashPassword } from '../../domain/passwords.ts';
import { validatePhone } from '../../domain/phone.ts';
import { safeRedirect } from '../../domain/one-time-tokens.ts';
import {
  confirmEmail,
  factorJson,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  loadUserJson,
  type FactorRow,
  type UserRow,
} from '../../domain/users.ts';
import {
  deleteUser as deleteUserRows,
  findFactor,
  listFactors as factorsOf,
  listUsersPage,
  mergeMetadata,
  removeFactor,
  renameFactor,
  setBannedUntil,
  setEmail,
  setPasswordHash,
  setPhone,
  setPhoneConfirmed,
  setRole,
  unconfirmEmail,
} from '../../domain/account-changes.ts';
import { assertEmail } from './signup.ts';

const metadata = z.record(z.string(), z.unknown()).nullish();

export async function loadUser(ctx: AuthContext, id: string | undefined): Promise<UserRow> {
  if (!id || !isUuid(id)) throw errors.uuidRequired('user_id');
  const user = await findUserById(ctx.db, id);
  if (!user) throw errors.userNotFound();
  return user;
}

/** `ban_duration`: "none" lifts a ban, a Go duration ("24h") sets one. */
function bannedUntil(banDuration: string | undefined): Date | null | undefined {
  if (banDuration === undefined) return undefined;
  if (banDuration === 'none') return null;
  const ms = parseDuration(banDuration);
  if (ms === undefined) throw errors.validation(`invalid format for ban duration: time: invalid duration ${JSON.stringify(banDuration)}`);
  return new Date(Date.now() + ms);
}

/**
 * A page parameter as GoTrue reads it (internal/api/pagination.go): absent or empty is the default, anything else
 * must be what Go's strconv.ParseUint accepts, and its error is the message.
 */
function pageParameter(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const reason = !/^[0-9]+$/.test(value) ? 'invalid syntax' : BigInt(value) > 2n ** 64n - 1n ? 'value out of range' : undefined;
  if (reason) throw errors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(value)}: ${reason}`);
  return Number(value);
}

/** GET /admin/users?page=&per_page= with x-total-count and Link headers, as GoTrue answers auth-js's listUsers. */
export async function listUsers(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  // auth-js sends `page=&per_page=` when the caller gives none: empty counts as absent, as in GoTrue.
  const page = pageParameter(request.query.page, 1);
  const perPage = pageParameter(request.query.per_page, 50);
  // GoTrue divides by per_page for its Link header and fails with a 500; a clear refusal instead (README).
  if (perPage === 0) throw errors.validation('Bad Pagination Parameters: per_page must be at least 1');
  // Page 0 is served as page 1, as GoTrue's query builder does.
  const { total, rows } = await listUsersPage(ctx.db, request.query.filter, perPage, (Math.max(page, 1) - 1) * perPage);
  const users = await Promise.all(rows.map((user) => loadUserJson(ctx.db, user)));
  // GoTrue's Link header: the request's own path and query (keys sorted, as Go encodes them) with another page.
  const last = Math.ceil(total / perPage);
  const pageLink = (target: number) => {
    const params = Object.entries({ ...request.query, page: String(target) }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    const query = new URLSearchParams(params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return `</admin/users?${query}>`;
  };
  const link = (page < last ? `${pageLink(page + 1)}; rel="next", ` : '') + `${pageLink(last)}; rel="last"`;
  return { body: { users, aud: 'authenticated' }, headers: { 'x-total-count': String(total), link } };
}

const createBody = z.object({
  ...optionalStrings('id', 'email', 'phone', 'password', 'password_hash'),
  email_confirm: opt(z.boolean()),
  phone_confirm: opt(z.boolean()),
  user_metadata: metadata,
  app_metadata: metadata,
  ...optionalStrings('role', 'ban_duration'),
});

/** POST /admin/users */
export async function createUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const body = parseBody(createBody, request.body);
  if (!body.email && !body.phone) throw errors.validation('Cannot create a user without either an email or phone');
  if (body.password && body.password_hash) throw errors.validation('Only a password or a password hash should be provided');
  if (body.id !== undefined && !isUuid(body.id)) throw errors.validation('ID must conform to the uuid v4 format');
  const email = body.email ? assertEmail(body.email) : undefined;
  const phone = body.phone ? validatePhone(body.phone) : undefined;
  if (body.password !== undefined) assertStrongPassword(ctx.config, body.password);
  if (body.password_hash !== undefined && !/^\$2[aby]\$\d\d\$/.test(body.password_hash))
    throw errors.validation('Invalid password hash format');
  const passwordHash = body.password_hash ?? (body.password !== undefined ? await hashPassword(body.password) : null);
  const banned = bannedUntil(body.ban_duration);
  const user = await transaction(ctx.db, async (db) => {
    if (email && (await findUserByEmail(db, email))) throw errors.emailExists();
    if (phone && (await findUserByPhone(db, phone))) throw errors.phoneExists();
    const created = await insertUser(db, {
      id: body.id,
      email,
      phone,
      passwordHash,
      userMetadata: body.user_metadata ?? {},
      appMetadata: body.app_metadata ?? {},
      confirmed: (email ? body.email_confirm : body.phone_confirm) ?? false,
      role: body.role,
    });
    // An address and a number: the address makes the identity, the number is stored (and confirmed) alongside.
    if (email && phone) await setPhone(db, created.id, phone);
    if (phone && body.phone_confirm) await setPhoneConfirmed(db, created.id, true);
    if (banned) await setBannedUntil(db, created.id, banned);
    return (await findUserById(db, created.id))!;
  });
  return { body: await loadUserJson(ctx.db, user) };
}

/** GET /admin/users/{id} */
export async function getUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  return { body: await loadUserJson(ctx.db, await loadUser(ctx, request.params.id)) };
}

const updateBody = createBody.omit({ id: true });

/** PUT /admin/users/{id}: metadata is merged (null removes a key), like GoTrue's UpdateUserMetaData. */
export async function updateUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const existing = await loadUser(ctx, request.params.id);
  const body = parseBody(updateBody, request.body);
  if (body.password !== undefined) assertStrongPassword(ctx.config, body.password);
  const passwordHash = body.password_hash ?? (body.password !== undefined ? await hashPassword(body.password) : undefined);
  const email = body.email !== undefined ? assertEmail(body.email) : undefined;
  const phone = body.phone ? validatePhone(body.phone) : undefined;
  const banned = bannedUntil(body.ban_duration);
  await transaction(ctx.db, async (db) => {
    const id = existing.id;
    if (phone !== undefined && phone !== existing.phone) {
      const owner = await findUserByPhone(db, phone);
      if (owner && owner.id !== id) throw errors.phoneExists();
      await setPhone(db, id, phone);
    }
    if (typeof body.phone_confirm === 'boolean') await setPhoneConfirmed(db, id, body.phone_confirm);
    if (body.user_metadata) await mergeMetadata(db, id, 'raw_user_meta_data', body.user_metadata);
    if (body.app_metadata) await mergeMetadata(db, id, 'raw_app_meta_data', body.app_metadata);
    if (body.role !== undefined) await setRole(db, id, body.role);
    if (passwordHash !== undefined) await setPasswordHash(db, id, passwordHash);
    if (banned !== undefined) await setBannedUntil(db, id, banned);
    if (email !== undefined && email !== existing.email) {
      const owner = await findUserByEmail(db, email);
      if (owner && owner.id !== id) throw errors.emailExists();
      await setEmail(db, id, email);
    }
    if (body.email_confirm === true) await confirmEmail(db, id);
    if (body.email_confirm === false) await unconfirmEmail(db, id);
  });
  return { body: await loadUserJson(ctx.db, (await findUserById(ctx.db, existing.id))!) };
}

const deleteBody = z.object({ should_soft_delete: opt(z.boolean()) });

/** DELETE /admin/users/{id}: a soft delete keeps the row (deleted_at) but frees the address and ends every session. */
export async function deleteUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  const body = parseBody(deleteBody, request.body);
  await transaction(ctx.db, (db) => deleteUserRows(db, user.id, body.should_soft_delete === true));
  return { body: {} };
}

/** GET /admin/users/{id}/factors */
export async function listFactors(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  return { body: (await factorsOf(ctx.db, user.id)).map(factorJson) };
}

async function loadFactor(ctx: AuthContext, request: AuthRequest): Promise<FactorRow> {
  const user = await loadUser(ctx, request.params.id);
  const factorId = request.params.factorId ?? '';
  if (!isUuid(factorId)) throw errors.uuidRequired('factor_id');
  const factor = await findFactor(ctx.db, user.id, factorId);
  if (!factor) throw errors.mfaFactorNotFound();
  return factor;
}

/** PUT /admin/users/{id}/factors/{factorId}: renames a factor. */
export async function updateFactor(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const factor = await loadFactor(ctx, request);
  const body = parseBody(z.object({ friendly_name: opt(z.string()) }), request.body);
  return { body: factorJson(await renameFactor(ctx.db, factor.id, body.friendly_name ?? null)) };
}

/** DELETE /admin/users/{id}/factors/{factorId} */
export async function deleteFactor(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const factor = await loadFactor(ctx, request);
  await transaction(ctx.db, (db) => removeFactor(db, factor.id));
  return { body: factorJson(factor) };
}

const inviteBody = z.object({ email: z.string(), data: metadata });

/** POST /invite: creates (or re-invites) an unconfirmed user and mails the invitation. */
export async function invite(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const body = parseBody(inviteBody, request.body);
  const email = assertEmail(body.email);
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
  const user = await transaction(ctx.db, async (db) => {
    let invited = await findUserByEmail(db, email);
    if (invited?.email_confirmed_at) throw errors.emailExists();
    invited ??= await insertUser(db, {
      id: await ctx.hooks.beforeUserCreated({ email, userMetadata: body.data ?? {} }),
      email,
      passwordHash: null,
      userMetadata: body.data ?? {},
      confirmed: false,
      invited: true,
    });
    await sendMail(ctx, db, invited, 'invite', { redirectTo });
    return (await findUserById(db, invited.id))!;
  });
  return { body: await loadUserJson(ctx.db, user) };
}

const generateLinkBody = z.object({
  type: z.enum(['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'], {
    error: 'Invalid email action link type requested',
  }),
  email: z.string(),
  ...optionalStrings('password', 'new_email'),
  data: metadata,
  ...optionalStrings('redirectTo', 'redirect_to'),
});

/** POST /admin/generate_link: the link and code a mail would carry, without sending it. */
export async function generateLink(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const body = parseBody(generateLinkBody, request.body);
  const email = assertEmail(body.email);
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to ?? body.redirect_to ?? body.redirectTo);
  if (body.password !== undefined) assertStrongPassword(ctx.config, body.password);
  const passwordHash = body.password !== undefined ? await hashPassword(body.password) : null;
  const result = await transaction(ctx.db, async (db) => {
    let user = await findUserByEmail(db, email);
    const properties = (link: string, otp: string, hash: string, type: string) => ({
      action_link: link,
      email_otp: otp,
      hashed_token: hash,
      redirect_to: redirectTo,
      verification_type: type,
    });
    switch (body.type) {
      case 'signup':
      case 'invite': {
        if (user?.email_confirmed_at) throw errors.emailExists();
        if (body.type === 'signup' && !user && passwordHash === null) throw errors.validation('Signup requires a valid password');
        user ??= await insertUser(db, {
          id: await ctx.hooks.beforeUserCreated({ email, userMetadata: body.data ?? {} }),
          email,
          passwordHash,
          userMetadata: body.data ?? {},
          confirmed: false,
          invited: body.type === 'invite',
        });
        const sent = await sendMail(ctx, db, user, body.type, { redirectTo, dryRun: true });
        return { user, properties: properties(sent.link, sent.otp, sent.hash, body.type) };
      }
      case 'magiclink':
      case 'recovery': {
        if (!user) throw errors.userNotFound();
        const sent = await sendMail(ctx, db, user, body.type, { redirectTo, dryRun: true });
        return { user, properties: properties(sent.link, sent.otp, sent.hash, body.type) };
      }
      default: {
        if (!user) throw errors.userNotFound();
        if (!body.new_email) throw errors.validation('The new email address provided is invalid');
        const newEmail = assertEmail(body.new_email);
        if (await findUserByEmail(db, newEmail)) throw errors.emailExists();
        const sent = await sendEmailChange(ctx, db, user, newEmail, { redirectTo, dryRun: true });
        const current = body.type === 'email_change_current';
        return {
          user,
          properties:
            current && sent.currentLink
              ? properties(sent.currentLink, sent.currentOtp!, sent.currentHash!, 'email_change')
              : properties(sent.newLink, sent.newOtp, sent.newHash, 'email_change'),
        };
      }
    }
  });
  const fresh = (await findUserById(ctx.db, result.user.id))!;
  return { body: { ...(await loadUserJson(ctx.db, fresh)), ...result.properties } };
}
