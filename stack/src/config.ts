/**
 * `supabase/config.toml` → one typed, validated, frozen Config.
 *
 * The file is the Supabase CLI's (same keys, same defaults, same `env(VAR)` substitution), so the
 * same folder runs on real Supabase. The Config mirrors the TOML 1:1 (snake_case keys) and adds
 * derived fields with explicit names: `*_bytes`, `*_ms`, `*_resolved` (absolute paths).
 * Contract: apps/cli-go/pkg/config/{config,auth,db,storage,api}.go and templates/config.toml.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml, TomlError } from 'smol-toml';
import { z } from 'zod';
import { DEFAULT_JWT_SECRET } from './shared/keys.ts';

/** The address every local service binds to and every URL we print uses (the CLI's default). */
export const hostname = '127.0.0.1';

/** Where the config lives relative to the project's working directory. */
export const CONFIG_PATH = path.join('supabase', 'config.toml');

export class ConfigError extends Error {
  /** Each problem as `<file>: <dotted.key>: <reason>`. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// ---------------------------------------------------------------------------------------------
// Value parsers shared with the rest of the stack
// ---------------------------------------------------------------------------------------------

const SIZE_MULTIPLIERS: Record<string, number> = { '': 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4, p: 1024 ** 5 };

/**
 * Bytes in a size such as "50MiB", "5MB", "500 KB", "1.5g" or 1024, or undefined if invalid.
 * Like the CLI (docker/go-units RAMInBytes), every unit is binary: "5MB" is 5 × 1024².
 */
export function parseSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d*)?|\.\d+) ?(?:([kmgtp])(?:i?b)?|(b))?$/i.exec(value);
  if (!match) return undefined;
  const unit = (match[2] ?? match[3] ?? '').toLowerCase();
  const bytes = Math.trunc(Number(match[1]) * (SIZE_MULTIPLIERS[unit] ?? Number.NaN));
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, μs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds in a Go duration such as "1s", "1m0s", "1h30m" or "250ms", or undefined if invalid. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('+') ? value.slice(1) : value;
  if (text === '0') return 0;
  if (text === '') return undefined;
  const segment = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y;
  let total = 0;
  while (segment.lastIndex < text.length) {
    const match = segment.exec(text);
    if (!match) return undefined;
    total += Number(match[1]) * (DURATION_UNITS_MS[match[2] ?? ''] ?? Number.NaN);
  }
  return Number.isFinite(total) ? total : undefined;
}

// ---------------------------------------------------------------------------------------------
// Schema building blocks: each one owns its error message, in the form "expected X, got Y"
// ---------------------------------------------------------------------------------------------

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Date) return 'a date';
  return 'a table';
}

const expected =
  (what: string) =>
  (issue: { readonly input?: unknown }): string =>
    `expected ${what}, got ${describe(issue.input)}`;

// The CLI decodes with mapstructure's weak typing, so "54322" and "true" are accepted where numbers and booleans go.
const coerceInteger = (value: unknown): unknown => (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim()) ? Number(value) : value);
const coerceBoolean = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);
const coerceString = (value: unknown): unknown => (typeof value === 'number' ? String(value) : value);

function integer(min: number, max?: number) {
  const what =
    max !== undefined ? `an integer between ${min} and ${max}` : min === 0 ? 'a non-negative integer' : `an integer of at least ${min}`;
  const error = expected(what);
  const number = z.number({ error }).int({ error }).min(min, { error });
  return z.preprocess(coerceInteger, max === undefined ? number : number.max(max, { error }));
}
const uint = () => integer(0);
const port = () => integer(1, 65535);
const boolean = () => z.preprocess(coerceBoolean, z.boolean({ error: expected('a boolean (true or false)') }));
const string = () => z.preprocess(coerceString, z.string({ error: expected('a string') }));
const secret = string;
const stringList = () =>
  // The CLI splits a plain string on commas, which is what makes `env(VAR)` work for arrays.
  z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value),
    z.array(string(), { error: expected('an array of strings') }),
  );
function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.literal(values, { error: expected(`one of ${values.map((value) => JSON.stringify(value)).join(', ')}`) });
}
function oneOfIntegers<const T extends readonly [number, ...number[]]>(values: T) {
  return z.preprocess(coerceInteger, z.literal(values, { error: expected(`one of ${values.join(', ')}`) }));
}
const size = () =>
  z.custom<string | number>((value) => parseSize(value) !== undefined, {
    error: expected('a size such as "50MiB", "5MB", "500KB" or a number of bytes'),
  });
const duration = () =>
  z.custom<string>((value) => parseDuration(value) !== undefined, {
    error: expected('a duration such as "1s", "5m", "1h30m" or "1m0s"'),
  });
const absoluteUrl = () =>
  z.custom<string>((value) => typeof value === 'string' && URL.canParse(value), {
    error: expected('an absolute URL such as "http://127.0.0.1:3000"'),
  });
const table = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: expected('a table') });
const record = <T extends z.ZodType>(value: T) => z.record(z.string(), value, { error: expected('a table') });
/** A table whose absence means "all defaults". */
const section = <S extends z.ZodRawShape>(shape: S) => {
  const schema = table(shape);
  // Every key of a section has a default or is optional, which TypeScript cannot see through the generic.
  return schema.prefault({} as z.input<typeof schema>);
};
/** Sections the CLI passes through with little checking; extra keys are kept, not warned about. */
const loose = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape, { error: expected('a table') });

// ---------------------------------------------------------------------------------------------
// The schema: keys and defaults of the CLI's config template (defaults apply when a key is absent)
// ---------------------------------------------------------------------------------------------

const SMS_TEMPLATE = 'Your code is {{ .Code }}';

const apiSchema = section({
  enabled: boolean().default(true),
  port: port().default(54321),
  schemas: stringList().default(() => ['public', 'graphql_public']),
  extra_search_path: stringList().default(() => ['public', 'extensions']),
  max_rows: uint().default(1000),
  auto_expose_new_tables: boolean().optional(),
  external_url: string().optional(),
  tls: section({
    enabled: boolean().default(false),
    cert_path: string().optional(),
    key_path: string().optional(),
  }),
});

const dbSchema = section({
  port: port().default(54322),
  shadow_port: port().default(54320),
  health_timeout: duration().default('2m'),
  major_version: oneOfIntegers([13, 14, 15, 17]).default(17),
  root_key: secret().optional(),
  pooler: section({
    enabled: boolean().default(false),
    port: port().default(54329),
    pool_mode: oneOf(['transaction', 'session']).default('transaction'),
    default_pool_size: uint().default(20),
    max_client_conn: uint().default(100),
  }),
  migrations: section({
    enabled: boolean().default(true),
    schema_paths: stringList().default(() => []),
  }),
  seed: section({
    enabled: boolean().default(true),
    sql_paths: stringList().default(() => ['./seed.sql']),
  }),
  // Postgres settings (max_connections, work_mem, ...) are passed through as written.
  settings: record(z.union([z.string(), z.number(), z.boolean()], { error: expected('a string, number or boolean') })).optional(),
  network_restrictions: section({
    enabled: boolean().default(false),
    allowed_cidrs: stringList().default(() => ['0.0.0.0/0']),
    allowed_cidrs_v6: stringList().default(() => ['::/0']),
  }),
  ssl_enforcement: table({ enabled: boolean().default(false) }).optional(),
  vault: record(secret()).default(() => ({})),
});

const realtimeSchema = section({
  enabled: boolean().default(true),
  ip_version: oneOf(['IPv4', 'IPv6']).default('IPv4'),
  max_header_length: uint().default(4096),
});

const studioSchema = section({
  enabled: boolean().default(true),
  port: port().default(54323),
  api_url: string().default('http://127.0.0.1'),
  openai_api_key: secret().optional(),
});

const localSmtpSchema = section({
  enabled: boolean().default(true),
  port: port().default(54324),
  smtp_port: port().default(54325),
  pop3_port: port().default(54326),
  admin_email: string().default('admin@email.com'),
  sender_name: string().default('Admin'),
});

const bucketSchema = table({
  public: boolean().default(false),
  file_size_limit: size().optional(),
  allowed_mime_types: stringList().default(() => []),
  objects_path: string().optional(),
});

const storageSchema = section({
  enabled: boolean().default(true),
  file_size_limit: size().default('50MiB'),
  image_transformation: section({ enabled: boolean().default(false) }),
  s3_protocol: section({ enabled: boolean().default(true) }),
  buckets: record(bucketSchema).default(() => ({})),
  analytics: section({
    enabled: boolean().default(false),
    max_namespaces: uint().default(5),
    max_tables: uint().default(10),
    max_catalogs: uint().default(2),
    buckets: record(loose({})).default(() => ({})),
  }),
  vector: section({
    enabled: boolean().default(false),
    max_buckets: uint().default(10),
    max_indexes: uint().default(5),
    buckets: record(loose({})).default(() => ({})),
  }),
});

const hookSchema = table({
  enabled: boolean().default(false),
  uri: string().optional(),
  secrets: secret().optional(),
}).optional();

const factorSchema = section({
  enroll_enabled: boolean().default(false),
  verify_enabled: boolean().default(false),
});

const emailTemplateSchema = table({
  subject: string().optional(),
  content_path: string().optional(),
  // Accepted only to reject it with the CLI's advice (use content_path).
  content: string().optional(),
});

const notificationSchema = table({
  enabled: boolean().default(false),
  subject: string().optional(),
  content_path: string().optional(),
  content: string().optional(),
});

const twilioSchema = section({
  enabled: boolean().default(false),
  account_sid: string().default(''),
  message_service_sid: string().default(''),
  auth_token: secret().default(''),
});

const providerSchema = table({
  enabled: boolean().default(false),
  client_id: string().default(''),
  secret: secret().default(''),
  url: string().default(''),
  redirect_uri: string().default(''),
  skip_nonce_check: boolean().default(false),
  email_optional: boolean().default(false),
});

const jwtSecret = () =>
  secret().refine((value) => value === '' || value.length >= 16, {
    // Never echo a secret back in an error message.
    error: (issue) => `expected at least 16 characters, got ${typeof issue.input === 'string' ? issue.input.length : 0}`,
  });

const authSchema = section({
  enabled: boolean().default(true),
  site_url: absoluteUrl().default('http://127.0.0.1:3000'),
  external_url: string().optional(),
  additional_redirect_urls: stringList().default(() => ['https://127.0.0.1:3000']),
  jwt_expiry: integer(1, 604_800).default(3600),
  jwt_issuer: string().optional(),
  jwt_secret: jwtSecret().optional(),
  signing_keys_path: string().optional(),
  enable_refresh_token_rotation: boolean().default(true),
  refresh_token_reuse_interval: uint().default(10),
  enable_signup: boolean().default(true),
  enable_anonymous_sign_ins: boolean().default(false),
  enable_manual_linking: boolean().default(false),
  minimum_password_length: uint().default(6),
  password_requirements: oneOf(['', 'letters_digits', 'lower_upper_letters_digits', 'lower_upper_letters_digits_symbols']).default(''),
  // API keys: when absent, shared/keys.ts derives the CLI's well-known local values.
  anon_key: secret().optional(),
  service_role_key: secret().optional(),
  publishable_key: secret().optional(),
  secret_key: secret().optional(),
  passkey: table({ enabled: boolean().default(false) }).optional(),
  webauthn: table({
    rp_display_name: string().optional(),
    rp_id: string().optional(),
    rp_origins: stringList().default(() => []),
  }).optional(),
  rate_limit: section({
    email_sent: uint().default(2),
    sms_sent: uint().default(30),
    anonymous_users: uint().default(30),
    token_refresh: uint().default(150),
    sign_in_sign_ups: uint().default(30),
    token_verifications: uint().default(30),
    web3: uint().default(30),
  }),
  captcha: table({
    enabled: boolean().default(false),
    provider: oneOf(['hcaptcha', 'turnstile']).optional(),
    secret: secret().optional(),
  }).optional(),
  hook: section({
    mfa_verification_attempt: hookSchema,
    password_verification_attempt: hookSchema,
    custom_access_token: hookSchema,
    send_sms: hookSchema,
    send_email: hookSchema,
    before_user_created: hookSchema,
  }),
  mfa: section({
    max_enrolled_factors: uint().default(10),
    totp: factorSchema,
    phone: section({
      enroll_enabled: boolean().default(false),
      verify_enabled: boolean().default(false),
      otp_length: uint().default(6),
      template: string().default(SMS_TEMPLATE),
      max_frequency: duration().default('5s'),
    }),
    web_authn: factorSchema,
  }),
  sessions: section({
    timebox: duration().optional(),
    inactivity_timeout: duration().optional(),
  }),
  email: section({
    enable_signup: boolean().default(true),
    double_confirm_changes: boolean().default(true),
    enable_confirmations: boolean().default(false),
    secure_password_change: boolean().default(false),
    max_frequency: duration().default('1s'),
    otp_length: uint().default(6),
    otp_expiry: uint().default(3600),
    template: record(emailTemplateSchema).default(() => ({})),
    notification: record(notificationSchema).default(() => ({})),
    smtp: table({
      // Declaring [auth.email.smtp] enables it unless it says otherwise (as in the CLI).
      enabled: boolean().default(true),
      host: string().optional(),
      port: port().optional(),
      user: string().optional(),
      pass: secret().optional(),
      admin_email: string().optional(),
      sender_name: string().optional(),
    }).optional(),
  }),
  sms: section({
    enable_signup: boolean().default(false),
    enable_confirmations: boolean().default(false),
    template: string().default(SMS_TEMPLATE),
    max_frequency: duration().default('5s'),
    test_otp: record(string()).default(() => ({})),
    twilio: twilioSchema,
    twilio_verify: twilioSchema,
    messagebird: section({
      enabled: boolean().default(false),
      originator: string().default(''),
      access_key: secret().default(''),
    }),
    textlocal: section({
      enabled: boolean().default(false),
      sender: string().default(''),
      api_key: secret().default(''),
    }),
    vonage: section({
      enabled: boolean().default(false),
      from: string().default(''),
      api_key: string().default(''),
      api_secret: secret().default(''),
    }),
  }),
  external: record(providerSchema).default(() => ({})),
  web3: section({
    solana: section({ enabled: boolean().default(false) }),
    ethereum: section({ enabled: boolean().default(false) }),
  }),
  oauth_server: section({
    enabled: boolean().default(false),
    authorization_url_path: string().default('/oauth/consent'),
    allow_dynamic_registration: boolean().default(false),
  }),
  third_party: section({
    firebase: section({ enabled: boolean().default(false), project_id: string().default('') }),
    auth0: section({ enabled: boolean().default(false), tenant: string().default(''), tenant_region: string().default('') }),
    aws_cognito: section({
      enabled: boolean().default(false),
      user_pool_id: string().default(''),
      user_pool_region: string().default(''),
    }),
    clerk: section({ enabled: boolean().default(false), domain: string().default('') }),
    workos: section({ enabled: boolean().default(false), issuer_url: string().default('') }),
  }),
});

const edgeRuntimeSchema = section({
  enabled: boolean().default(true),
  policy: oneOf(['per_worker', 'oneshot']).default('per_worker'),
  inspector_port: port().default(8083),
  deno_version: oneOfIntegers([1, 2]).default(2),
  secrets: record(secret()).default(() => ({})),
});

const functionSchema = table({
  enabled: boolean().default(true),
  verify_jwt: boolean().default(true),
  import_map: string().optional(),
  entrypoint: string().optional(),
  static_files: stringList().default(() => []),
});

const analyticsSchema = section({
  enabled: boolean().default(true),
  port: port().default(54327),
  backend: oneOf(['postgres', 'bigquery']).default('postgres'),
  gcp_project_id: string().default(''),
  gcp_project_number: string().default(''),
  gcp_jwt_path: string().default(''),
  vector_port: port().optional(),
});

const experimentalSchema = loose({
  orioledb_version: string().optional(),
  s3_host: string().optional(),
  s3_region: string().optional(),
  s3_access_key: secret().optional(),
  s3_secret_key: secret().optional(),
  webhooks: table({ enabled: boolean().default(true) }).optional(),
  pgdelta: loose({}).optional(),
  inspect: loose({}).optional(),
}).prefault({});

const configSchema = table({
  project_id: string().optional(),
  api: apiSchema,
  db: dbSchema,
  realtime: realtimeSchema,
  studio: studioSchema,
  local_smtp: localSmtpSchema,
  storage: storageSchema,
  auth: authSchema,
  edge_runtime: edgeRuntimeSchema,
  functions: record(functionSchema).default(() => ({})),
  analytics: analyticsSchema,
  experimental: experimentalSchema,
  // Per-branch overrides for linked remote projects; validated, never applied locally.
  remotes: record(loose({ project_id: string().optional() })).optional(),
});

type ParsedToml = z.output<typeof configSchema>;

// ---------------------------------------------------------------------------------------------
// Helpers for problems, keys and paths
// ---------------------------------------------------------------------------------------------

type KeyPath = readonly PropertyKey[];

/** `auth.external.google`, `db.seed.sql_paths[1]`, `storage.buckets."my bucket"`. */
function formatKey(keyPath: KeyPath): string {
  let out = '';
  for (const part of keyPath) {
    if (typeof part === 'number') out += `[${part}]`;
    else {
      const name = String(part);
      const bare = /^[A-Za-z0-9_-]+$/.test(name) ? name : JSON.stringify(name);
      out += out === '' ? bare : `.${bare}`;
    }
  }
  return out === '' ? '(root)' : out;
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function mapValues<V, R>(input: Readonly<Record<string, V>>, fn: (value: V, key: string) => R): Record<string, R> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, fn(value, key)]));
}

const resolveIn = (base: string, target: string): string => (path.isAbsolute(target) ? target : path.join(base, target));

type DeepReadonly<T> = T extends readonly (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const ENV_REFERENCE = /^env\((.*)\)$/;

/** Replaces every `"env(VAR)"` string (at any depth, as the CLI does) and records unset variables. */
function substituteEnv(value: unknown, keyPath: PropertyKey[], env: NodeJS.ProcessEnv, unset: { key: KeyPath; name: string }[]): unknown {
  if (typeof value === 'string') {
    const name = ENV_REFERENCE.exec(value)?.[1];
    if (name === undefined) return value;
    const resolved = env[name];
    if (resolved === undefined) unset.push({ key: keyPath, name });
    return resolved ?? value;
  }
  if (Array.isArray(value)) return value.map((item, index) => substituteEnv(item, [...keyPath, index], env, unset));
  if (isTable(value)) return mapValues(value, (child, key) => substituteEnv(child, [...keyPath, key], env, unset));
  return value;
}

/** Keys present in the file but dropped by the schema, i.e. keys the CLI would not know either. */
function unknownKeys(raw: unknown, parsed: unknown, keyPath: PropertyKey[], out: KeyPath[]): void {
  if (isTable(raw) && isTable(parsed)) {
    for (const key of Object.keys(raw)) {
      if (!Object.hasOwn(parsed, key)) out.push([...keyPath, key]);
      else unknownKeys(raw[key], parsed[key], [...keyPath, key], out);
    }
  } else if (Array.isArray(raw) && Array.isArray(parsed)) {
    raw.forEach((item, index) => unknownKeys(item, parsed[index], [...keyPath, index], out));
  }
}

const startsWith = (key: KeyPath, prefix: KeyPath): boolean =>
  prefix.length <= key.length && prefix.every((part, index) => part === key[index]);

function sanitizeProjectId(source: string): string {
  return source
    .replace(/[^a-zA-Z0-9_.-]+/g, '_')
    .replace(/^[_.-]+/, '')
    .slice(0, 40);
}

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
const SMS_REQUIRED_FIELDS = {
  twilio: ['account_sid', 'message_service_sid', 'auth_token'],
  twilio_verify: ['account_sid', 'message_service_sid', 'auth_token'],
  messagebird: ['originator', 'access_key'],
  textlocal: ['sender', 'api_key'],
  vonage: ['from', 'api_key', 'api_secret'],
} as const;
type SmsProvider = keyof typeof SMS_REQUIRED_FIELDS;
const THIRD_PARTY_REQUIRED_FIELDS = {
  firebase: ['project_id'],
  auth0: ['tenant'],
  aws_cognito: ['user_pool_id', 'user_pool_region'],
  clerk: ['domain'],
  workos: ['issuer_url'],
} as const;
type ThirdPartyProvider = keyof typeof THIRD_PARTY_REQUIRED_FIELDS;

interface BuildContext {
  workdir: string;
  supabaseDir: string;
  problem: (key: KeyPath, reason: string) => void;
  warn: (key: KeyPath, reason: string) => void;
}

// ---------------------------------------------------------------------------------------------
// Cross-field validation (the CLI's Validate) and derived values (the CLI's resolve)
// ---------------------------------------------------------------------------------------------

function validate(config: ParsedToml, ctx: BuildContext): void {
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

function build(parsed: ParsedToml, ctx: BuildContext) {
  const { workdir, supabaseDir } = ctx;
  const { api, db, studio, storage, auth, edge_runtime: edgeRuntime } = parsed;

  // Like the CLI: without project_id the folder's name is used; either way the id is sanitized.
  const projectId = sanitizeProjectId(parsed.project_id ?? path.basename(workdir));
  if (parsed.project_id !== undefined && projectId !== parsed.project_id) {
    ctx.warn(['project_id'], `invalid characters; using ${JSON.stringify(projectId)} (letters, digits, "_", "." and "-" only)`);
  }
  if (projectId === '') ctx.problem(['project_id'], 'is required');

  const apiExternalUrl = api.external_url || `${api.tls.enabled ? 'https' : 'http'}://${hostname}:${api.port}`;
  const authExternalUrl = auth.external_url || `${apiExternalUrl.replace(/\/+$/, '')}/auth/v1`;

  // Like the CLI, a studio.api_url pointing at this host (or nowhere) means "the API gateway".
  let studioApiUrl = studio.api_url;
  const studioHost = URL.canParse(studio.api_url) ? new URL(studio.api_url).host : '';
  if (studio.enabled && (studioHost === '' || studioHost === hostname)) studioApiUrl = apiExternalUrl;

  const globalSizeBytes = parseSize(storage.file_size_limit) ?? 0;

  // Like the CLI: the first enabled SMS provider wins; phone sign-up without any is turned off with a warning.
  const smsProvider = (Object.keys(SMS_REQUIRED_FIELDS) as SmsProvider[]).find((provider) => auth.sms[provider].enabled) ?? '';
  let smsSignup = auth.sms.enable_signup;
  if (smsSignup && smsProvider === '') {
    ctx.warn(['auth', 'sms', 'enabled'], 'no SMS provider is enabled; phone sign-up is disabled');
    smsSignup = false;
  }
  // GoTrue keys test OTPs by the number without "+" and spaces, as it normalises every phone number.
  const testOtp: Record<string, string> = {};
  for (const [phone, code] of Object.entries(auth.sms.test_otp)) {
    const normalized = phone.replace(/^\+/, '').replaceAll(' ', '');
    if (!/^[1-9][0-9]{1,14}$/.test(normalized)) {
      ctx.warn(['auth', 'sms', 'test_otp', phone], 'not an E.164 phone number; no request can match it');
    }
    testOtp[normalized] = code;
  }

  const external = { ...auth.external };
  for (const name of ['linkedin', 'slack']) {
    if (external[name]?.enabled) {
      ctx.warn(['auth', 'external', name], `deprecated provider is disabled; use [auth.external.${name}_oidc] instead`);
    }
    delete external[name];
  }

  const functions = mapValues(parsed.functions, (fn, slug) => {
    const entrypointResolved = fn.entrypoint
      ? resolveIn(supabaseDir, fn.entrypoint)
      : path.join(supabaseDir, 'functions', slug, 'index.ts');
    let importMapResolved = fn.import_map ? resolveIn(supabaseDir, fn.import_map) : undefined;
    if (!importMapResolved) {
      const functionDir = path.dirname(entrypointResolved);
      importMapResolved = ['deno.json', 'deno.jsonc'].map((name) => path.join(functionDir, name)).find((file) => fs.existsSync(file));
    }
    return {
      ...fn,
      entrypoint_resolved: entrypointResolved,
      import_map_resolved: importMapResolved,
      static_files_resolved: fn.static_files.map((pattern) => resolveIn(supabaseDir, pattern)),
    };
  });

  return {
    workdir,
    supabaseDir,
    ...parsed,
    project_id: projectId,
    api: {
      ...api,
      external_url: apiExternalUrl,
      tls: {
        ...api.tls,
        cert_path_resolved: api.tls.cert_path ? resolveIn(supabaseDir, api.tls.cert_path) : undefined,
        key_path_resolved: api.tls.key_path ? resolveIn(supabaseDir, api.tls.key_path) : undefined,
      },
    },
    db: {
      ...db,
      health_timeout_ms: parseDuration(db.health_timeout) ?? 0,
      migrations: {
        ...db.migrations,
        schema_paths_resolved: db.migrations.schema_paths.map((pattern) => resolveIn(supabaseDir, pattern)),
      },
      seed: {
        ...db.seed,
        sql_paths_resolved: db.seed.sql_paths.map((pattern) => resolveIn(supabaseDir, pattern)),
      },
    },
    studio: { ...studio, api_url: studioApiUrl },
    storage: {
      ...storage,
      file_size_limit_bytes: globalSizeBytes,
      buckets: mapValues(storage.buckets, (bucket) => ({
        ...bucket,
        // A bucket without its own limit inherits the global one (CLI behaviour).
        file_size_limit_bytes: bucket.file_size_limit === undefined ? globalSizeBytes : (parseSize(bucket.file_size_limit) ?? 0),
        objects_path_resolved: bucket.objects_path ? resolveIn(supabaseDir, bucket.objects_path) : undefined,
      })),
    },
    auth: {
      ...auth,
      external_url: authExternalUrl,
      jwt_issuer: auth.jwt_issuer || authExternalUrl,
      jwt_secret: auth.jwt_secret || DEFAULT_JWT_SECRET,
      signing_keys_path_resolved: auth.signing_keys_path ? resolveIn(supabaseDir, auth.signing_keys_path) : undefined,
      mfa: {
        ...auth.mfa,
        phone: {
          ...auth.mfa.phone,
          // GoTrue falls back to 6 digits outside 6..10 and to one minute for a zero frequency.
          otp_length: auth.mfa.phone.otp_length >= 6 && auth.mfa.phone.otp_length <= 10 ? auth.mfa.phone.otp_length : 6,
          max_frequency_ms: parseDuration(auth.mfa.phone.max_frequency) || 60_000,
        },
      },
      sessions: {
        ...auth.sessions,
        // 0 means "no limit", as in GoTrue.
        timebox_ms: parseDuration(auth.sessions.timebox) ?? 0,
        inactivity_timeout_ms: parseDuration(auth.sessions.inactivity_timeout) ?? 0,
      },
      email: {
        ...auth.email,
        max_frequency_ms: parseDuration(auth.email.max_frequency) ?? 0,
        template: mapValues(auth.email.template, (template) => ({
          ...template,
          content_path_resolved: template.content_path ? resolveIn(workdir, template.content_path) : undefined,
        })),
        notification: mapValues(auth.email.notification, (notification) => ({
          ...notification,
          content_path_resolved: notification.content_path ? resolveIn(supabaseDir, notification.content_path) : undefined,
        })),
      },
      sms: {
        ...auth.sms,
        enable_signup: smsSignup,
        test_otp: testOtp,
        /** The provider GoTrue would use ('' when none is enabled: codes then reach test numbers only). */
        provider: smsProvider,
        max_frequency_ms: parseDuration(auth.sms.max_frequency) || 60_000,
        // What the CLI hands GoTrue (GOTRUE_SMS_OTP_LENGTH=6, GOTRUE_SMS_OTP_EXP=6000), not configurable.
        otp_length: 6,
        otp_expiry: 6000,
      },
      external,
    },
    edge_runtime: {
      ...edgeRuntime,
      // The CLI upper-cases secret names (they become environment variables of the functions).
      secrets: Object.fromEntries(Object.entries(edgeRuntime.secrets).map(([name, value]) => [name.toUpperCase(), value])),
    },
    functions,
    warnings: [] as string[],
  };
}

export type Config = DeepReadonly<ReturnType<typeof build>>;
export type ApiConfig = Config['api'];
export type DbConfig = Config['db'];
export type StorageConfig = Config['storage'];
export type BucketConfig = Config['storage']['buckets'][string];
export type AuthConfig = Config['auth'];
export type FunctionConfig = Config['functions'][string];

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

/**
 * Keys the Supabase CLI renamed. Both names are read; the deprecated one with a warning, as the CLI does while a name is
 * deprecated (CLI 3 refuses `[inbucket]` outright and warns about `enable_signup`, so a config meant for every CLI
 * version uses the current names). `internal` is the name the rest of the stack reads.
 */
const RENAMED_KEYS: readonly { deprecated: KeyPath; current: KeyPath; internal: KeyPath }[] = [
  { deprecated: ['inbucket'], current: ['local_smtp'], internal: ['local_smtp'] },
  { deprecated: ['auth', 'email', 'enable_signup'], current: ['auth', 'email', 'enabled'], internal: ['auth', 'email', 'enable_signup'] },
  { deprecated: ['auth', 'sms', 'enable_signup'], current: ['auth', 'sms', 'enabled'], internal: ['auth', 'sms', 'enable_signup'] },
];

function renameDeprecated(
  raw: unknown,
  problems: { key: KeyPath; reason: string }[],
  warnings: { key: KeyPath; reason: string }[],
): unknown {
  for (const { deprecated, current, internal } of RENAMED_KEYS) {
    const parent = deprecated.slice(0, -1).reduce<unknown>((table, key) => (isTable(table) ? table[key as string] : undefined), raw);
    if (!isTable(parent)) continue;
    const [oldName, newName, internalName] = [deprecated, current, internal].map((key) => String(key.at(-1))) as [string, string, string];
    const hasOld = Object.hasOwn(parent, oldName);
    const hasNew = Object.hasOwn(parent, newName);
    if (hasOld && hasNew) {
      problems.push({ key: deprecated, reason: `is the old name of ${formatKey(current)}; keep only ${formatKey(current)}` });
      continue;
    }
    if (!hasOld && !hasNew) continue;
    const value = hasOld ? parent[oldName] : parent[newName];
    if (hasOld)
      warnings.push({
        key: deprecated,
        reason: `renamed to ${formatKey(current)} in the Supabase CLI (version 3 refuses or warns about the old name); use the new name`,
      });
    delete parent[oldName];
    delete parent[newName];
    parent[internalName] = value;
  }
  return raw;
}

export interface ParseOptions {
  /** How the file is named in messages, e.g. "supabase/config.toml". */
  file: string;
  /** The project root (the folder holding supabase/). */
  workdir: string;
  /** Variables for `env(VAR)` values; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

export function parseConfig(text: string, opts: ParseOptions): Config {
  const workdir = path.resolve(opts.workdir);
  const supabaseDir = path.join(workdir, 'supabase');
  const { file } = opts;

  let document: unknown;
  try {
    document = parseToml(text);
  } catch (error) {
    if (error instanceof TomlError) {
      throw new ConfigError([`${file}:${error.line}:${error.column}: invalid TOML: ${error.message.split('\n')[0]}`]);
    }
    throw error;
  }

  // As the Supabase CLI's LoadEnvHook: an unset variable leaves the literal "env(VAR)" in place. Where that text
  // fits the key (a string), it is used with a warning; where it does not (a number, a boolean), it is an error that
  // names the variable.
  const unset: { key: KeyPath; name: string }[] = [];
  const problems: { key: KeyPath; reason: string }[] = [];
  const aliasWarnings: { key: KeyPath; reason: string }[] = [];
  const raw = renameDeprecated(substituteEnv(document, [], opts.env ?? process.env, unset), problems, aliasWarnings);
  const unsetReason = (name: string) => `env(${name}) refers to environment variable ${name}, which is not set`;

  const result = configSchema.safeParse(raw);
  const misfits = new Set<string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const reference = unset.find(({ key }) => startsWith(issue.path, key));
      if (reference) {
        if (!misfits.has(formatKey(reference.key))) problems.push({ key: reference.key, reason: unsetReason(reference.name) });
        misfits.add(formatKey(reference.key));
      } else problems.push({ key: issue.path, reason: issue.message });
    }
  }
  const format = ({ key, reason }: { key: KeyPath; reason: string }) => `${file}: ${formatKey(key)}: ${reason}`;
  if (!result.success || problems.length > 0) throw new ConfigError(problems.map(format));

  const unknown: KeyPath[] = [];
  unknownKeys(raw, result.data, [], unknown);
  const warnings = [...aliasWarnings.map(format), ...unknown.map((key) => format({ key, reason: 'unknown key' }))];
  for (const { key, name } of unset)
    warnings.push(format({ key, reason: `${unsetReason(name)}; the literal text is used, as the Supabase CLI does` }));

  const ctx: BuildContext = {
    workdir,
    supabaseDir,
    problem: (key, reason) => problems.push({ key, reason }),
    warn: (key, reason) => warnings.push(format({ key, reason })),
  };
  validate(result.data, ctx);
  const config = build(result.data, ctx);
  if (problems.length > 0) throw new ConfigError(problems.map(format));
  config.warnings = warnings;
  return deepFreeze(config);
}

export interface LoadOptions {
  /** The project root (the folder holding supabase/). */
  workdir: string;
  /** Variables for `env(VAR)` values; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
}

/** Reads and validates `<workdir>/supabase/config.toml`. */
export function loadConfig(opts: LoadOptions): Config {
  const workdir = path.resolve(opts.workdir);
  const file = path.join(workdir, CONFIG_PATH);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ConfigError([
        `${CONFIG_PATH}: file not found (looked for ${file}); run from the project root, the folder that holds supabase/`,
      ]);
    }
    throw error;
  }
  return parseConfig(text, { file: CONFIG_PATH, workdir, env: opts.env });
}
