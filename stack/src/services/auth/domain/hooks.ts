/**
 * Auth hooks (`[auth.hook.<name>]`), as GoTrue runs them (supabase/auth internal/hooks/v0hooks, internal/api/hooks.go,
 * internal/tokens/service.go): the event each hook receives, what its answer means, and GoTrue's errors. The calls
 * themselves (pg function or signed HTTP request) are in infra/hook-transport.ts.
 *
 * Every event carries `metadata: { uuid, time, name, ip_address }`. A hook refuses with
 * `{ "error": { "http_code": 4xx, "message": "…" } }`, which the request answers with that status and message.
 */
import crypto from 'node:crypto';
import type { AuthConfig } from '../../../config.ts';
import { AuthError } from '../errors.ts';
import type { Db, Queryable } from '../infra/db.ts';
import { createHookTransport, HookCallError, type HookTransport, type HookTransportOptions } from '../infra/hook-transport.ts';
import { currentClient } from './limits.ts';
import { loadUserJson, type UserRow } from './users.ts';

type HookName = keyof AuthConfig['hook'];
type Claims = Record<string, unknown>;

/** GoTrue's v0hooks names, sent as `metadata.name`. */
const EVENT_NAMES: Record<HookName, string> = {
  custom_access_token: 'customize-access-token',
  before_user_created: 'before-user-created',
  send_email: 'send-email',
  send_sms: 'send-sms',
  mfa_verification_attempt: 'mfa-verification',
  password_verification_attempt: 'password-verification',
};

/** The claims GoTrue's MinimumViableTokenSchema requires of a customized access token, and their JSON types. */
const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'email', 'phone', 'role', 'aal', 'session_id', 'is_anonymous'];
const CLAIM_TYPES: Record<string, readonly string[]> = {
  aud: ['string', 'array'],
  exp: ['integer'],
  jti: ['string'],
  iat: ['integer'],
  iss: ['string'],
  nbf: ['integer'],
  sub: ['string'],
  email: ['string'],
  phone: ['string'],
  app_metadata: ['object'],
  user_metadata: ['object'],
  role: ['string'],
  aal: ['string'],
  amr: ['array'],
  session_id: ['string'],
  client_id: ['string'],
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** GoTrue's validateTokenClaims: the problems of a hook's claims, one line each ('' when they conform). */
export function claimProblems(claims: Claims): string {
  let problems = '';
  for (const name of REQUIRED_CLAIMS) if (!(name in claims)) problems += `- (root): ${name} is required\n`;
  for (const [name, types] of Object.entries(CLAIM_TYPES)) {
    if (!(name in claims)) continue;
    const actual = jsonType(claims[name]);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      problems += `- ${name}: Invalid type. Expected: ${types.join(' or ')}, given: ${actual}\n`;
    }
  }
  const amr = claims.amr;
  if (Array.isArray(amr) && amr.some((entry) => !['string', 'object'].includes(jsonType(entry)))) {
    problems += '- amr: Must validate at least one schema (anyOf)\n';
  }
  return problems;
}

function toAuthError(error: unknown): never {
  if (error instanceof HookCallError) {
    const code = error.code || (error.status === 500 ? 'unexpected_failure' : 'unknown');
    throw new AuthError(error.status, code, error.message);
  }
  throw error;
}

export interface DraftUser {
  email?: string | undefined;
  phone?: string | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  provider?: 'email' | 'phone' | 'anonymous';
  isAnonymous?: boolean;
}

export interface EmailData {
  token: string;
  token_hash: string;
  redirect_to: string;
  email_action_type: string;
  site_url: string;
  token_new?: string;
  token_hash_new?: string;
}

export function createHooks(config: AuthConfig, db: Db, transportOptions?: HookTransportOptions) {
  const transport: HookTransport = createHookTransport(db, transportOptions);
  const enabled = (name: HookName) => config.hook[name]?.enabled === true && Boolean(config.hook[name]?.uri);

  /** Calls an enabled hook with its event (metadata added); resolves to its answer as an object ({} for none). */
  async function invoke(name: HookName, event: Record<string, unknown>): Promise<Record<string, unknown>> {
    const hook = config.hook[name]!;
    const metadata = {
      uuid: crypto.randomUUID(),
      time: new Date().toISOString(),
      name: EVENT_NAMES[name],
      ...(currentClient.getStore() ? { ip_address: currentClient.getStore() } : {}),
    };
    try {
      const answer = await transport.call({ uri: hook.uri!, secrets: hook.secrets }, { metadata, ...event });
      if (answer === undefined || answer === null) return {};
      if (typeof answer !== 'object' || Array.isArray(answer)) throw new HookCallError(500, '', 'Error unmarshaling JSON output.');
      return answer as Record<string, unknown>;
    } catch (error) {
      return toAuthError(error);
    }
  }

  return {
    enabled,

    /**
     * custom_access_token: the hook gets `{ user_id, claims, authentication_method }` and answers `{ claims }`, which
     * replace GoTrue's claims after the schema check. Without the hook the claims pass unchanged.
     */
    async customizeAccessToken(userId: string, claims: Claims, authenticationMethod: string): Promise<Claims> {
      if (!enabled('custom_access_token')) return claims;
      const answer = await invoke('custom_access_token', { user_id: userId, claims, authentication_method: authenticationMethod });
      if (!('claims' in answer)) throw new AuthError(500, 'unexpected_failure', 'output claims field is missing');
      const output = answer.claims;
      if (typeof output !== 'object' || output === null || Array.isArray(output)) {
        throw new AuthError(500, 'unexpected_failure', 'Error unmarshaling JSON output.');
      }
      const problems = claimProblems(output as Claims);
      if (problems) throw new AuthError(500, 'unexpected_failure', `output claims do not conform to the expected schema: \n${problems}`);
      return output as Claims;
    },

    /**
     * before_user_created: the user about to be created (`{ user }`); a refusal stops the sign-up with the hook's
     * status and message. Resolves to the new user's id, which the caller gives the row it inserts.
     */
    async beforeUserCreated(draft: DraftUser): Promise<string> {
      const id = crypto.randomUUID();
      if (!enabled('before_user_created')) return id;
      const provider = draft.provider ?? (draft.email ? 'email' : draft.phone ? 'phone' : 'anonymous');
      const now = new Date().toISOString();
      const user = {
        id,
        aud: 'authenticated',
        role: 'authenticated',
        email: draft.email ?? '',
        phone: draft.phone ?? '',
        app_metadata: { provider, providers: [provider] },
        user_metadata: draft.userMetadata ?? {},
        identities: null,
        created_at: now,
        updated_at: now,
        is_anonymous: draft.isAnonymous ?? provider === 'anonymous',
      };
      await invoke('before_user_created', { user });
      return id;
    },

    /** send_email: when enabled, the hook gets `{ user, email_data }` instead of the mailer; resolves to true then. */
    async sendEmail(db: Queryable, user: UserRow, emailData: EmailData): Promise<boolean> {
      if (!enabled('send_email')) return false;
      const email_data = { token_new: '', token_hash_new: '', old_email: '', old_phone: '', provider: '', factor_type: '', ...emailData };
      await invoke('send_email', { user: await loadUserJson(db, user), email_data });
      return true;
    },

    /** send_sms: when enabled, the hook gets `{ user, sms: { otp, phone, sms_type? } }` instead of the SMS provider. */
    async sendSms(db: Queryable, user: UserRow, sms: { otp: string; phone: string; sms_type?: string }): Promise<boolean> {
      if (!enabled('send_sms')) return false;
      await invoke('send_sms', { user: await loadUserJson(db, user), sms });
      return true;
    },

    /** mfa_verification_attempt: `{ decision: "reject", message }` refuses the attempt with 403 mfa_verification_rejected. */
    async mfaVerificationAttempt(
      userId: string,
      factor: { id: string; factor_type: string },
      valid: boolean,
      signOut: () => Promise<void>,
    ): Promise<void> {
      if (!enabled('mfa_verification_attempt')) return;
      const answer = await invoke('mfa_verification_attempt', {
        user_id: userId,
        factor_id: factor.id,
        factor_type: factor.factor_type,
        valid,
      });
      if (answer.decision !== 'reject') return;
      await signOut();
      const message =
        typeof answer.message === 'string' && answer.message ? answer.message : 'Further MFA verification attempts will be rejected.';
      throw new AuthError(403, 'mfa_verification_rejected', message);
    },

    /**
     * password_verification_attempt: `{ decision: "reject", message, should_logout_user }` refuses the sign-in with
     * 400 invalid_credentials (and signs the user out everywhere when asked).
     */
    async passwordVerificationAttempt(userId: string, valid: boolean, signOut: () => Promise<void>): Promise<void> {
      if (!enabled('password_verification_attempt')) return;
      const answer = await invoke('password_verification_attempt', { user_id: userId, valid });
      if (answer.decision !== 'reject') return;
      if (answer.should_logout_user === true) await signOut();
      const message =
        typeof answer.message === 'string' && answer.message ? answer.message : 'Further password verification attempts will be rejected.';
      throw new AuthError(400, 'invalid_credentials', message);
    },
  };
}
export type AuthHooks = ReturnType<typeof createHooks>;
