/** Cross-field validation, as the CLI's Validate (apps/cli-go/pkg/config/config.go, auth.go): rules one key cannot state. */
import fs from 'node:fs';
import { resolveIn, type BuildContext, type KeyPath } from './context.ts';
import type { ParsedToml } from './schema.ts';
import { SMS_REQUIRED_FIELDS, THIRD_PARTY_REQUIRED_FIELDS, type SmsProvider, type ThirdPartyProvider } from './sections/auth.ts';

const EMAIL_TEMPLATE_TYPES = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change', 'reauthentication'];
const EMAIL_NOTIFICATION_TYPES = [
  'password_changed',
  'email_changed',
  'phone_changed',
  'identity_linked',
  'identity_unlinked',
  'mfa_factor_enrolled',
  'mfa_factor_unenrolled',
];
const FUNCTION_SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const HOOK_SECRET = /^v1,whsec_[A-Za-z0-9+/=]{32,88}$/;
const CLERK_DOMAIN = /^(clerk([.][a-z0-9-]+){2,}|([a-z0-9-]+[.])+clerk[.]accounts[.]dev)$/;
const REMOTE_PROJECT_REF = /^[a-z]{20}$/;

export function validate(config: ParsedToml, ctx: BuildContext): void {
  const { problem } = ctx;
  const requireFile = (key: KeyPath, file: string) => {
    if (!fs.existsSync(file)) problem(key, `file not found: ${file}`);
  };

  for (const [name, remote] of Object.entries(config.remotes ?? {})) {
    if (!REMOTE_PROJECT_REF.test(remote.project_id ?? '')) {
      problem(['remotes', name, 'project_id'], 'expected a project ref of 20 lowercase letters, like "abcdefghijklmnopqrst"');
    }
  }

  const tls = config.api.tls;
  if (config.api.enabled && tls.enabled) {
    if (tls.cert_path && !tls.key_path) problem(['api', 'tls', 'key_path'], 'is required when api.tls.cert_path is set');
    if (tls.key_path && !tls.cert_path) problem(['api', 'tls', 'cert_path'], 'is required when api.tls.key_path is set');
    if (tls.cert_path) requireFile(['api', 'tls', 'cert_path'], resolveIn(ctx.supabaseDir, tls.cert_path));
    if (tls.key_path) requireFile(['api', 'tls', 'key_path'], resolveIn(ctx.supabaseDir, tls.key_path));
  }

  for (const name of Object.keys(config.storage.buckets)) {
    if (!BUCKET_NAME.test(name)) {
      problem(['storage', 'buckets', name], 'invalid bucket name: use letters, digits, spaces, dots, hyphens and underscores');
    }
  }

  for (const name of Object.keys(config.functions)) {
    if (!FUNCTION_SLUG.test(name)) {
      problem(['functions', name], 'invalid function name: start with a letter; use only letters, digits, underscores and hyphens');
    }
  }

  if (config.analytics.enabled && config.analytics.backend === 'bigquery') {
    for (const key of ['gcp_project_id', 'gcp_project_number', 'gcp_jwt_path'] as const) {
      if (!config.analytics[key]) problem(['analytics', key], 'is required when analytics.backend is "bigquery"');
    }
  }

  for (const name of Object.keys(config.db.settings ?? {})) {
    if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name)) problem(['db', 'settings', name], 'expected a Postgres setting name such as "work_mem"');
  }

  if (config.experimental.webhooks?.enabled === false) {
    problem(['experimental', 'webhooks', 'enabled'], 'webhooks cannot be disabled; set it to true or remove [experimental.webhooks]');
  }

  if (config.auth.enabled) validateAuth(config.auth, ctx, requireFile);
}

function validateAuth(auth: ParsedToml['auth'], ctx: BuildContext, requireFile: (key: KeyPath, file: string) => void): void {
  const { problem } = ctx;
  const required = (key: KeyPath, value: unknown, when: string) => {
    if (value === undefined || value === '') problem(key, `is required when ${when}`);
  };

  if (auth.captcha?.enabled) {
    required(['auth', 'captcha', 'provider'], auth.captcha.provider, 'auth.captcha.enabled is true');
    required(['auth', 'captcha', 'secret'], auth.captcha.secret, 'auth.captcha.enabled is true');
  }
  if (auth.signing_keys_path) requireFile(['auth', 'signing_keys_path'], resolveIn(ctx.supabaseDir, auth.signing_keys_path));
  if (auth.passkey?.enabled) {
    if (!auth.webauthn) problem(['auth', 'webauthn'], 'is required when auth.passkey.enabled is true');
    else {
      required(['auth', 'webauthn', 'rp_id'], auth.webauthn.rp_id, 'auth.passkey.enabled is true');
      if (auth.webauthn.rp_origins.length === 0)
        problem(['auth', 'webauthn', 'rp_origins'], 'is required when auth.passkey.enabled is true');
    }
  }
  // GoTrue only warns at start and answers 500 to every WebAuthn request while the relying party is incomplete.
  const webauthnUsed = auth.passkey?.enabled || auth.mfa.web_authn.enroll_enabled || auth.mfa.web_authn.verify_enabled;
  if (webauthnUsed && !(auth.webauthn?.rp_id && auth.webauthn.rp_display_name && auth.webauthn.rp_origins.length)) {
    ctx.warn(
      ['auth', 'webauthn'],
      'rp_id, rp_display_name and rp_origins are needed for passkeys and WebAuthn MFA; WebAuthn requests fail until they are set',
    );
  }

  for (const [name, hook] of Object.entries(auth.hook)) {
    if (!hook?.enabled) continue;
    const key = ['auth', 'hook', name];
    if (!hook.uri) {
      problem([...key, 'uri'], 'is required when the hook is enabled');
      continue;
    }
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(hook.uri)?.[1]?.toLowerCase();
    if (scheme === 'http' || scheme === 'https') {
      if (!hook.secrets) problem([...key, 'secrets'], 'is required for an HTTP(S) hook');
      else if (!hook.secrets.split('|').every((part) => HOOK_SECRET.test(part))) {
        problem([...key, 'secrets'], 'expected "v1,whsec_<base64 secret>" (at least 32 characters), several joined with "|"');
      }
    } else if (scheme === 'pg-functions') {
      if (hook.secrets) problem([...key, 'secrets'], 'is not supported for a pg-functions hook');
    } else {
      problem([...key, 'uri'], `expected an http(s):// or pg-functions:// URI, got ${JSON.stringify(hook.uri)}`);
    }
  }

  for (const factor of ['totp', 'phone', 'web_authn'] as const) {
    if (auth.mfa[factor].enroll_enabled && !auth.mfa[factor].verify_enabled) {
      problem(['auth', 'mfa', factor, 'verify_enabled'], `must be true when auth.mfa.${factor}.enroll_enabled is true`);
    }
  }

  // The CLI resolves template paths against the project root but notification paths against supabase/.
  for (const [name, template] of Object.entries(auth.email.template)) {
    const key = ['auth', 'email', 'template', name];
    if (!EMAIL_TEMPLATE_TYPES.includes(name)) ctx.warn(key, `unknown email template type (known: ${EMAIL_TEMPLATE_TYPES.join(', ')})`);
    if (template.content !== undefined) problem([...key, 'content'], 'inline content is not supported; use content_path');
    if (template.content_path) requireFile([...key, 'content_path'], resolveIn(ctx.workdir, template.content_path));
  }
  for (const [name, notification] of Object.entries(auth.email.notification)) {
    const key = ['auth', 'email', 'notification', name];
    if (!EMAIL_NOTIFICATION_TYPES.includes(name)) {
      ctx.warn(key, `unknown email notification type (known: ${EMAIL_NOTIFICATION_TYPES.join(', ')})`);
    }
    if (notification.content !== undefined) problem([...key, 'content'], 'inline content is not supported; use content_path');
    if (notification.enabled && notification.content_path) {
      requireFile([...key, 'content_path'], resolveIn(ctx.supabaseDir, notification.content_path));
    }
  }

  const smtp = auth.email.smtp;
  if (smtp?.enabled) {
    for (const field of ['host', 'port', 'user', 'pass', 'admin_email'] as const) {
      required(['auth', 'email', 'smtp', field], smtp[field], 'auth.email.smtp.enabled is true');
    }
    if (smtp.admin_email && !/^[^@\s]+@[^@\s]+$/.test(smtp.admin_email)) {
      problem(['auth', 'email', 'smtp', 'admin_email'], `expected an e-mail address, got ${JSON.stringify(smtp.admin_email)}`);
    }
  }

  for (const [provider, fields] of Object.entries(SMS_REQUIRED_FIELDS)) {
    const settings: { enabled: boolean } & Record<string, unknown> = auth.sms[provider as SmsProvider];
    if (!settings.enabled) continue;
    for (const field of fields) required(['auth', 'sms', provider, field], settings[field], `auth.sms.${provider}.enabled is true`);
  }

  for (const [name, provider] of Object.entries(auth.external)) {
    if (!provider.enabled || name === 'linkedin' || name === 'slack') continue;
    required(['auth', 'external', name, 'client_id'], provider.client_id, `auth.external.${name}.enabled is true`);
    if (name !== 'apple' && name !== 'google') {
      required(['auth', 'external', name, 'secret'], provider.secret, `auth.external.${name}.enabled is true`);
    }
  }

  const thirdParty = auth.third_party;
  const enabled = Object.entries(THIRD_PARTY_REQUIRED_FIELDS).filter(([name]) => thirdParty[name as ThirdPartyProvider].enabled);
  for (const [name, fields] of enabled) {
    const settings: Record<string, unknown> = thirdParty[name as ThirdPartyProvider];
    for (const field of fields) required(['auth', 'third_party', name, field], settings[field], `auth.third_party.${name}.enabled is true`);
  }
  if (thirdParty.clerk.enabled && thirdParty.clerk.domain && !CLERK_DOMAIN.test(thirdParty.clerk.domain)) {
    problem(['auth', 'third_party', 'clerk', 'domain'], 'expected a Clerk domain like "clerk.example.com" or "example.clerk.accounts.dev"');
  }
  if (enabled.length > 1) {
    problem(['auth', 'third_party'], `only one third-party provider may be enabled, got ${enabled.map(([name]) => name).join(', ')}`);
  }
}
