/**
 * Passkeys (GoTrue's passkey_registration.go, passkey_authentication.go, passkey_manage.go): discoverable WebAuthn
 * credentials in auth.webauthn_credentials, registered by a signed-in user and used to sign in without a password.
 * Everything is behind `[auth.passkey] enabled`; the relying party is `[auth.webauthn]`.
 */
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply, AuthRequest } from '../request.ts';
import { transaction } from '../../infra/db.ts';
import { errors } from '../../errors.ts';
import { isUuid, requireAdmin, requireUser, type Caller } from '../guards.ts';
import { audit, sessionResponse, startSession } from '../../domain/sessions.ts';
import { findUserById, isBanned } from '../../domain/users.ts';
import {
  aaguidOrNull,
  asAuthenticationResponse,
  asRegistrationResponse,
  CEREMONY_TIMEOUT_MS,
  counterAdvanced,
  PASSKEY_CHALLENGE_TTL_MS,
  relyingParty,
  sessionData,
  userHandle,
  type RelyingParty,
  type SessionData,
  verifiedRegistration,
} from '../../domain/webauthn.ts';
import { hasVerifiedFactor } from '../../domain/account-changes.ts';
import {
  advanceSignCount,
  consumePasskeyChallenge,
  deletePasskey,
  findPasskey,
  insertPasskey,
  insertPasskeyChallenge,
  lockAndCountPasskeys,
  passkeysOf,
  renamePasskey,
  type PasskeyRow,
} from '../../domain/passkey-records.ts';
import { loadUser } from './admin.ts';

/** GoTrue's GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER default; the CLI has no setting for it. */
const MAX_PASSKEYS_PER_USER = 10;
/** GoTrue names a passkey after its authenticator model (by AAGUID); without that list every passkey is "Passkey". */
const DEFAULT_FRIENDLY_NAME = 'Passkey';

/** GoTrue's requirePasskeyEnabled, in front of every /passkeys route (before authentication). */
function requirePasskeys(ctx: AuthContext): RelyingParty {
  if (!ctx.config.passkey?.enabled) throw errors.passkeyDisabled();
  const rp = relyingParty(ctx.config);
  if (!rp) throw errors.webauthnNotConfigured();
  return rp;
}

/** requireAuthentication + requireNotAnonymous, as GoTrue puts them on /passkeys/registration. */
async function requireRegisteredUser(ctx: AuthContext, request: AuthRequest): Promise<Caller> {
  const caller = await requireUser(ctx, request);
  if (caller.user.is_anonymous) throw errors.anonymousNotAllowed();
  return caller;
}

/** GoTrue's requirePasskeyManagementAAL: with a verified MFA factor, adding or removing a passkey needs aal2. */
async function requireManagementAal(ctx: AuthContext, caller: Caller): Promise<void> {
  if ((await hasVerifiedFactor(ctx.db, caller.user.id)) && caller.session?.aal !== 'aal2') throw errors.passkeyAal();
}

const listItem = (row: PasskeyRow) => ({
  id: row.id,
  friendly_name: row.friendly_name || undefined,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString(),
});

async function storeChallenge(ctx: AuthContext, userId: string | null, type: 'registration' | 'authentication', session: SessionData) {
  const expiresAt = new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS);
  const id = await insertPasskeyChallenge(ctx.db, userId, type, session, expiresAt);
  return { challenge_id: id, expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

/** The body of both verify endpoints: GoTrue's checks, in its order. */
function verifyParams(body: unknown): { challengeId: string; credential: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.badJson();
  const { challenge_id: challengeId, credential } = body as Record<string, unknown>;
  if (challengeId === undefined || challengeId === null || challengeId === '') throw errors.validation('challenge_id is required');
  if (credential === undefined || credential === null) throw errors.validation('credential is required');
  if (typeof challengeId !== 'string' || !isUuid(challengeId)) throw errors.validation('challenge_id must be a valid UUID');
  return { challengeId, credential };
}

/** GoTrue's ConsumeWebAuthnChallengeByID: deleted on first use, whether or not the ceremony then verifies. */
async function consumeChallenge(
  ctx: AuthContext,
  id: string,
  type: 'registration' | 'authentication',
  userId: string | null,
): Promise<SessionData> {
  const row = await consumePasskeyChallenge(ctx.db, id, type, userId);
  if (!row) throw errors.webauthnChallengeNotFound();
  if (row.expires_at.getTime() < Date.now()) throw errors.webauthnChallengeExpired();
  return row.session_data;
}

/** POST /passkeys/registration/options */
export async function registrationOptions(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  const caller = await requireRegisteredUser(ctx, request);
  await requireManagementAal(ctx, caller);
  const existing = await passkeysOf(ctx.db, caller.user.id);
  if (existing.length >= MAX_PASSKEYS_PER_USER) throw errors.tooManyPasskeys();
  const name = caller.user.email || caller.user.phone || '';
  const displayName = (caller.user.raw_user_meta_data as { name?: unknown } | null)?.name;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: name,
    userDisplayName: typeof displayName === 'string' && displayName !== '' ? displayName : name,
    userID: userHandle(caller.user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id.toString('base64url') })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
  const stored = await storeChallenge(ctx, caller.user.id, 'registration', sessionData(options, rp, caller.user.id));
  return { body: { challenge_id: stored.challenge_id, options, expires_at: stored.expires_at } };
}

/** POST /passkeys/registration/verify */
export async function registrationVerify(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  const caller = await requireRegisteredUser(ctx, request);
  await requireManagementAal(ctx, caller);
  const { challengeId, credential } = verifyParams(request.body);
  const session = await consumeChallenge(ctx, challengeId, 'registration', caller.user.id);
  const response = asRegistrationResponse(credential);
  if (!response) throw errors.webauthnInvalidResponse();
  let info;
  try {
    info = await verifiedRegistration(response, session.challenge, rp);
  } catch (error) {
    ctx.log.info('passkey registration refused', { reason: (error as Error).message });
    throw errors.webauthnVerificationFailed();
  }
  const row = await transaction(ctx.db, async (db) => {
    // One registration at a time per user, so the cap holds under parallel requests.
    if ((await lockAndCountPasskeys(db, caller.user.id)) >= MAX_PASSKEYS_PER_USER) throw errors.tooManyPasskeys();
    try {
      const inserted = await insertPasskey(db, {
        userId: caller.user.id,
        credentialId: Buffer.from(info.credential.id, 'base64url'),
        publicKey: Buffer.from(info.credential.publicKey),
        attestationType: info.fmt,
        aaguid: aaguidOrNull(info.aaguid),
        signCount: info.credential.counter,
        transports: info.credential.transports ?? [],
        backupEligible: info.credentialDeviceType === 'multiDevice',
        backedUp: info.credentialBackedUp,
        friendlyName: DEFAULT_FRIENDLY_NAME,
      });
      await audit(db, caller.user.id, 'passkey_created', request.ip, { passkey_id: inserted.id });
      return inserted;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw errors.webauthnCredentialExists();
      throw error;
    }
  });
  return { body: { id: row.id, friendly_name: row.friendly_name || undefined, created_at: row.created_at.toISOString() } };
}

/** POST /passkeys/authentication/options: a discoverable-credential challenge bound to no user. */
export async function authenticationOptions(ctx: AuthContext): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: CEREMONY_TIMEOUT_MS, userVerification: 'preferred' });
  const stored = await storeChallenge(ctx, null, 'authentication', sessionData(options, rp, null));
  return { body: { challenge_id: stored.challenge_id, options, expires_at: stored.expires_at } };
}

/** POST /passkeys/authentication/verify: the user comes from the assertion's user handle; answers a new session. */
export async function authenticationVerify(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  const rp = requirePasskeys(ctx);
  const { challengeId, credential } = verifyParams(request.body);
  const session = await consumeChallenge(ctx, challengeId, 'authentication', null);
  const response = asAuthenticationResponse(credential);
  if (!response) throw errors.webauthnInvalidResponse();
  const handle = response.response.userHandle ? Buffer.from(response.response.userHandle, 'base64url').toString('utf8') : '';
  const passkey = isUuid(handle) ? await findPasskey(ctx.db, Buffer.from(response.rawId, 'base64url'), handle) : undefined;
  let counter: number;
  try {
    if (!passkey) throw new Error('no passkey with this credential id for the user handle');
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: session.challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id.toString('base64url'),
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.sign_count),
      },
      requireUserVerification: false,
    });
    if (!result.verified) throw new Error('assertion not verified');
    counter = result.authenticationInfo.newCounter;
  } catch (error) {
    ctx.log.info('passkey sign-in refused', { reason: (error as Error).message });
    throw errors.webauthnVerificationFailed();
  }
  const user = await findUserById(ctx.db, passkey.user_id);
  if (!user) throw errors.webauthnVerificationFailed();
  if (user.email && !user.email_confirmed_at) throw errors.emailNotConfirmedForbidden();
  if (user.phone && !user.phone_confirmed_at) throw errors.phoneNotConfirmedForbidden();
  if (isBanned(user)) throw errors.userBannedForbidden();
  const body = await transaction(ctx.db, async (db) => {
    // The counter moves forward only: of two parallel sign-ins with one assertion, the second finds it already used.
    const moved = await advanceSignCount(db, passkey.id, counter);
    if (!moved || !counterAdvanced(Number(passkey.sign_count), counter)) throw errors.webauthnVerificationFailed();
    const { sessionId, refreshToken } = await startSession(db, user, 'passkey', request);
    return sessionResponse(ctx, db, user, sessionId, refreshToken);
  });
  return { body };
}

/** GET /passkeys */
export async function list(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requirePasskeys(ctx);
  const caller = await requireUser(ctx, request);
  return { body: (await passkeysOf(ctx.db, caller.user.id)).map(listItem) };
}

/** PATCH /passkeys/{id}: renames a passkey of the caller. */
export async function update(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requirePasskeys(ctx);
  const caller = await requireUser(ctx, request);
  const id = request.params.id ?? '';
  if (!isUuid(id)) throw errors.passkeyNotFound();
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.badJson();
  const name = (body as { friendly_name?: unknown }).friendly_name;
  if (name !== undefined && name !== null && typeof name !== 'string') throw errors.badJson();
  if (!name) throw errors.validation('friendly_name is required');
  if (name.length > 120) throw errors.validation('friendly_name must be 120 characters or less');
  const row = await renamePasskey(ctx.db, id, caller.user.id, name);
  if (!row) throw errors.passkeyNotFound();
  return { body: listItem(row) };
}

/** DELETE /passkeys/{id}: 204; with a verified MFA factor only from an aal2 session. */
export async function remove(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  requirePasskeys(ctx);
  const caller = await requireUser(ctx, request);
  await requireManagementAal(ctx, caller);
  const id = request.params.id ?? '';
  if (!isUuid(id)) throw errors.passkeyNotFound();
  if (!(await deletePasskey(ctx.db, id, caller.user.id))) throw errors.passkeyNotFound();
  return { status: 204 };
}

/** GET /admin/users/{id}/passkeys (service role; not behind `[auth.passkey] enabled`, as in GoTrue). */
export async function adminList(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  return { body: (await passkeysOf(ctx.db, user.id)).map(listItem) };
}

/** DELETE /admin/users/{id}/passkeys/{passkeyId} */
export async function adminRemove(ctx: AuthContext, request: AuthRequest): Promise<AuthReply> {
  await requireAdmin(ctx, request);
  const user = await loadUser(ctx, request.params.id);
  const id = request.params.passkeyId ?? '';
  if (!isUuid(id)) throw errors.passkeyNotFound();
  if (!(await deletePasskey(ctx.db, id, user.id))) throw errors.passkeyNotFound();
  return { status: 204 };
}
