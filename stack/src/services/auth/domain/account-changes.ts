// The writes to a user's account that the user and admin endpoints make (auth.users, its sessions, identities and
// factors), so their handlers only parse, call and answer. Each runs on the caller's transaction (`db`).
import { errors } from '../errors.ts';
import { one, type Queryable } from '../infra/db.ts';
import { findUserById, type FactorRow, type UserRow } from './users.ts';

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

/** Bans until that time (ending every session), or lifts a ban (null). */
export async function setBannedUntil(db: Queryable, userId: string, until: Date | null): Promise<void> {
  await db.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [userId, until]);
  if (until) await signOut(db, userId);
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

/** Ends the user's sessions: all of them, or all but `keep`. */
export async function signOut(db: Queryable, userId: string, keep?: string | null): Promise<void> {
  if (keep === undefined) await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, keep]);
}

export async function endSession(db: Queryable, sessionId: string | null): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId]);
}

/** Deletes the user; a soft delete keeps the row (deleted_at) but frees the address and ends every session. */
export async function deleteUser(db: Queryable, userId: string, soft: boolean): Promise<void> {
  if (!soft) {
    await db.query('delete from auth.users where id = $1', [userId]);
    return;
  }
  await signOut(db, userId);
  await db.query('delete from auth.identities where user_id = $1', [userId]);
  await db.query('delete from auth.mfa_factors where user_id = $1', [userId]);
  await db.query(
    `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '', raw_user_meta_data = '{}',
       confirmation_token = '', recovery_token = '', email_change = '', updated_at = now() where id = $1`,
    [userId],
  );
}

/** Removes one identity of the user; its last one stays (GoTrue's single-identity rule). */
export async function unlinkIdentity(db: Queryable, userId: string, identityId: string): Promise<void> {
  const { rows } = await db.query<{ id: string; provider: string }>(
    'select id, provider from auth.identities where user_id = $1 for update',
    [userId],
  );
  if (!rows.some((row) => row.id === identityId)) throw errors.identityNotFound();
  if (rows.length <= 1) throw errors.singleIdentity();
  await db.query('delete from auth.identities where id = $1', [identityId]);
  const providers = [...new Set(rows.filter((row) => row.id !== identityId).map((row) => row.provider))];
  await db.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb, 'provider', $3::text), updated_at = now() where id = $1`,
    [userId, JSON.stringify(providers), providers[0] ?? 'email'],
  );
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  return (await one(db, "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1", [userId])) !== undefined;
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId])).rows;
}

export function findFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow | undefined> {
  return one<FactorRow>(db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId]);
}

export async function renameFactor(db: Queryable, factorId: string, friendlyName: string | null): Promise<FactorRow> {
  return (await one<FactorRow>(
    db,
    'update auth.mfa_factors set friendly_name = coalesce($2, friendly_name), updated_at = now() where id = $1 returning *',
    [factorId, friendlyName],
  ))!;
}

/** Deletes a factor; the sessions it raised to aal2 go back to aal1 (and are stamped as updated). */
export async function removeFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1', [factorId]);
  await db.query("update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1", [factorId]);
}

/** Confirms a number signed up with (by its code, or at once when SMS confirmations are off). */
export async function confirmPhoneSignUp(db: Queryable, userId: string): Promise<void> {
  await db.query("update auth.users set phone_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = $1", [userId]);
}

/** Forgets every one-time token of the user (the rows; the users columns are cleared by their flows). */
export async function deleteOneTimeTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
}

/** Voids every code the user has pending, mail and SMS: the users columns and the one-time token rows. */
export async function voidPendingCodes(db: Queryable, userId: string, columns: readonly string[]): Promise<void> {
  await db.query(`update auth.users set ${columns.map((column) => `${column} = ''`).join(', ')} where id = $1`, [userId]);
  await deleteOneTimeTokens(db, userId);
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
