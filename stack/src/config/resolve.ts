/**
 * Derived values, as the CLI's resolve step: defaults that depend on other keys (external URLs, the JWT issuer and
 * secret, a bucket's size limit), sizes and durations in numbers (`*_bytes`, `*_ms`) and absolute paths (`*_resolved`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_JWT_SECRET } from '../shared/keys.ts';
import { mapValues, resolveIn, type BuildContext } from './context.ts';
import type { ParsedToml } from './schema.ts';
import { SMS_REQUIRED_FIELDS, type SmsProvider } from './sections/auth.ts';
import { parseDuration, parseSize } from './values.ts';

/** The address every local service binds to and every URL we print uses (the CLI's default). */
export const hostname = '127.0.0.1';

function sanitizeProjectId(source: string): string {
  return source
    .replace(/[^a-zA-Z0-9_.-]+/g, '_')
    .replace(/^[_.-]+/, '')
    .slice(0, 40);
}

export function resolveConfig(parsed: ParsedToml, ctx: BuildContext) {
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
    /** Keys set to something the local stack does not honour, one line each (config/not-honoured.ts). */
    not_honoured: [] as string[],
  };
}
