import crypto from 'node:crypto';
import type { Queryable } from '../infra/db.ts';
import { one } from '../infra/db.ts';
import { errors } from '../errors.ts';

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

/** A row of auth.users, as the service reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_token: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  is_anonymous: boolean;
  deleted_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
  web_authn_credential?: unknown;
  web_authn_aaguid?: string | null;
  last_webauthn_challenge_data?: unknown;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? '',
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
    phone: factor.phone ?? undefined,
    web_authn_aaguid: factor.web_authn_aaguid ?? undefined,
    last_webauthn_challenge_data: factor.last_webauthn_challenge_data ?? undefined,
  };
}

/** The user as GoTrue serializes it (models.User): empty timestamps are left out, phone is "" when unset. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[]) {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}
export type UserJson = ReturnType<typeof userJson>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The address as GoTrue stores it (trimmed, lower case), or 400 email_address_invalid. */
export function assertEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (normalized.length > 255 || !EMAIL.test(normalized)) throw errors.emailInvalid();
  return normalized;
}

export async function findUserById(db: Queryable, id: string, forUpdate = false): Promise<UserRow | undefined> {
  return one<UserRow>(db, `select * from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`, [id]);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return one<UserRow>(db, 'select * from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null', [
    normalizeEmail(email),
  ]);
}

/** GoTrue's FindUserByPhoneAndAudience: phone numbers are stored normalised (digits only). */
export async function findUserByPhone(db: Queryable, phone: string, forUpdate = false): Promise<UserRow | undefined> {
  return one<UserRow>(
    db,
    `select * from auth.users where phone = $1 and is_sso_user = false and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [phone],
  );
}

export async function loadUserJson(db: Queryable, user: UserRow): Promise<UserJson> {
  const [identities, factors] = await Promise.all([
    db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [user.id]),
    db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [user.id]),
  ]);
  return userJson(user, identities.rows, factors.rows);
}

export interface NewUser {
  /** Exactly one of email and phone (phone normalised by validatePhone). */
  email?: string | undefined;
  phone?: string | undefined;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  role?: string | undefined;
  invited?: boolean;
  id?: string | undefined;
}

/**
 * Inserts a user and its identity, as GoTrue's signup does: an `email` identity for an address, a `phone` identity
 * for a number (whose identity_data, like GoTrue's, holds only sub and the two verified flags). Run it inside a transaction.
 */
export async function insertUser(db: Queryable, input: NewUser): Promise<UserRow> {
  const id = input.id ?? crypto.randomUUID();
  const email = input.email !== undefined ? normalizeEmail(input.email) : null;
  const phone = email === null ? (input.phone ?? null) : null;
  const provider = email !== null ? 'email' : 'phone';
  const appMetadata = { provider, providers: [provider], ...input.appMetadata };
  const user = await one<UserRow>(
    db,
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
       email_change_token_new, email_change, is_sso_user, is_anonymous)
     values ($1, $2, 'authenticated', $3, $4, $5, $6, case when $7 then now() end, case when $8 then now() end,
       case when $9 then now() end, $10, $11, now(), now(), '', '', '', '', false, false)
     returning *`,
    [
      INSTANCE_ID,
      id,
      input.role ?? 'authenticated',
      email,
      phone,
      input.passwordHash ?? '',
      input.confirmed && email !== null,
      input.confirmed && phone !== null,
      input.invited ?? false,
      appMetadata,
      input.userMetadata,
    ],
  );
  const identityData =
    email !== null
      ? { sub: id, email, email_verified: input.confirmed, phone_verified: false }
      : { sub: id, email_verified: false, phone_verified: false };
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, $3, now(), now(), now())`,
    [id, identityData, provider],
  );
  return user!;
}

/** Marks the e-mail confirmed on the user and on its email identity. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '', updated_at = now()
     where id = $1`,
    [userId],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

/** An anonymous user: no address, no identity, `is_anonymous` set (GoTrue's SignupAnonymously). */
export async function insertAnonymousUser(db: Queryable, userMetadata: Record<string, unknown>, id?: string): Promise<UserRow> {
  const user = await one<UserRow>(
    db,
    `insert into auth.users (instance_id, id, aud, role, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
     values ($1, coalesce($4::uuid, gen_random_uuid()), 'authenticated', 'authenticated', $2, $3, now(), now(), '', '', '', '', false, true)
     returning *`,
    [INSTANCE_ID, { provider: 'anonymous', providers: ['anonymous'] }, userMetadata, id ?? null],
  );
  return user!;
}

/** GoTrue's UpdateAppMetaDataProviders: `providers` from the user's identities, oldest first; `provider` the first. */
export async function refreshProviders(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb)
       || jsonb_build_object('providers', p.providers) || case when jsonb_array_length(p.providers) > 0 then jsonb_build_object('provider', p.providers->0) else '{}'::jsonb end
     from (select coalesce(jsonb_agg(provider order by first), '[]'::jsonb) as providers
           from (select provider, min(created_at) as first from auth.identities where user_id = $1 group by provider) i) p
     where u.id = $1`,
    [userId],
  );
}

// Writes to a user's account (auth.users, with its e-mail identity where the address changes).
const USER_FILTER = `deleted_at is null and ($1::text is null or lower(email) like $1 or lower(coalesce(raw_user_meta_data->>'full_name', '')) like $1)`;

/** A page of the admin list, newest first, and how many users match: `filter` in the address or full name (any case). */
export async function listUsersPage(
  db: Queryable,
  filter: string | undefined,
  perPage: number,
  offset: number,
): Promise<{ total: number; rows: UserRow[] }> {
  const pattern = filter ? `%${filter.toLowerCase()}%` : null;
  const total =
    (await one<{ count: number }>(db, `select count(*)::int as count from auth.users where ${USER_FILTER}`, [pattern]))?.count ?? 0;
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where ${USER_FILTER} order by created_at desc, id limit $2 offset $3`,
    [pattern, perPage, offset],
  );
  return { total, rows };
}

export async function setPhone(db: Queryable, userId: string, phone: string): Promise<void> {
  await db.query('update auth.users set phone = $2, updated_at = now() where id = $1', [userId, phone]);
}

/** Confirms the number (keeping an earlier confirmation's time) or takes the confirmation back. */
export async function setPhoneConfirmed(db: Queryable, userId: string, confirmed: boolean): Promise<void> {
  await db.query(`update auth.users set phone_confirmed_at = ${confirmed ? 'coalesce(phone_confirmed_at, now())' : 'null'} where id = $1`, [
    userId,
  ]);
}

export async function unconfirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set email_confirmed_at = null where id = $1', [userId]);
}

export async function setRole(db: Queryable, userId: string, role: string): Promise<void> {
  await db.query('update auth.users set role = $2, updated_at = now() where id = $1', [userId, role]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
}

/** Bans until that time, or lifts a ban (null). A ban also ends every session: the caller signs the user out. */
export async function setBannedUntil(db: Queryable, userId: string, until: Date | null): Promise<void> {
  await db.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [userId, until]);
}

/** Merges into the user's or app metadata; a key set to null is removed (GoTrue's UpdateUserMetaData). */
export async function mergeMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: Record<string, unknown>,
): Promise<void> {
  const remove = Object.keys(patch).filter((key) => patch[key] === null);
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now() where id = $1`,
    [userId, patch, remove],
  );
}

/** An admin's change of address: the user and its e-mail identity take it at once. */
export async function setEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, email]);
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

/** An anonymous user's first address, confirmed, with its e-mail identity (confirmations off). */
export async function giveAnonymousUserEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1', [userId, email]);
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [userId, { sub: userId, email, email_verified: true, phone_verified: false }],
  );
}

export async function clearAnonymous(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set is_anonymous = false where id = $1 and is_anonymous', [userId]);
}

/** Confirms a number signed up with (by its code, or at once when SMS confirmations are off). */
export async function confirmPhoneSignUp(db: Queryable, userId: string): Promise<void> {
  await db.query("update auth.users set phone_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = $1", [userId]);
}

/** An unconfirmed account taken over by a new sign-up with the same address: its password and metadata. */
export async function replaceUnconfirmedSignUp(
  db: Queryable,
  userId: string,
  passwordHash: string | null,
  userMetadata: Record<string, unknown>,
): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1', [
    userId,
    passwordHash,
    userMetadata,
  ]);
}

/** The first of two links of a double-confirmed e-mail change was followed. */
export async function markEmailChangeHalfConfirmed(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [userId]);
}

/** Completes an e-mail change: the user and its e-mail identity take the new address, the change's tokens go. */
export async function applyEmailChange(db: Queryable, userId: string, newEmail: string): Promise<void> {
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId, newEmail],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, newEmail],
  );
  await db.query(
    "delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')",
    [userId],
  );
}

/** The user whose pending number change is this number, locked for the verification. */
export function findUserByPendingPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return one<UserRow>(db, 'select * from auth.users where phone_change = $1 and is_sso_user = false and deleted_at is null for update', [
    phone,
  ]);
}

/** The user whose address, or pending new address, this is (a resent e-mail change goes to it). */
export async function findUserChangingEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const row = await one<{ id: string }>(db, 'select id from auth.users where lower(email_change) = $1 or lower(email) = $1 limit 1', [
    email,
  ]);
  return row ? await findUserById(db, row.id) : undefined;
}
