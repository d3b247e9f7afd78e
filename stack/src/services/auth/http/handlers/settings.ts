import type { AuthContext } from '../../domain/context.ts';
import type { AuthReply } from '../request.ts';
import { errors } from '../../errors.ts';

const OAUTH_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'x',
  'zoom',
];

/** GET /health */
export async function health(): Promise<AuthReply> {
  return { body: { version: 'obrazy-ai-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' } };
}

/** GET /settings: which sign-in methods are on, as GoTrue reports them. */
export async function settings(ctx: AuthContext): Promise<AuthReply> {
  const { config } = ctx;
  const external: Record<string, boolean> = Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => [name, config.external[name]?.enabled ?? false]),
  );
  return {
    body: {
      external: {
        ...external,
        anonymous_users: config.enable_anonymous_sign_ins,
        email: config.email.enable_signup,
        phone: config.sms.enable_signup,
      },
      disable_signup: !config.enable_signup,
      mailer_autoconfirm: !config.email.enable_confirmations,
      phone_autoconfirm: !config.sms.enable_confirmations,
      sms_provider: config.sms.provider,
      saml_enabled: false,
      passkeys_enabled: config.passkey?.enabled ?? false,
    },
  };
}

/** GET /.well-known/jwks.json: the public keys access tokens are signed with (getClaims verifies locally). */
export async function jwks(ctx: AuthContext): Promise<AuthReply> {
  return { body: ctx.keys.publicJwks, headers: { 'cache-control': 'public, max-age=600' } };
}

/** GET /authorize: no OAuth provider is configured locally, so every provider is "not enabled". */
export async function authorize(): Promise<AuthReply> {
  throw errors.unsupportedProvider();
}

/** POST /sso: SAML is not available locally. */
export async function sso(): Promise<AuthReply> {
  throw errors.samlDisabled();
}
