import { z } from 'zod';
import { parseDuration } from '../../../../config.ts';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { errors } from '../../errors.ts';
import { isUuid, parseBody, requireAdmin, opt, optionalStrings } from '../guards.ts';
import { assertStrongPassword, hashPassword } from '../../domain/passwords.ts';
import { validatePhone } from '../../domain/phone.ts';
import { safeRedirect } from '../../domain/one-time-tokens.ts';
import { findFactor, listFactors as factorsOf, renameFactor, unenrollFactor } from '../../domain/factors.ts';
import { assertEmail, factorJson, findUserById, listUsersPage, loadUserJson, type FactorRow, type UserRow } from '../../domain/users.ts';
import { createUserAsAdmin, deleteUserAsAdmin, generateLinkFor, inviteUser, updateUserAsAdmin } from '../../domain/admin-users.ts';

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
  const user = await createUserAsAdmin(ctx, { ...body, email, phone, passwordHash, banned });
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
  await updateUserAsAdmin(ctx, existing, { ...body, email, phone, passwordHash, banned });
  return { body: await loadUserJson(ctx.db, (await findUserById(ctx.db, existing.id))!) };
}

const deleteBody = z.object({ should_soft_delete: opt(z.boolean()) });

/** DELETE /admin/users/{id}: a soft delete keeps the row (deleted_at) but frees the address and ends every session. */
export async function deleteUser(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  const body = parseBody(deleteBody, request.body);
  await deleteUserAsAdmin(ctx, user.id, body.should_soft_delete === true);
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
  await unenrollFactor(ctx, factor.id);
  return { body: factorJson(factor) };
}

const inviteBody = z.object({ email: z.string(), data: metadata });

/** POST /invite: creates (or re-invites) an unconfirmed user and mails the invitation. */
export async function invite(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const body = parseBody(inviteBody, request.body);
  const email = assertEmail(body.email);
  const redirectTo = safeRedirect(ctx.config, request.query.redirect_to);
  const user = await inviteUser(ctx, email, body.data ?? {}, redirectTo);
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
  const result = await generateLinkFor(ctx, { ...body, email, passwordHash, redirectTo });
  const fresh = (await findUserById(ctx.db, result.user.id))!;
  return { body: { ...(await loadUserJson(ctx.db, fresh)), ...result.properties } };
}
