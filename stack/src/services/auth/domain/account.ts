// The signed-in user's own account (GoTrue's user.go, reauthenticate.go, identity.go): the changes PUT /user makes,
// the reauthentication nonce and unlinking an identity. Each runs in one transaction.
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import type { Caller } from './sessions.ts';
import { transaction } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { sendEmailChange, sendMail, type SendOptions } from './flows.ts';
import { audit, signOut } from './sessions.ts';
import { clearToken, isExpired, matchOtp } from './one-time-tokens.ts';
import { confirmPhoneChange, sendPhoneOtp } from './phone.ts';
import { unlinkIdentity } from './identities.ts';
import {
  clearAnonymous,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  giveAnonymousUserEmail,
  mergeMetadata,
  refreshProviders,
  setPasswordHash,
} from './users.ts';

const REAUTHENTICATION_WINDOW_MS = 24 * 3_600_000;

/** What PUT /user asks to change, checked by the http layer (the new password already hashed). */
export interface AccountChange {
  passwordHash?: string | undefined;
  nonce?: string | undefined;
  data?: Record<string, unknown> | null | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  /** How the e-mail change's mails link back (redirect, PKCE). */
  mail: SendOptions;
}

/**
 * Applies a change of the caller's account: a new password (with the nonce when secure_password_change asks for it;
 * every other session ends), metadata, a new address (mailed, or at once for an anonymous user without
 * confirmations), a new number (by code, or at once without SMS confirmations).
 */
export async function changeAccount(ctx: AuthContext, caller: Caller, origin: RequestOrigin, change: AccountChange): Promise<void> {
  await transaction(ctx.db, async (db) => {
    const user = (await findUserById(db, caller.user.id, true))!;
    if (change.passwordHash) {
      const sessionStart = caller.session?.created_at.getTime() ?? 0;
      if (ctx.config.email.secure_password_change && sessionStart + REAUTHENTICATION_WINDOW_MS < Date.now()) {
        if (!change.nonce) throw errors.reauthenticationNeeded();
        if (
          !matchOtp(user, user.email || user.phone || '', change.nonce, ['reauthentication_token']) ||
          isExpired(ctx.config, user.reauthentication_sent_at)
        ) {
          throw errors.reauthenticationInvalid();
        }
        await clearToken(db, user.id, 'reauthentication_token');
      }
      await setPasswordHash(db, user.id, change.passwordHash);
      // Like GoTrue, a new password ends every other session of the user.
      await signOut(db, user.id, caller.session?.id ?? null);
      await audit(db, user.id, 'user_updated_password', origin.ip);
    }
    if (change.data) await mergeMetadata(db, user.id, 'raw_user_meta_data', change.data);
    if (change.email !== undefined && change.email !== user.email) {
      const owner = await findUserByEmail(db, change.email);
      if (owner) throw errors.emailExists();
      if (user.is_anonymous && !ctx.config.email.enable_confirmations) {
        // GoTrue gives an anonymous user its address at once when confirmations are off.
        await giveAnonymousUserEmail(db, user.id, change.email);
      } else {
        await sendEmailChange(ctx, db, user, change.email, change.mail);
      }
    }
    if (change.phone !== undefined && change.phone !== user.phone) {
      if (await findUserByPhone(db, change.phone)) throw errors.phoneExists();
      if (ctx.config.sms.enable_confirmations) {
        // The new number gets a code; it replaces the old one once verified with type phone_change.
        await sendPhoneOtp(ctx, db, (await findUserById(db, user.id, true))!, change.phone, 'phone_change');
      } else {
        await confirmPhoneChange(db, user.id, change.phone);
        await clearAnonymous(db, user.id);
        await refreshProviders(db, user.id);
      }
    }
  });
}

/** GET /reauthenticate: the nonce goes by mail when the user has an address, else by SMS (as GoTrue). */
export async function sendReauthentication(ctx: AuthContext, caller: Caller): Promise<void> {
  const { user } = caller;
  await transaction(ctx.db, async (db) => {
    if (user.email) await sendMail(ctx, db, user, 'reauthentication', { redirectTo: ctx.config.site_url });
    else await sendPhoneOtp(ctx, db, (await findUserById(db, user.id, true))!, user.phone!, 'reauthentication');
  });
}

/** DELETE /user/identities/{id}: removes one identity of the user; its last one stays. */
export async function unlinkOwnIdentity(ctx: AuthContext, userId: string, identityId: string): Promise<void> {
  await transaction(ctx.db, (db) => unlinkIdentity(db, userId, identityId));
}
