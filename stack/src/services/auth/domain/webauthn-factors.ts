/**
 * WebAuthn as a second factor (GoTrue's enrollWebAuthnFactor, challengeWebAuthnFactor, verifyWebAuthnFactor):
 * the first challenge of a factor registers a key ("create"), later ones ask for an assertion ("request").
 * The relying party comes from `[auth.webauthn]` only; rp_id/rp_origins in the request body are ignored, as GoTrue
 * has done since it stopped trusting them (supabase/auth#2490).
 */
import crypto from 'node:crypto';
import type { AuthContext } from './context.ts';
import type { Caller } from './sessions.ts';
import { transaction } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { isUuid } from './ids.ts';
import type { FactorRow } from './users.ts';
import {
  asAuthenticationResponse,
  asRegistrationResponse,
  counterAdvanced,
  libraryCredential,
  relyingParty,
  sessionData,
  stdToUrl,
  storedCredential,
  type RelyingParty,
  type SessionData,
  type StoredCredential,
  authenticationOptions,
  registrationOptions,
  verifiedAuthentication,
  verifiedRegistration,
} from './webauthn.ts';
import {
  assertMayEnroll,
  deleteChallenge,
  findChallenge,
  insertUnverifiedFactor,
  lockFactor,
  lockWebauthnSignCount,
  recordLastWebauthnChallenge,
  setWebauthnSignCount,
  storeWebauthnKey,
  upgradeSession,
  verifiedWebauthnKeys,
} from './factors.ts';

/** The relying party, or GoTrue's answer when webauthn.New refuses an incomplete configuration (a bare 500). */
function requireRelyingParty(ctx: AuthContext): RelyingParty {
  const rp = relyingParty(ctx.config);
  if (!rp) {
    ctx.log.error('webauthn is not configured', { needs: '[auth.webauthn] rp_id, rp_display_name, rp_origins' });
    throw errors.unexpected();
  }
  return rp;
}

/** POST /factors with factor_type webauthn: an unverified factor; its key comes with the first challenge. */
export async function enrollWebauthn(ctx: AuthContext, caller: Caller, friendlyName: string) {
  await assertMayEnroll(ctx, caller, friendlyName);
  const id = crypto.randomUUID();
  await insertUnverifiedFactor(ctx.db, { id, userId: caller.user.id, friendlyName, type: 'webauthn' });
  return { id, type: 'webauthn', friendly_name: friendlyName };
}

/** The keys of the user's verified WebAuthn factors (GoTrue's User.WebAuthnCredentials). */
const verifiedKeys = (ctx: AuthContext, userId: string) => verifiedWebauthnKeys(ctx.db, userId);

/**
 * The options of a challenge: creation options while the factor is unverified (existing keys excluded), request
 * options for the user's registered keys once it is. Returned with the session data the challenge row keeps.
 */
export async function webauthnChallengeOptions(
  ctx: AuthContext,
  caller: Caller,
  factor: FactorRow,
): Promise<{ session: SessionData; webauthn: { type: 'create' | 'request'; credential_options: { publicKey: unknown } } }> {
  if (!ctx.config.mfa.web_authn.verify_enabled) throw errors.mfaWebauthnChallengeDisabled();
  const rp = requireRelyingParty(ctx);
  const keys = await verifiedKeys(ctx, caller.user.id);
  const name = caller.user.email ?? '';
  if (factor.status !== 'verified') {
    const options = await registrationOptions(
      rp,
      { id: caller.user.id, name, displayName: name },
      {
        excludeCredentials: keys.map((key) => ({ id: stdToUrl(key.stored.id), transports: ['usb', 'nfc'] })),
        authenticatorSelection: { userVerification: 'preferred', residentKey: 'discouraged' },
      },
    );
    return { session: sessionData(options, rp, caller.user.id), webauthn: { type: 'create', credential_options: { publicKey: options } } };
  }
  const allowed = keys.map((key) => stdToUrl(key.stored.id));
  const options = await authenticationOptions(
    rp,
    keys.map((key) => ({ id: stdToUrl(key.stored.id), ...(key.stored.transport ? { transports: key.stored.transport } : {}) })),
  );
  return {
    session: sessionData(options, rp, caller.user.id, allowed),
    webauthn: { type: 'request', credential_options: { publicKey: options } },
  };
}

/** The fields of POST /factors/{id}/verify for a WebAuthn factor, as sent. */
export interface WebauthnVerifyRequest {
  challenge_id?: string | null | undefined;
  webauthn?: { type?: unknown; credential_response?: unknown } | null | undefined;
}

/** What a checked response changes: a new key for an unverified factor, or a key's new signature counter. */
type Checked = { kind: 'create'; stored: StoredCredential; aaguid: string | null } | { kind: 'request'; factorId: string; counter: number };

/** What a ceremony's check reads besides the response: the relying party, the challenge's session data, who and which factor. */
interface Ceremony {
  ctx: AuthContext;
  rp: RelyingParty;
  session: SessionData;
  caller: Caller;
  factor: FactorRow;
}

/**
 * POST /factors/{id}/verify for a WebAuthn factor. A failed check leaves the challenge usable (as in GoTrue); a
 * passed one consumes it, so a response cannot be replayed. GoTrue's answers: 400 for a missing or malformed
 * response, 500 when the ceremony does not verify (wrong origin, RP, challenge or signature).
 */
export async function verifyWebauthn(
  ctx: AuthContext,
  caller: Caller,
  factor: FactorRow,
  body: WebauthnVerifyRequest,
  challengeTtlS: number,
) {
  if (!ctx.config.mfa.web_authn.verify_enabled) throw errors.mfaWebauthnVerifyDisabled();
  const params = body.webauthn;
  if (!params) throw errors.validation('WebAuthn config required');
  if (params.type !== 'create' && params.type !== 'request') throw errors.validation('WebAuthn type must be create or request');
  if (params.credential_response === undefined || params.credential_response === null)
    throw errors.validation('credential_response required');
  const rp = requireRelyingParty(ctx);
  if (!caller.session) throw errors.sessionNotFound();

  const challenge = body.challenge_id && isUuid(body.challenge_id) ? await findChallenge(ctx.db, body.challenge_id, factor.id) : undefined;
  if (!challenge || challenge.verified_at || !challenge.web_authn_session_data) throw errors.mfaChallengeNotFound();
  if (challenge.created_at.getTime() + challengeTtlS * 1000 < Date.now()) {
    await deleteChallenge(ctx.db, challenge.id);
    throw errors.mfaChallengeExpired(challenge.id);
  }
  const session = challenge.web_authn_session_data;
  const ceremony: Ceremony = { ctx, rp, session, caller, factor };
  const checked =
    params.type === 'create'
      ? await checkRegistration(ceremony, params.credential_response)
      : await checkAssertion(ceremony, params.credential_response);

  return transaction(ctx.db, async (db) => {
    await lockFactor(db, factor.id);
    // Consumed once: a second verify with the same challenge (a replay, or a parallel request) finds nothing.
    if (!(await deleteChallenge(db, challenge.id))) throw errors.mfaChallengeNotFound();
    if (checked.kind === 'create') {
      await storeWebauthnKey(db, factor.id, checked.stored, checked.aaguid);
    } else {
      const stored = await lockWebauthnSignCount(db, checked.factorId);
      if (stored === undefined || !counterAdvanced(stored, checked.counter)) {
        ctx.log.info('webauthn signature counter did not advance', { factor_id: checked.factorId });
        throw errors.mfaWebauthnFailed();
      }
      await setWebauthnSignCount(db, checked.factorId, checked.counter);
    }
    const lastChallenge = {
      challenge: {
        id: challenge.id,
        factor_id: challenge.factor_id,
        created_at: challenge.created_at.toISOString(),
        verified_at: null,
        ip_address: challenge.ip_address,
        web_authn_session_data: session,
      },
      type: params.type,
      credential_response: params.credential_response,
    };
    await recordLastWebauthnChallenge(db, factor.id, lastChallenge);
    return upgradeSession(ctx, db, caller, factor, 'mfa/webauthn');
  });
}

/** A registration ("create") for an unverified factor; GoTrue answers a failed one with its generic 500. */
async function checkRegistration({ ctx, rp, session, factor }: Ceremony, raw: unknown): Promise<Checked> {
  const response = asRegistrationResponse(raw);
  if (!response) throw errors.validation('Invalid credential_response');
  // A key may only be registered while the factor waits for one: a "create" answer to an assertion challenge of a
  // verified factor would otherwise pass MFA with any new key.
  if (factor.status === 'verified') throw errors.unexpected();
  try {
    const info = await verifiedRegistration(response, session.challenge, rp);
    const stored = storedCredential({
      credential: info.credential,
      aaguid: info.aaguid,
      fmt: info.fmt,
      userVerified: info.userVerified,
      backupEligible: info.credentialDeviceType === 'multiDevice',
      backedUp: info.credentialBackedUp,
      attachment: response.authenticatorAttachment ?? '',
    });
    return { kind: 'create', stored, aaguid: info.aaguid };
  } catch (error) {
    ctx.log.info('webauthn registration refused', { factor_id: factor.id, reason: (error as Error).message });
    throw errors.unexpected();
  }
}

/** An assertion ("request") with one of the user's registered keys; a failed one is GoTrue's 500. */
async function checkAssertion({ ctx, rp, session, caller, factor }: Ceremony, raw: unknown): Promise<Checked> {
  const response = asAuthenticationResponse(raw);
  if (!response) throw errors.validation('Invalid credential_response');
  try {
    if (factor.status !== 'verified') throw new Error('the factor has no registered key yet');
    const keys = await verifiedKeys(ctx, caller.user.id);
    const key = keys.find((candidate) => stdToUrl(candidate.stored.id) === response.rawId);
    const allowed = (session.allowed_credentials ?? []).map(stdToUrl);
    if (!key || !allowed.includes(response.rawId)) throw new Error("the key is not one of the user's factors");
    const counter = await verifiedAuthentication(response, session.challenge, rp, libraryCredential(key.stored));
    return { kind: 'request', factorId: key.factorId, counter };
  } catch (error) {
    ctx.log.info('webauthn assertion refused', { factor_id: factor.id, reason: (error as Error).message });
    throw errors.mfaWebauthnFailed();
  }
}
