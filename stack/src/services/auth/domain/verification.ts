// Verifying a code or a link (GoTrue's verify.go): which tokens each type may match, the phone and mail variants,
// the e-mail change's double confirmation and the wrong-code allowance. One transaction per verification.
import type pg from 'pg';
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import { transaction } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { sessionResponse, startSession, type AuthMethod, type SessionResponse } from './sessions.ts';
import {
  clearToken,
  findByTokenHash,
  isExpired,
  issueFlowStateCode,
  matchOtp,
  TOKEN_COLUMNS,
  deleteOneTimeTokens,
  voidPendingCodes,
  type TokenType,
} from './one-time-tokens.ts';
import { otpGuesses } from './attempts.ts';
import { confirmPhoneChange, phoneOtpMatches, validatePhone } from './phone.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  isBanned,
  refreshProviders,
  applyEmailChange as completeEmailChange,
  clearAnonymous,
  confirmPhoneSignUp,
  findUserByPendingPhone,
  markEmailChangeHalfConfirmed,
  type UserRow,
} from './users.ts';

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email', 'sms', 'phone_change'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Which token columns each verification type may match, and the authentication method it signs in with. */
const VERIFICATIONS: Record<Exclude<VerifyType, 'sms' | 'phone_change'>, { tokens: TokenType[]; method: AuthMethod }> = {
  signup: { tokens: ['confirmation_token'], method: 'otp' },
  invite: { tokens: ['confirmation_token'], method: 'invite' },
  magiclink: { tokens: ['recovery_token', 'confirmation_token'], method: 'magiclink' },
  recovery: { tokens: ['recovery_token'], method: 'recovery' },
  email: { tokens: ['confirmation_token', 'recovery_token'], method: 'otp' },
  email_change: { tokens: ['email_change_token_new', 'email_change_token_current'], method: 'email_change' },
};

export type Outcome =
  | { kind: 'session'; session: SessionResponse }
  | { kind: 'pkce'; authCode: string }
  | { kind: 'single_confirmation' }
  /** A code typed for a known user did not match: counted once the transaction is over. */
  | { kind: 'wrong_code'; userId: string };

/**
 * Counts a wrong code for a user; at the allowance, every code of theirs still pending (mail and SMS) is cleared, so
 * even the right one fails until a new one is requested. Always answers otp_expired, as GoTrue does for a wrong code.
 */
async function wrongCode(ctx: AuthContext, userId: string): Promise<never> {
  if (otpGuesses.fail(userId)) {
    await voidPendingCodes(
      ctx.db,
      userId,
      Object.values(TOKEN_COLUMNS).map(({ column }) => column),
    );
    otpGuesses.clear(userId);
    ctx.log.info('pending codes voided after repeated wrong tries', { user: userId });
  }
  throw errors.otpExpired();
}

export interface VerifyParams {
  type: VerifyType;
  tokenHash?: string | undefined;
  token?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  /** GET links of a PKCE flow hand out a code instead of a session. */
  allowPkce: boolean;
}

/** Applies a pending e-mail change once every required link was followed; returns false while one is missing. */
async function applyEmailChange(ctx: AuthContext, db: pg.PoolClient, user: UserRow, matched: TokenType): Promise<boolean> {
  await clearToken(db, user.id, matched);
  const double = ctx.config.email.double_confirm_changes && (user.email ?? '') !== '';
  if (double && (user.email_change_confirm_status ?? 0) === 0) {
    await markEmailChangeHalfConfirmed(db, user.id);
    return false;
  }
  const newEmail = user.email_change ?? '';
  if (await findUserByEmail(db, newEmail)) throw errors.emailExists();
  await completeEmailChange(db, user.id, newEmail);
  return true;
}

/** The phone types (GoTrue's smsVerify): sms confirms the number, phone_change moves the pending number in. */
async function verifyPhone(
  ctx: AuthContext,
  origin: RequestOrigin,
  params: VerifyParams & { type: 'sms' | 'phone_change' },
): Promise<Outcome> {
  return transaction(ctx.db, async (db): Promise<Outcome> => {
    let user: UserRow | undefined;
    let phone: string;
    if (params.tokenHash) {
      const found = await findByTokenHash(db, params.tokenHash, [params.type === 'sms' ? 'confirmation_token' : 'phone_change_token']);
      user = found?.user;
      phone = (params.type === 'sms' ? user?.phone : user?.phone_change) ?? '';
      const sentAt = params.type === 'sms' ? user?.confirmation_sent_at : user?.phone_change_sent_at;
      if (user && (!sentAt || sentAt.getTime() + ctx.config.sms.otp_expiry * 1000 < Date.now())) user = undefined;
    } else {
      phone = validatePhone(params.phone ?? '');
      user = params.type === 'sms' ? await findUserByPhone(db, phone, true) : await findUserByPendingPhone(db, phone);
      if (user && isBanned(user)) throw errors.userBannedForbidden();
      if (user && !phoneOtpMatches(ctx.config, user, phone, params.token ?? '', params.type))
        return { kind: 'wrong_code', userId: user.id };
    }
    if (!user) throw errors.otpExpired();
    if (params.type === 'sms') {
      await confirmPhoneSignUp(db, user.id);
    } else {
      await confirmPhoneChange(db, user.id, phone);
    }
    await deleteOneTimeTokens(db, user.id);
    await clearAnonymous(db, user.id);
    await refreshProviders(db, user.id);
    const fresh = (await findUserById(db, user.id))!;
    const { sessionId, refreshToken } = await startSession(db, fresh, 'otp', origin);
    return { kind: 'session', session: await sessionResponse(ctx, db, fresh, sessionId, refreshToken) } satisfies Outcome;
  });
}

/** Verifies a code or link of any type in one transaction; a wrong code is counted (and answered otp_expired) after it. */
export async function verifyToken(
  ctx: AuthContext,
  origin: RequestOrigin,
  params: VerifyParams,
): Promise<Exclude<Outcome, { kind: 'wrong_code' }>> {
  const outcome =
    params.type === 'sms' || params.type === 'phone_change'
      ? await verifyPhone(ctx, origin, { ...params, type: params.type })
      : await verifyMailToken(ctx, origin, { ...params, type: params.type });
  if (outcome.kind === 'wrong_code') return wrongCode(ctx, outcome.userId);
  return outcome;
}

async function verifyMailToken(
  ctx: AuthContext,
  origin: RequestOrigin,
  params: VerifyParams & { type: Exclude<VerifyType, 'sms' | 'phone_change'> },
): Promise<Outcome> {
  const { tokens, method } = VERIFICATIONS[params.type];
  return transaction(ctx.db, async (db): Promise<Outcome> => {
    let found: { user: UserRow; type: TokenType } | undefined;
    if (params.tokenHash) {
      found = await findByTokenHash(db, params.tokenHash, tokens);
    } else if (params.token && params.email) {
      const candidate = await findUserByEmail(db, params.email);
      const user = candidate ? await findUserById(db, candidate.id, true) : undefined;
      if (user) {
        // An e-mail change OTP is bound to the address it was sent to.
        const type =
          matchOtp(user, params.email, params.token, tokens) ??
          (user.email_change ? matchOtp(user, user.email_change, params.token, tokens) : undefined);
        if (!type) return { kind: 'wrong_code', userId: user.id };
        found = { user, type };
      }
    }
    if (!found || isExpired(ctx.config, found.user[TOKEN_COLUMNS[found.type].sentAt])) throw errors.otpExpired();
    const { user, type } = found;
    const stored = user[TOKEN_COLUMNS[type].column] ?? '';

    if (params.type === 'email_change') {
      if (!(await applyEmailChange(ctx, db, user, type))) return { kind: 'single_confirmation' };
    } else {
      await clearToken(db, user.id, type);
      await confirmEmail(db, user.id);
    }

    if (params.allowPkce && stored.startsWith('pkce_')) {
      const authCode = await issueFlowStateCode(db, user.id);
      if (authCode === undefined) throw errors.flowStateNotFound();
      return { kind: 'pkce', authCode };
    }
    const fresh = (await findUserById(db, user.id))!;
    const { sessionId, refreshToken } = await startSession(db, fresh, method, origin);
    return { kind: 'session', session: await sessionResponse(ctx, db, fresh, sessionId, refreshToken) };
  });
}
