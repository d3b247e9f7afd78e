import { DATABASE_UNAVAILABLE_MESSAGE } from '../../shared/db-errors.ts';
/**
 * Every error the auth service answers, built in one place with GoTrue's status, error code and message
 * (internal/api/apierrors and the handlers that raise them), so supabase-js maps them to the same AuthApiError.
 */
export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024 = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra top-level fields of the body, e.g. `weak_password`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The body GoTrue sends for this error: new shape when the client asked for API version 2024-01-01 or later. */
export function errorBody(error: AuthError, apiVersion: string | undefined): Record<string, unknown> {
  if (apiVersion !== undefined && apiVersion >= API_VERSION_2024) {
    return { code: error.errorCode, message: error.message, ...error.extra };
  }
  return { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
}

/** The closest supported API version for a request header (GoTrue knows one dated version). */
export function apiVersionOf(header: string | undefined): string | undefined {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return undefined;
  return header >= API_VERSION_2024 ? API_VERSION_2024 : undefined;
}

const bad = (code: string, message: string) => new AuthError(400, code, message);

export const errors = {
  validation: (message: string) => bad('validation_failed', message),
  badJson: () => bad('bad_json', 'Could not parse request body as JSON'),
  // GoTrue has no body limit of its own; ours (1 MiB) answers in its error shape with HTTP's status for it.
  requestTooLarge: () => new AuthError(413, 'request_too_large', 'Request body is too large'),
  emailInvalid: () => bad('email_address_invalid', 'Unable to validate email address: invalid format'),
  invalidCredentials: () => bad('invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => bad('email_not_confirmed', 'Email not confirmed'),
  userBanned: () => bad('user_banned', 'User is banned'),
  userBannedForbidden: () => new AuthError(403, 'user_banned', 'User is banned'),
  unsupportedGrant: () => bad('invalid_credentials', 'unsupported_grant_type'),
  unsupportedProvider: () => bad('validation_failed', 'Unsupported provider: provider is not enabled'),
  oidcProviderDisabled: (issuer: string) => bad('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`),
  web3Disabled: () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  refreshTokenInvalid: () => bad('validation_failed', 'Refresh token is not valid'),
  refreshTokenNotFound: () => bad('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => bad('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionNotFound: () => bad('session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  sessionExpired: () => bad('session_expired', 'Invalid Refresh Token: Session Expired'),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => bad('bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  pkceParams: () => bad('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  emailSignupDisabled: () => bad('email_provider_disabled', 'Email signups are disabled'),
  phoneDisabled: () => bad('phone_provider_disabled', 'Phone signups are disabled'),
  phoneOtpDisabled: () => bad('phone_provider_disabled', 'Unsupported phone provider'),
  phoneResendDisabled: () => bad('phone_provider_disabled', 'Phone logins are disabled'),
  phoneInvalid: () => bad('validation_failed', 'Invalid phone number format (E.164 required)'),
  invalidChannel: () =>
    bad(
      'validation_failed',
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    ),
  phoneNotConfirmed: () => bad('phone_not_confirmed', 'Phone not confirmed'),
  phoneExists: () => new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered'),
  smsRateLimit: () => new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded'),
  smsFrequency: (seconds: number) =>
    new AuthError(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  anonymousDisabled: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  weakPassword: (message: string, reasons: string[]) => new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  badJwtClaim: (message: string) => new AuthError(403, 'bad_jwt', message),
  userNotFoundFromJwt: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  uuidRequired: (field: string) => new AuthError(404, 'validation_failed', `${field} must be an UUID`),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  emailRateLimit: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  emailFrequency: (seconds: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`),
  requestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  reauthenticationNeeded: () => bad('reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationInvalid: () => bad('reauthentication_not_valid', 'Requires reauthentication'),
  mfaFactorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  mfaChallengeNotFound: () => new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  mfaChallengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  mfaVerificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  mfaTooManyFactors: () =>
    new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue'),
  mfaFriendlyNameExists: (name: string) =>
    new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`),
  mfaTotpEnrollDisabled: () => new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'),
  mfaPhoneDisabled: () => new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  mfaPhoneVerifyDisabled: () => new AuthError(422, 'mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone'),
  mfaPhoneVerificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid MFA Phone code entered'),
  mfaVerifiedPhoneExists: () =>
    new AuthError(422, 'mfa_verified_factor_exists', 'A verified phone factor already exists, unenroll the existing factor to continue'),
  mfaWebauthnDisabled: () => new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  mfaWebauthnChallengeDisabled: () => new AuthError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn'),
  // GoTrue's VerifyFactor answers this message with the enroll code (mfa.go); kept as it is.
  mfaWebauthnVerifyDisabled: () => new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA verification is disabled for WebAuthn'),
  mfaWebauthnFailed: () => new AuthError(500, 'unexpected_failure', 'Failed to validate WebAuthn MFA response'),
  anonymousNotAllowed: () => new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions'),
  passkeyDisabled: () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled'),
  passkeyAal: () => new AuthError(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled'),
  tooManyPasskeys: () => new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached'),
  passkeyNotFound: () => new AuthError(404, 'validation_failed', 'Passkey not found'),
  webauthnChallengeNotFound: () => bad('webauthn_challenge_not_found', 'Challenge not found or already used'),
  webauthnChallengeExpired: () => bad('webauthn_challenge_expired', 'Challenge has expired'),
  webauthnInvalidResponse: () => bad('webauthn_verification_failed', 'Invalid credential response'),
  webauthnVerificationFailed: () => bad('webauthn_verification_failed', 'Credential verification failed'),
  webauthnCredentialExists: () => new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered'),
  /** [auth.webauthn] incomplete: go-webauthn refuses the configuration and GoTrue answers 500. */
  webauthnNotConfigured: () => new AuthError(500, 'unexpected_failure', 'Failed to initialize WebAuthn'),
  emailNotConfirmedForbidden: () => new AuthError(403, 'email_not_confirmed', 'Email not confirmed'),
  phoneNotConfirmedForbidden: () => new AuthError(403, 'phone_not_confirmed', 'Phone not confirmed'),
  insufficientAal: (message = 'AAL2 required to unenroll verified factor') => new AuthError(403, 'insufficient_aal', message),
  insufficientAalForUpdate: () =>
    new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'),
  anonymousPasswordWithoutEmail: () =>
    new AuthError(422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed'),
  phoneLoginsDisabled: () => new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled'),
  identityNotFound: () => new AuthError(404, 'identity_not_found', "Identity doesn't exist"),
  singleIdentity: () => new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking'),
  manualLinkingDisabled: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  samlDisabled: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  // OAuth 2.1 server (http/handlers/oauth-clients.ts; GoTrue's requireOAuthServerEnabled and oauthserver/handlers.go)
  oauthServerDisabled: () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled'),
  oauthClientNotFound: () => new AuthError(404, 'oauth_client_not_found', 'OAuth client not found'),
  oauthDynamicRegistrationDisabled: () =>
    new AuthError(403, 'oauth_dynamic_client_registration_disabled', 'Dynamic client registration is not enabled'),
  oauthInvalidJson: () => bad('bad_json', 'Invalid JSON body'),
  oauthInvalidConsentJson: () => bad('bad_json', 'invalid JSON body'),
  oauthClientInvalid: (message: string) => bad('oauth_client_not_found', message),
  oauthAuthorizationNotFound: () => new AuthError(404, 'oauth_authorization_not_found', 'authorization not found'),
  oauthConsentNotFound: () => new AuthError(404, 'oauth_consent_not_found', 'No active grant found for this client'),
  // end OAuth 2.1 server
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
  unexpected: () => new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  /** Postgres is down or restarting (not a GoTrue message: GoTrue answers 500 there; a 503 says "try again"). */
  databaseUnavailable: () => new AuthError(503, 'unexpected_failure', DATABASE_UNAVAILABLE_MESSAGE),
};

/** OAuth 2.1 server: an error in RFC 6749's shape (`{error, error_description}`, 400), as GoTrue's OAuthError. */
export class OAuthProtocolError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}
