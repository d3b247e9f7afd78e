/**
 * WebAuthn shared by MFA factors and passkeys: the relying party from `[auth.webauthn]`, and the JSON GoTrue keeps in
 * the database (go-webauthn's SessionData and Credential), so rows written here read the same on Supabase.
 * Ceremonies are checked by @simplewebauthn/server.
 */
/** @simplewebauthn/server, loaded with the first passkey or WebAuthn request, not at every start of the stack. */
const webauthnServer = () => import('@simplewebauthn/server');
import type {
  AuthenticationResponseJSON,
  GenerateAuthenticationOptionsOpts,
  GenerateRegistrationOptionsOpts,
  RegistrationResponseJSON,
  WebAuthnCredential,
} from '@simplewebauthn/server';
import type { AuthConfig } from '../../../config.ts';

export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** `[auth.webauthn]` as GoTrue needs it (GOTRUE_WEBAUTHN_RP_ID, _RP_DISPLAY_NAME, _RP_ORIGINS); undefined when incomplete. */
export function relyingParty(config: AuthConfig): RelyingParty | undefined {
  const settings = config.webauthn;
  if (!settings?.rp_id || !settings.rp_display_name || settings.rp_origins.length === 0) return undefined;
  return { id: settings.rp_id, name: settings.rp_display_name, origins: [...settings.rp_origins] };
}

/** GoTrue's WEBAUTHN_CHALLENGE_EXPIRY_DURATION default, which the CLI does not change. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
/** go-webauthn's default ceremony timeout, sent to the browser in the options. */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/** Go's encoding of []byte in JSON is standard base64; WebAuthn's wire format is base64url. */
export const urlToStd = (value: string) => Buffer.from(value, 'base64url').toString('base64');
export const stdToUrl = (value: string) => Buffer.from(value, 'base64').toString('base64url');

/** The user handle GoTrue gives authenticators: the bytes of the user id's text (models.User.WebAuthnID). */
export const userHandle = (userId: string) => new TextEncoder().encode(userId);

/** go-webauthn's SessionData, as GoTrue stores it in mfa_challenges.web_authn_session_data and webauthn_challenges. */
export interface SessionData {
  challenge: string;
  rpId: string;
  user_id: string | null;
  allowed_credentials?: string[];
  expires: string;
  userVerification: string;
}

export function sessionData(
  options: { challenge: string; userVerification?: string },
  rp: RelyingParty,
  userId: string | null,
  allowed?: string[],
): SessionData {
  return {
    challenge: options.challenge,
    rpId: rp.id,
    user_id: userId === null ? null : Buffer.from(userHandle(userId)).toString('base64'),
    ...(allowed?.length ? { allowed_credentials: allowed.map(urlToStd) } : {}),
    expires: new Date(Date.now() + CEREMONY_TIMEOUT_MS).toISOString(),
    userVerification: options.userVerification ?? 'preferred',
  };
}

/** go-webauthn's Credential, as GoTrue stores a WebAuthn factor's key in mfa_factors.web_authn_credential. */
export interface StoredCredential {
  id: string;
  publicKey: string;
  attestationType: string;
  attestationFormat: string;
  transport: string[] | null;
  flags: { userPresent: boolean; userVerified: boolean; backupEligible: boolean; backupState: boolean };
  authenticator: { AAGUID: string; signCount: number; cloneWarning: boolean; attachment: string };
}

/** What a verified registration leaves to store, in the library's terms. */
export interface RegisteredCredential {
  credential: WebAuthnCredential;
  aaguid: string;
  fmt: string;
  userVerified: boolean;
  backupEligible: boolean;
  backedUp: boolean;
  attachment: string;
}

export function storedCredential(registered: RegisteredCredential): StoredCredential {
  return {
    id: urlToStd(registered.credential.id),
    publicKey: Buffer.from(registered.credential.publicKey).toString('base64'),
    attestationType: registered.fmt,
    attestationFormat: registered.fmt,
    transport: registered.credential.transports ? [...registered.credential.transports] : null,
    flags: {
      userPresent: true,
      userVerified: registered.userVerified,
      backupEligible: registered.backupEligible,
      backupState: registered.backedUp,
    },
    authenticator: {
      AAGUID: Buffer.from(registered.aaguid.replace(/-/g, ''), 'hex').toString('base64'),
      signCount: registered.credential.counter,
      cloneWarning: false,
      attachment: registered.attachment,
    },
  };
}

/** A stored factor key in the library's terms, for checking an assertion. */
export function libraryCredential(stored: StoredCredential): WebAuthnCredential {
  return {
    id: stdToUrl(stored.id),
    publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64')),
    counter: stored.authenticator.signCount,
  };
}

/** An AAGUID of zeros (authenticators that do not say what they are) is stored as no AAGUID, as GoTrue does for passkeys. */
export const aaguidOrNull = (aaguid: string) => (/^[0-]*$/.test(aaguid) ? null : aaguid);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isB64Url = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && /^[A-Za-z0-9_-]+={0,2}$/.test(value);

/** A PublicKeyCredential.toJSON() of navigator.credentials.create(), or undefined when it is not one (GoTrue's parse step). */
export function asRegistrationResponse(value: unknown): RegistrationResponseJSON | undefined {
  if (!isRecord(value) || !isRecord(value.response)) return undefined;
  if (!isB64Url(value.id) || !isB64Url(value.rawId) || value.type !== 'public-key') return undefined;
  if (!isB64Url(value.response.clientDataJSON) || !isB64Url(value.response.attestationObject)) return undefined;
  return {
    ...(value as unknown as RegistrationResponseJSON),
    clientExtensionResults: isRecord(value.clientExtensionResults) ? value.clientExtensionResults : {},
  };
}

/** A PublicKeyCredential.toJSON() of navigator.credentials.get(), or undefined when it is not one. */
export function asAuthenticationResponse(value: unknown): AuthenticationResponseJSON | undefined {
  if (!isRecord(value) || !isRecord(value.response)) return undefined;
  if (!isB64Url(value.id) || !isB64Url(value.rawId) || value.type !== 'public-key') return undefined;
  const response = value.response;
  if (!isB64Url(response.clientDataJSON) || !isB64Url(response.authenticatorData) || !isB64Url(response.signature)) return undefined;
  if (response.userHandle !== undefined && response.userHandle !== null && !isB64Url(response.userHandle)) return undefined;
  return {
    ...(value as unknown as AuthenticationResponseJSON),
    clientExtensionResults: isRecord(value.clientExtensionResults) ? value.clientExtensionResults : {},
  };
}

/** A signature counter must grow, unless the authenticator keeps none (0 both times). GoTrue only flags a clone. */
export const counterAdvanced = (stored: number, received: number) => (stored === 0 && received === 0) || received > stored;

/** What every check of an answer expects. User verification is not required, as GoTrue does not require it. */
const expected = (challenge: string, rp: RelyingParty) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origins,
  expectedRPID: rp.id,
  requireUserVerification: false,
});

/** Checks a registration (attestation) against the stored challenge and the relying party; throws when it fails. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string, rp: RelyingParty) {
  const { verifyRegistrationResponse } = await webauthnServer();
  const result = await verifyRegistrationResponse({ response, ...expected(challenge, rp) });
  if (!result.verified) throw new Error('registration not verified');
  return result.registrationInfo;
}

/** Checks an assertion with a stored key; throws when it fails. Answers the authenticator's new signature counter. */
export async function verifiedAuthentication(
  response: AuthenticationResponseJSON,
  challenge: string,
  rp: RelyingParty,
  credential: WebAuthnCredential,
): Promise<number> {
  const { verifyAuthenticationResponse } = await webauthnServer();
  const result = await verifyAuthenticationResponse({ response, credential, ...expected(challenge, rp) });
  if (!result.verified) throw new Error('assertion not verified');
  return result.authenticationInfo.newCounter;
}

/** Creation options as GoTrue makes them (no attestation, go-webauthn's timeout, the user id's text as handle). */
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string; displayName: string },
  keys: Pick<GenerateRegistrationOptionsOpts, 'excludeCredentials' | 'authenticatorSelection'>,
) {
  const { generateRegistrationOptions } = await webauthnServer();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.displayName,
    userID: userHandle(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    ...keys,
  });
}

/** Request options as GoTrue makes them: user verification preferred, the given keys allowed (any when none given). */
export async function authenticationOptions(rp: RelyingParty, allowCredentials?: GenerateAuthenticationOptionsOpts['allowCredentials']) {
  const { generateAuthenticationOptions } = await webauthnServer();
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
    ...(allowCredentials ? { allowCredentials } : {}),
  });
}
