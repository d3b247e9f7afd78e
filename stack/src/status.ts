import type { Config } from './config.ts';
import { loadKeys, S3_PROTOCOL_ACCESS_KEY_ID, S3_PROTOCOL_ACCESS_KEY_SECRET, S3_PROTOCOL_REGION, type StackKeys } from './shared/keys.ts';
import { stackPaths } from './shared/paths.ts';

/** The values `supabase status` prints, under the CLI's names. */
export function statusValues(config: Config, keys: StackKeys): Record<string, string> {
  const api = `http://127.0.0.1:${config.api.port}`;
  const values: Record<string, string> = {
    API_URL: api,
    REST_URL: `${api}/rest/v1`,
    FUNCTIONS_URL: `${api}/functions/v1`,
    DB_URL: `postgresql://postgres:postgres@127.0.0.1:${config.db.port}/postgres`,
    MAILPIT_URL: `http://127.0.0.1:${config.local_smtp.port}`,
    INBUCKET_URL: `http://127.0.0.1:${config.local_smtp.port}`,
    PUBLISHABLE_KEY: keys.publishableKey,
    SECRET_KEY: keys.secretKey,
    JWT_SECRET: keys.jwtSecret,
    ANON_KEY: keys.anonKey,
    SERVICE_ROLE_KEY: keys.serviceRoleKey,
  };
  // The S3 protocol's endpoint and keys, under the CLI's names, when storage serves it.
  if (config.storage.enabled && config.storage.s3_protocol.enabled) {
    values.STORAGE_S3_URL = `${api}/storage/v1/s3`;
    values.S3_PROTOCOL_ACCESS_KEY_ID = S3_PROTOCOL_ACCESS_KEY_ID;
    values.S3_PROTOCOL_ACCESS_KEY_SECRET = S3_PROTOCOL_ACCESS_KEY_SECRET;
    values.S3_PROTOCOL_REGION = S3_PROTOCOL_REGION;
  }
  // The CLI's "Studio URL": our dashboard on [studio] port.
  if (config.studio.enabled) values.STUDIO_URL = `http://127.0.0.1:${config.studio.port}`;
  return values;
}

// The CLI writes these with godotenv: keys sorted, values double-quoted with these characters escaped.
const ENV_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '"': '\\"', '!': '\\!', $: '\\$', '`': '\\`' };

export function formatEnv(values: Record<string, string>): string {
  return (
    Object.keys(values)
      .sort()
      .map((key) => `${key}="${values[key]!.replace(/[\\\n\r"!$`]/g, (c) => ENV_ESCAPES[c]!)}"`)
      .join('\n') + '\n'
  );
}

export function formatJson(values: Record<string, string>): string {
  const sorted = Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key]]),
  );
  return JSON.stringify(sorted, null, 2) + '\n';
}

/** Parses `supabase status -o env` output (ours or the CLI's) back into values, e.g. for the e2e suite. */
export function parseEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(?:"((?:[^"\\]|\\.)*)"|(.*))$/.exec(line.trim());
    if (!match) continue;
    values[match[1]!] =
      match[2] !== undefined ? match[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : c)) : match[3]!;
  }
  return values;
}

/** The stack's keys for a project: the config's secret and signing keys, else the per-install key in `.stack/keys`. */
export function keysFor(config: Config): Promise<StackKeys> {
  return loadKeys({
    jwtSecret: config.auth.jwt_secret,
    anonKey: config.auth.anon_key,
    serviceRoleKey: config.auth.service_role_key,
    publishableKey: config.auth.publishable_key,
    secretKey: config.auth.secret_key,
    signingKeysPath: config.auth.signing_keys_path_resolved,
    keysDir: stackPaths(config.workdir).keys,
  });
}
