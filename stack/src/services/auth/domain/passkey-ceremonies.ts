// Passkey ceremonies (GoTrue's passkey_registration.go, passkey_authentication.go): the options of a registration or
// sign-in, their single-use challenges, and verifying the answer: a stored passkey, or a session for its user.
import type { AuthContext } from './context.ts';
import type { RequestOrigin } from './origin.ts';
import { transaction } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { isUuid } from './ids.ts';
import { audit, sessionResponse, startSession } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';
import {
  aaguidOrNull,
  asAuthenticationResponse,
  asRegistrationResponse,
  counterAdvanced,
  PASSKEY_CHALLENGE_TTL_MS,
  sessionData,
  type RelyingParty,
  type SessionData,
  authenticationOptions,
  registrationOptions,
  verifiedAuthentication,
  verifiedRegistration,
} from './webauthn.ts';
import {
  advanceSignCount,
  consumePasskeyChallenge,
  findPasskey,
  insertPasskey,
  insertPasskeyChallenge,
  lockAndCountPasskeys,
  passkeysOf,
} from './passkeys.ts';

/** GoTrue's GOTRUE_PASSKEY_MAX_PASSKEYS_PER_USER default; the CLI has no setting for it. */
export const MAX_PASSKEYS_PER_USER = 10;
/** GoTrue names a passkey after its authenticator model (by AAGUID); without that list every passkey is "Passkey". */
const DEFAULT_FRIENDLY_NAME = 'Passkey';

async function storeChallenge(ctx: AuthContext, userId: string | null, type: 'registration' | 'authentication', session: SessionData) {
  const expiresAt = new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS);
  const id = await insertPasskeyChallenge(ctx.db, userId, type, session, expiresAt);
  return { challenge_id: id, expires_at: Math.floor(expiresAt.getTime() / 1000) };
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

/** What the client sends back to verify: the challenge it answers and its credential. */
export interface PasskeyAnswer {
  challengeId: string;
  credential: unknown;
}

/** Registration options for the user (existing passkeys excluded), with their stored challenge. */
export async function passkeyRegistrationOptions(ctx: AuthContext, rp: RelyingParty, user: UserRow) {
  const existing = await passkeysOf(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_USER) throw errors.tooManyPasskeys();
  const name = user.email || user.phone || '';
  const displayName = (user.raw_user_meta_data as { name?: unknown } | null)?.name;
  const options = await registrationOptions(
    rp,
    { id: user.id, name, displayName: typeof displayName === 'string' && displayName !== '' ? displayName : name },
    {
      excludeCredentials: existing.map((row) => ({ id: row.credential_id.toString('base64url') })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
    },
  );
  const stored = await storeChallenge(ctx, user.id, 'registration', sessionData(options, rp, user.id));
  return { challenge_id: stored.challenge_id, options, expires_at: stored.expires_at };
}

/** Verifies a registration answer and stores the passkey (at most MAX_PASSKEYS_PER_USER per user). */
export async function registerPasskey(ctx: AuthContext, rp: RelyingParty, user: UserRow, origin: RequestOrigin, answer: PasskeyAnswer) {
  const { challengeId, credential } = answer;
  const session = await consumeChallenge(ctx, challengeId, 'registration', user.id);
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
    if ((await lockAndCountPasskeys(db, user.id)) >= MAX_PASSKEYS_PER_USER) throw errors.tooManyPasskeys();
    try {
      const inserted = await insertPasskey(db, {
        userId: user.id,
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
      await audit(db, user.id, 'passkey_created', origin.ip, { passkey_id: inserted.id });
      return inserted;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw errors.webauthnCredentialExists();
      throw error;
    }
  });
  return { id: row.id, friendly_name: row.friendly_name || undefined, created_at: row.created_at.toISOString() };
}

/** A discoverable-credential challenge bound to no user. */
export async function passkeyAuthenticationOptions(ctx: AuthContext, rp: RelyingParty) {
  const options = await authenticationOptions(rp);
  const stored = await storeChallenge(ctx, null, 'authentication', sessionData(options, rp, null));
  return { challenge_id: stored.challenge_id, options, expires_at: stored.expires_at };
}

/** Verifies a sign-in answer; the user comes from its user handle. Answers a new session. */
export async function signInWithPasskey(ctx: AuthContext, rp: RelyingParty, origin: RequestOrigin, answer: PasskeyAnswer) {
  const { challengeId, credential } = answer;
  const session = await consumeChallenge(ctx, challengeId, 'authentication', null);
  const response = asAuthenticationResponse(credential);
  if (!response) throw errors.webauthnInvalidResponse();
  const handle = response.response.userHandle ? Buffer.from(response.response.userHandle, 'base64url').toString('utf8') : '';
  const passkey = isUuid(handle) ? await findPasskey(ctx.db, Buffer.from(response.rawId, 'base64url'), handle) : undefined;
  let counter: number;
  try {
    if (!passkey) throw new Error('no passkey with this credential id for the user handle');
    counter = await verifiedAuthentication(response, session.challenge, rp, {
      id: passkey.credential_id.toString('base64url'),
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.sign_count),
    });
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
    const { sessionId, refreshToken } = await startSession(db, user, 'passkey', origin);
    return sessionResponse(ctx, db, user, sessionId, refreshToken);
  });
  return body;
}
