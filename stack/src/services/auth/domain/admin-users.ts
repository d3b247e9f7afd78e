// The admin API's writes to users (GoTrue's admin.go, invite.go, mail.go generate_link): each in one transaction,
// on fields the http layer has checked (addresses normalised, numbers validated, passwords hashed).
import type { AuthContext } from './context.ts';
import { transaction, type Queryable } from '../infra/db.ts';
import { signOut } from './sessions.ts';
import { errors } from '../errors.ts';
import { sendEmailChange, sendMail } from './flows.ts';
import {
  assertEmail,
  confirmEmail,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  mergeMetadata,
  setBannedUntil,
  setEmail,
  setPasswordHash,
  setPhone,
  setPhoneConfirmed,
  setRole,
  unconfirmEmail,
  type UserRow,
} from './users.ts';

type Metadata = Record<string, unknown>;

/** Bans until that time, ending every session, or lifts a ban (null). */
async function ban(db: Queryable, userId: string, until: Date | null): Promise<void> {
  await setBannedUntil(db, userId, until);
  if (until) await signOut(db, userId);
}

/** A user as the admin API creates or changes it. */
export interface AdminUserInput {
  email?: string | undefined;
  phone?: string | undefined;
  /** The hash to store (given, or of the given password); undefined leaves the password as it is. */
  passwordHash?: string | null | undefined;
  email_confirm?: boolean | undefined;
  phone_confirm?: boolean | undefined;
  user_metadata?: Metadata | null | undefined;
  app_metadata?: Metadata | null | undefined;
  role?: string | undefined;
  /** A ban until then, or null to lift one; undefined leaves it. */
  banned?: Date | null | undefined;
}

/** POST /admin/users: the address and number must be free; a number given with an address is stored alongside. */
export async function createUserAsAdmin(ctx: AuthContext, input: AdminUserInput & { id?: string | undefined }): Promise<UserRow> {
  const { email, phone } = input;
  return transaction(ctx.db, async (db) => {
    if (email && (await findUserByEmail(db, email))) throw errors.emailExists();
    if (phone && (await findUserByPhone(db, phone))) throw errors.phoneExists();
    const created = await insertUser(db, {
      id: input.id,
      email,
      phone,
      passwordHash: input.passwordHash ?? null,
      userMetadata: input.user_metadata ?? {},
      appMetadata: input.app_metadata ?? {},
      confirmed: (email ? input.email_confirm : input.phone_confirm) ?? false,
      role: input.role,
    });
    // An address and a number: the address makes the identity, the number is stored (and confirmed) alongside.
    if (email && phone) await setPhone(db, created.id, phone);
    if (phone && input.phone_confirm) await setPhoneConfirmed(db, created.id, true);
    if (input.banned) await ban(db, created.id, input.banned);
    return (await findUserById(db, created.id))!;
  });
}

/** PUT /admin/users/{id}: metadata is merged (null removes a key), like GoTrue's UpdateUserMetaData. */
export async function updateUserAsAdmin(ctx: AuthContext, existing: UserRow, input: AdminUserInput): Promise<void> {
  await transaction(ctx.db, async (db) => {
    const id = existing.id;
    if (input.phone !== undefined && input.phone !== existing.phone) {
      const owner = await findUserByPhone(db, input.phone);
      if (owner && owner.id !== id) throw errors.phoneExists();
      await setPhone(db, id, input.phone);
    }
    if (typeof input.phone_confirm === 'boolean') await setPhoneConfirmed(db, id, input.phone_confirm);
    if (input.user_metadata) await mergeMetadata(db, id, 'raw_user_meta_data', input.user_metadata);
    if (input.app_metadata) await mergeMetadata(db, id, 'raw_app_meta_data', input.app_metadata);
    if (input.role !== undefined) await setRole(db, id, input.role);
    if (input.passwordHash != null) await setPasswordHash(db, id, input.passwordHash);
    if (input.banned !== undefined) await ban(db, id, input.banned);
    if (input.email !== undefined && input.email !== existing.email) {
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== id) throw errors.emailExists();
      await setEmail(db, id, input.email);
    }
    if (input.email_confirm === true) await confirmEmail(db, id);
    if (input.email_confirm === false) await unconfirmEmail(db, id);
  });
}

/** Deletes the user; a soft delete keeps the row (deleted_at) but frees the address and ends every session. */
async function deleteUser(db: Queryable, userId: string, soft: boolean): Promise<void> {
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

/** DELETE /admin/users/{id}: a soft delete keeps the row (deleted_at) but frees the address and ends every session. */
export async function deleteUserAsAdmin(ctx: AuthContext, userId: string, soft: boolean): Promise<void> {
  await transaction(ctx.db, (db) => deleteUser(db, userId, soft));
}

/** POST /invite: creates (or re-invites) an unconfirmed user and mails the invitation. */
export async function inviteUser(ctx: AuthContext, email: string, data: Metadata, redirectTo: string): Promise<UserRow> {
  return transaction(ctx.db, async (db) => {
    let invited = await findUserByEmail(db, email);
    if (invited?.email_confirmed_at) throw errors.emailExists();
    invited ??= await insertUser(db, {
      id: await ctx.hooks.beforeUserCreated({ email, userMetadata: data }),
      email,
      passwordHash: null,
      userMetadata: data,
      confirmed: false,
      invited: true,
    });
    await sendMail(ctx, db, invited, 'invite', { redirectTo });
    return (await findUserById(db, invited.id))!;
  });
}

export interface LinkRequest {
  type: 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';
  email: string;
  passwordHash: string | null;
  new_email?: string | undefined;
  data?: Metadata | null | undefined;
  redirectTo: string;
}

/** POST /admin/generate_link: the link and code a mail would carry, without sending it (creating the user if needed). */
export async function generateLinkFor(ctx: AuthContext, input: LinkRequest) {
  return transaction(ctx.db, async (db) => {
    let user = await findUserByEmail(db, input.email);
    const properties = (link: string, otp: string, hash: string, type: string) => ({
      action_link: link,
      email_otp: otp,
      hashed_token: hash,
      redirect_to: input.redirectTo,
      verification_type: type,
    });
    switch (input.type) {
      case 'signup':
      case 'invite': {
        if (user?.email_confirmed_at) throw errors.emailExists();
        if (input.type === 'signup' && !user && input.passwordHash === null) throw errors.validation('Signup requires a valid password');
        user ??= await insertUser(db, {
          id: await ctx.hooks.beforeUserCreated({ email: input.email, userMetadata: input.data ?? {} }),
          email: input.email,
          passwordHash: input.passwordHash,
          userMetadata: input.data ?? {},
          confirmed: false,
          invited: input.type === 'invite',
        });
        const sent = await sendMail(ctx, db, user, input.type, { redirectTo: input.redirectTo, dryRun: true });
        return { user, properties: properties(sent.link, sent.otp, sent.hash, input.type) };
      }
      case 'magiclink':
      case 'recovery': {
        if (!user) throw errors.userNotFound();
        const sent = await sendMail(ctx, db, user, input.type, { redirectTo: input.redirectTo, dryRun: true });
        return { user, properties: properties(sent.link, sent.otp, sent.hash, input.type) };
      }
      default: {
        if (!user) throw errors.userNotFound();
        if (!input.new_email) throw errors.validation('The new email address provided is invalid');
        const newEmail = assertEmail(input.new_email);
        if (await findUserByEmail(db, newEmail)) throw errors.emailExists();
        const sent = await sendEmailChange(ctx, db, user, newEmail, { redirectTo: input.redirectTo, dryRun: true });
        const current = input.type === 'email_change_current';
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
}
