import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig, parseDuration, parseSize, type Config } from '../../src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const FILE = 'supabase/config.toml';
const MiB = 1024 * 1024;

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A project folder with the given files (paths relative to it). */
function project(files: Record<string, string> = {}): string {
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
  tempDirs.push(workdir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(workdir, name)), { recursive: true });
    fs.writeFileSync(path.join(workdir, name), content);
  }
  return workdir;
}

function parse(text: string, options: { env?: NodeJS.ProcessEnv; workdir?: string } = {}): Config {
  return parseConfig(text, { file: FILE, workdir: options.workdir ?? '/srv/app', env: options.env ?? {} });
}

/** The problems of the ConfigError that `fn` throws. */
function problemsOf(fn: () => unknown): readonly string[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const configError = error as ConfigError;
    expect(configError.message).toBe(configError.problems.join('\n'));
    return configError.problems;
  }
  throw new Error('expected a ConfigError');
}

describe('the project config', () => {
  it('parses supabase/config.toml without env variables, errors or warnings', () => {
    const config = loadConfig({ workdir: repoRoot, env: {} });
    expect(config.warnings).toEqual([]);
    expect(config.project_id).toBe('obrazy-ai');
    expect(config.workdir).toBe(repoRoot);
    expect(config.supabaseDir).toBe(path.join(repoRoot, 'supabase'));
    // Only the content seed: the real CLI runs these paths against hosted projects too (db push --include-seed), so the
    // demo accounts of seed.dev.sql must not be among them (the local stack adds that file itself).
    expect(config.db.seed.sql_paths_resolved).toEqual([path.join(repoRoot, 'supabase/seed.sql')]);
    expect(config.storage.file_size_limit_bytes).toBe(50 * MiB);
    expect(config.storage.buckets).toMatchObject({
      covers: { public: true, file_size_limit_bytes: 5 * MiB, allowed_mime_types: ['image/*'] },
      stwory: { public: true, file_size_limit_bytes: 10 * MiB, allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'] },
      avatars: { public: false, file_size_limit_bytes: 2 * MiB, allowed_mime_types: ['image/*'] },
    });
    expect(config.auth).toMatchObject({
      site_url: 'http://127.0.0.1:3000',
      minimum_password_length: 8,
      password_requirements: 'letters_digits',
      rate_limit: { email_sent: 30 },
      email: { enable_confirmations: true },
      mfa: { totp: { enroll_enabled: true, verify_enabled: true } },
    });
    expect(config.auth.email.smtp).toBeUndefined();
    expect(config.auth.additional_redirect_urls).toEqual(expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:3000']));
    for (const name of ['newsletter-subscribe', 'newsletter-confirm', 'newsletter-unsubscribe']) {
      expect(config.functions[name]).toMatchObject({ enabled: true, verify_jwt: false });
    }
  });

  it('reports a missing config file clearly', () => {
    const workdir = project();
    const [problem, ...rest] = problemsOf(() => loadConfig({ workdir }));
    expect(rest).toEqual([]);
    expect(problem).toContain('supabase/config.toml: file not found');
    expect(problem).toContain(path.join(workdir, 'supabase', 'config.toml'));
  });
});

describe('defaults', () => {
  it('applies the CLI defaults to a minimal file', () => {
    const config = parse('project_id = "x"');
    expect(config.project_id).toBe('x');
    expect(config.warnings).toEqual([]);
    expect(config.api).toMatchObject({
      enabled: true,
      port: 54321,
      schemas: ['public', 'graphql_public'],
      extra_search_path: ['public', 'extensions'],
      max_rows: 1000,
      external_url: 'http://127.0.0.1:54321',
      tls: { enabled: false },
    });
    expect(config.db).toMatchObject({
      port: 54322,
      shadow_port: 54320,
      major_version: 17,
      health_timeout_ms: 120_000,
      pooler: { enabled: false, port: 54329, pool_mode: 'transaction' },
      migrations: { enabled: true, schema_paths: [] },
      seed: { enabled: true, sql_paths: ['./seed.sql'], sql_paths_resolved: ['/srv/app/supabase/seed.sql'] },
    });
    expect(config.realtime).toEqual({ enabled: true, ip_version: 'IPv4', max_header_length: 4096 });
    expect(config.studio).toMatchObject({ enabled: true, port: 54323, api_url: 'http://127.0.0.1:54321' });
    expect(config.local_smtp).toMatchObject({ enabled: true, port: 54324, smtp_port: 54325, pop3_port: 54326 });
    expect(config.storage).toMatchObject({
      enabled: true,
      file_size_limit: '50MiB',
      file_size_limit_bytes: 50 * MiB,
      image_transformation: { enabled: false },
      buckets: {},
    });
    expect(config.auth).toMatchObject({
      enabled: true,
      site_url: 'http://127.0.0.1:3000',
      external_url: 'http://127.0.0.1:54321/auth/v1',
      jwt_issuer: 'http://127.0.0.1:54321/auth/v1',
      jwt_expiry: 3600,
      jwt_secret: 'super-secret-jwt-token-with-at-least-32-characters-long',
      enable_refresh_token_rotation: true,
      refresh_token_reuse_interval: 10,
      enable_signup: true,
      enable_anonymous_sign_ins: false,
      enable_manual_linking: false,
      minimum_password_length: 6,
      password_requirements: '',
      rate_limit: {
        email_sent: 2,
        sms_sent: 30,
        anonymous_users: 30,
        token_refresh: 150,
        sign_in_sign_ups: 30,
        token_verifications: 30,
        web3: 30,
      },
      mfa: { max_enrolled_factors: 10, totp: { enroll_enabled: false, verify_enabled: false } },
      sessions: { timebox_ms: 0, inactivity_timeout_ms: 0 },
      sms: { enable_signup: false, max_frequency_ms: 5000 },
      external: {},
    });
    expect(config.auth.email).toMatchObject({
      enable_signup: true,
      double_confirm_changes: true,
      enable_confirmations: false,
      secure_password_change: false,
      max_frequency: '1s',
      max_frequency_ms: 1000,
      otp_length: 6,
      otp_expiry: 3600,
    });
    expect(config.auth.email.smtp).toBeUndefined();
    expect(config.edge_runtime).toEqual({ enabled: true, policy: 'per_worker', inspector_port: 8083, deno_version: 2, secrets: {} });
    expect(config.functions).toEqual({});
    expect(config.analytics).toMatchObject({ enabled: true, port: 54327, backend: 'postgres' });
  });

  it('defaults a declared function to enabled, JWT-verified, supabase/functions/<name>/index.ts', () => {
    const config = parse('[functions.hello]\n[functions.open]\nverify_jwt = false');
    expect(config.functions.hello).toMatchObject({
      enabled: true,
      verify_jwt: true,
      entrypoint_resolved: '/srv/app/supabase/functions/hello/index.ts',
      import_map_resolved: undefined,
      static_files_resolved: [],
    });
    expect(config.functions.open).toMatchObject({ enabled: true, verify_jwt: false });
  });

  it('enables a declared [auth.email.smtp] unless it says otherwise and requires its fields', () => {
    const problems = problemsOf(() => parse('[auth.email.smtp]\nhost = "smtp.example.com"'));
    expect(problems).toEqual([
      `${FILE}: auth.email.smtp.port: is required when auth.email.smtp.enabled is true`,
      `${FILE}: auth.email.smtp.user: is required when auth.email.smtp.enabled is true`,
      `${FILE}: auth.email.smtp.pass: is required when auth.email.smtp.enabled is true`,
      `${FILE}: auth.email.smtp.admin_email: is required when auth.email.smtp.enabled is true`,
    ]);
    expect(parse('[auth.email.smtp]\nenabled = false').auth.email.smtp).toMatchObject({ enabled: false });
  });

  it('uses the folder name as project_id when it is absent, as the CLI does', () => {
    expect(parse('', { workdir: '/srv/my app' }).project_id).toBe('my_app');
  });

  it('returns a deeply frozen object', () => {
    const config = parse('[storage.buckets.a]');
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.storage.buckets.a)).toBe(true);
    expect(() => {
      (config.api as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(() => (config.api.schemas as string[]).push('x')).toThrow(TypeError);
  });
});

describe('env() values', () => {
  it('substitutes variables at any depth, then validates the result', () => {
    const config = parse(
      [
        '[db]',
        'port = "env(DB_PORT)"',
        '[auth]',
        'jwt_secret = "env(JWT)"',
        'additional_redirect_urls = ["http://a.test", "env(CALLBACK)"]',
        '[edge_runtime.secrets]',
        'stripe_key = "env(STRIPE)"',
      ].join('\n'),
      { env: { DB_PORT: '6543', JWT: 'a-secret-of-sufficient-length', CALLBACK: 'http://b.test/**', STRIPE: 'sk_test' } },
    );
    expect(config.db.port).toBe(6543);
    expect(config.auth.jwt_secret).toBe('a-secret-of-sufficient-length');
    expect(config.auth.additional_redirect_urls).toEqual(['http://a.test', 'http://b.test/**']);
    // The CLI upper-cases secret names because they become environment variables.
    expect(config.edge_runtime.secrets).toEqual({ STRIPE_KEY: 'sk_test' });
  });

  it('reads process.env when no env is given', () => {
    process.env.CONFIG_TEST_SITE = 'http://site.test';
    try {
      const config = parseConfig('[auth]\nsite_url = "env(CONFIG_TEST_SITE)"', { file: FILE, workdir: '/srv/app' });
      expect(config.auth.site_url).toBe('http://site.test');
    } finally {
      delete process.env.CONFIG_TEST_SITE;
    }
  });

  it('an unset variable where a number is expected is an error naming the key and the variable, once per key', () => {
    const problems = problemsOf(() => parse('[db]\nport = "env(DB_PORT)"\n[api]\nport = "env(API_PORT)"', { env: { OTHER: '1' } }));
    expect([...problems].sort()).toEqual([
      `${FILE}: api.port: env(API_PORT) refers to environment variable API_PORT, which is not set`,
      `${FILE}: db.port: env(DB_PORT) refers to environment variable DB_PORT, which is not set`,
    ]);
  });

  it('an unset variable where text is expected keeps the literal, as the CLI does, with a warning', () => {
    const config = parse('[studio]\nopenai_api_key = "env(OPENAI_API_KEY)"', { env: {} });
    expect(config.studio.openai_api_key).toBe('env(OPENAI_API_KEY)');
    expect(config.warnings).toEqual([
      `${FILE}: studio.openai_api_key: env(OPENAI_API_KEY) refers to environment variable OPENAI_API_KEY, which is not set; the literal text is used, as the Supabase CLI does`,
    ]);
  });

  it('accepts a variable set to the empty string', () => {
    expect(parse('[studio]\nopenai_api_key = "env(KEY)"', { env: { KEY: '' } }).studio.openai_api_key).toBe('');
  });
});

describe('validation errors', () => {
  it('reports every problem at once with file, dotted key and reason', () => {
    const text = [
      'project_id = "x"',
      '[db]',
      'port = "abc"',
      '[api]',
      'port = 70000',
      '[auth]',
      'jwt_secret = "too-short"',
      'password_requirements = "strong"',
      '[storage]',
      'file_size_limit = "5XB"',
      '[storage.buckets.images]',
      'public = "yes"',
    ].join('\n');
    const problems = problemsOf(() => parse(text));
    expect([...problems].sort()).toEqual(
      [
        `${FILE}: db.port: expected an integer between 1 and 65535, got "abc"`,
        `${FILE}: api.port: expected an integer between 1 and 65535, got 70000`,
        `${FILE}: auth.jwt_secret: expected at least 16 characters, got 9`,
        `${FILE}: auth.password_requirements: expected one of "", "letters_digits", "lower_upper_letters_digits", "lower_upper_letters_digits_symbols", got "strong"`,
        `${FILE}: storage.file_size_limit: expected a size such as "50MiB", "5MB", "500KB" or a number of bytes, got "5XB"`,
        `${FILE}: storage.buckets.images.public: expected a boolean (true or false), got "yes"`,
      ].sort(),
    );
    // A secret is never echoed back.
    expect(problems.join('\n')).not.toContain('too-short');
  });

  it('checks ranges and enumerations the CLI checks', () => {
    const problems = problemsOf(() =>
      parse(
        '[auth]\njwt_expiry = 604801\n[db]\nmajor_version = 12\n[edge_runtime]\npolicy = "always"\n[db.seed]\nsql_paths = "x"\nenabled = 3',
      ),
    );
    expect([...problems].sort()).toEqual(
      [
        `${FILE}: auth.jwt_expiry: expected an integer between 1 and 604800, got 604801`,
        `${FILE}: db.major_version: expected one of 13, 14, 15, 17, got 12`,
        `${FILE}: edge_runtime.policy: expected one of "per_worker", "oneshot", got "always"`,
        `${FILE}: db.seed.enabled: expected a boolean (true or false), got 3`,
      ].sort(),
    );
  });

  it('accepts numbers and booleans written as strings, as the CLI does', () => {
    const config = parse('[db]\nport = "5433"\n[auth]\nenable_signup = "false"');
    expect(config.db.port).toBe(5433);
    expect(config.auth.enable_signup).toBe(false);
  });

  it('reports cross-field problems of the CLI (MFA, hooks, function and bucket names)', () => {
    const text = [
      '[auth.mfa.totp]',
      'enroll_enabled = true',
      '[auth.hook.custom_access_token]',
      'enabled = true',
      'uri = "ftp://example.com"',
      '[functions.1bad]',
      '[storage.buckets."bad/name"]',
    ].join('\n');
    expect(problemsOf(() => parse(text))).toEqual([
      `${FILE}: storage.buckets."bad/name": invalid bucket name: use letters, digits, spaces, dots, hyphens and underscores`,
      `${FILE}: functions.1bad: invalid function name: start with a letter; use only letters, digits, underscores and hyphens`,
      `${FILE}: auth.hook.custom_access_token.uri: expected an http(s):// or pg-functions:// URI, got "ftp://example.com"`,
      `${FILE}: auth.mfa.totp.verify_enabled: must be true when auth.mfa.totp.enroll_enabled is true`,
    ]);
  });

  it('requires the settings of enabled auth providers', () => {
    const text = [
      '[auth.external.github]',
      'enabled = true',
      '[auth.external.google]',
      'enabled = true',
      'client_id = "id"',
      '[auth.third_party.firebase]',
      'enabled = true',
      '[auth.third_party.auth0]',
      'enabled = true',
      'tenant = "t"',
    ].join('\n');
    expect(problemsOf(() => parse(text))).toEqual([
      `${FILE}: auth.external.github.client_id: is required when auth.external.github.enabled is true`,
      `${FILE}: auth.external.github.secret: is required when auth.external.github.enabled is true`,
      `${FILE}: auth.third_party.firebase.project_id: is required when auth.third_party.firebase.enabled is true`,
      `${FILE}: auth.third_party: only one third-party provider may be enabled, got firebase, auth0`,
    ]);
  });

  it('reports TOML syntax errors with line and column', () => {
    const [problem] = problemsOf(() => parse('project_id = "x"\n[db\nport = 1'));
    expect(problem).toMatch(/^supabase\/config\.toml:2:\d+: invalid TOML: /);
  });
});

describe('unknown keys', () => {
  it('become warnings in file order, not errors, and are left out of the config', () => {
    const config = parse(
      'project_id = "x"\nflavour = "vanilla"\n[db]\nprot = 1\n[functions.f]\nverify_jwts = false\n[storage.buckets.b]\npublik = true',
    );
    expect(config.warnings).toEqual([
      `${FILE}: flavour: unknown key`,
      `${FILE}: db.prot: unknown key`,
      `${FILE}: functions.f.verify_jwts: unknown key`,
      `${FILE}: storage.buckets.b.publik: unknown key`,
    ]);
    expect(config.db).not.toHaveProperty('prot');
    expect(config.functions.f?.verify_jwt).toBe(true);
    expect(config.storage.buckets.b?.public).toBe(false);
  });

  it('do not hide a wrong value of a known key', () => {
    expect(problemsOf(() => parse('[db]\nprot = 1\nport = "x"'))).toEqual([
      `${FILE}: db.port: expected an integer between 1 and 65535, got "x"`,
    ]);
  });

  it('warns about phone sign-up without an SMS provider and turns it off, as the CLI does', () => {
    const config = parse('[auth.sms]\nenabled = true');
    expect(config.auth.sms.enable_signup).toBe(false);
    expect(config.warnings).toEqual([`${FILE}: auth.sms.enabled: no SMS provider is enabled; phone sign-up is disabled`]);
  });

  it('warns when WebAuthn MFA is on without a complete [auth.webauthn] relying party (GoTrue warns and answers 500)', () => {
    const webauthnMfa = '[auth.mfa.web_authn]\nenroll_enabled = true\nverify_enabled = true\n';
    expect(parse(webauthnMfa).warnings).toEqual([
      `${FILE}: auth.webauthn: rp_id, rp_display_name and rp_origins are needed for passkeys and WebAuthn MFA; WebAuthn requests fail until they are set`,
    ]);
    const complete = parse(
      `${webauthnMfa}[auth.webauthn]\nrp_id = "localhost"\nrp_display_name = "Obrazy AI"\nrp_origins = ["http://localhost:3000"]`,
    );
    expect(complete.warnings).toEqual([]);
    expect(complete.auth.webauthn).toEqual({ rp_id: 'localhost', rp_display_name: 'Obrazy AI', rp_origins: ['http://localhost:3000'] });
  });
});

describe('renamed sections', () => {
  it('reads [inbucket] as [local_smtp] with a warning, as the CLI did while the name was deprecated', () => {
    const config = parse('[inbucket]\nport = 50001\nsmtp_port = 50002\nadmin_email = "a@b.pl"\nsmtp_prot = 1');
    expect(config.local_smtp).toMatchObject({ port: 50001, smtp_port: 50002, admin_email: 'a@b.pl', enabled: true });
    expect(config.warnings).toEqual([
      `${FILE}: inbucket: renamed to local_smtp in the Supabase CLI (version 3 refuses or warns about the old name); use the new name`,
      `${FILE}: local_smtp.smtp_prot: unknown key`,
    ]);
  });

  it('refuses both names at once instead of picking one', () => {
    expect(problemsOf(() => parse('[inbucket]\nport = 1\n[local_smtp]\nport = 2'))).toEqual([
      `${FILE}: inbucket: is the old name of local_smtp; keep only local_smtp`,
    ]);
  });

  it('reads auth.email.enabled and auth.sms.enabled, the CLI 3 names of enable_signup', () => {
    const config = parse('[auth.email]\nenabled = false\n[auth.sms]\nenable_signup = false');
    expect(config.auth.email.enable_signup).toBe(false);
    expect(config.auth.sms.enable_signup).toBe(false);
    expect(config.warnings).toEqual([
      `${FILE}: auth.sms.enable_signup: renamed to auth.sms.enabled in the Supabase CLI (version 3 refuses or warns about the old name); use the new name`,
    ]);
    expect(problemsOf(() => parse('[auth.email]\nenabled = true\nenable_signup = true'))).toEqual([
      `${FILE}: auth.email.enable_signup: is the old name of auth.email.enabled; keep only auth.email.enabled`,
    ]);
  });

  it('validates values under the old name like the new one', () => {
    expect(problemsOf(() => parse('[inbucket]\nsmtp_port = "x"'))).toEqual([
      `${FILE}: local_smtp.smtp_port: expected an integer between 1 and 65535, got "x"`,
    ]);
  });
});

describe('sizes and durations', () => {
  it('parses sizes with binary units like the CLI (KB = KiB)', () => {
    expect(parseSize('50MiB')).toBe(50 * MiB);
    expect(parseSize('5MB')).toBe(5 * MiB);
    expect(parseSize('500KB')).toBe(500 * 1024);
    expect(parseSize('500kib')).toBe(500 * 1024);
    expect(parseSize('1GiB')).toBe(1024 * MiB);
    expect(parseSize('2 GB')).toBe(2048 * MiB);
    expect(parseSize('1.5k')).toBe(1536);
    expect(parseSize('10B')).toBe(10);
    expect(parseSize('10')).toBe(10);
    expect(parseSize(1024)).toBe(1024);
    for (const invalid of ['5XB', '', 'MB', '-1MB', '5MBB', '5 5MB', '5iB', 1.5, -3, true]) {
      expect(parseSize(invalid), String(invalid)).toBeUndefined();
    }
  });

  it('parses Go durations into milliseconds', () => {
    expect(parseDuration('1s')).toBe(1000);
    expect(parseDuration('60s')).toBe(60_000);
    expect(parseDuration('1m0s')).toBe(60_000);
    expect(parseDuration('1h30m')).toBe(5_400_000);
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration('0')).toBe(0);
    for (const invalid of ['1', 's', '', '1x', '-1s', '1s ', 5]) {
      expect(parseDuration(invalid), String(invalid)).toBeUndefined();
    }
  });

  it('derives bytes and milliseconds in the config; buckets inherit the global limit', () => {
    const config = parse(
      [
        '[storage]',
        'file_size_limit = "1GB"',
        '[storage.buckets.own]',
        'file_size_limit = 2048',
        '[storage.buckets.inherits]',
        '[auth.email]',
        'max_frequency = "1m0s"',
        '[auth.sessions]',
        'timebox = "24h"',
        'inactivity_timeout = "8h"',
      ].join('\n'),
    );
    expect(config.storage.file_size_limit_bytes).toBe(1024 * MiB);
    expect(config.storage.buckets.own?.file_size_limit_bytes).toBe(2048);
    expect(config.storage.buckets.inherits?.file_size_limit_bytes).toBe(1024 * MiB);
    expect(config.auth.email.max_frequency_ms).toBe(60_000);
    expect(config.auth.sessions).toMatchObject({ timebox_ms: 86_400_000, inactivity_timeout_ms: 28_800_000 });
    expect(problemsOf(() => parse('[auth.email]\nmax_frequency = "soon"'))).toEqual([
      `${FILE}: auth.email.max_frequency: expected a duration such as "1s", "5m", "1h30m" or "1m0s", got "soon"`,
    ]);
  });
});

describe('paths', () => {
  it('resolves relative paths against <workdir>/supabase and keeps the raw values', () => {
    const workdir = project({
      'supabase/keys/signing.json': '[]',
      'supabase/functions/hello/deno.json': '{}',
      'supabase/templates/changed.html': '<p>changed</p>',
    });
    const supabaseDir = path.join(workdir, 'supabase');
    const config = parse(
      [
        '[db.seed]',
        'sql_paths = ["./seed.sql", "./seeds/*.sql", "/abs/extra.sql"]',
        '[db.migrations]',
        'schema_paths = ["./schemas/*.sql"]',
        '[auth]',
        'signing_keys_path = "./keys/signing.json"',
        '[auth.email.notification.password_changed]',
        'enabled = true',
        'content_path = "./templates/changed.html"',
        '[storage.buckets.images]',
        'objects_path = "./images"',
        '[functions.hello]',
        'static_files = ["./functions/hello/*.html"]',
        '[functions.custom]',
        'entrypoint = "./functions/custom/main.ts"',
        'import_map = "./import_map.json"',
      ].join('\n'),
      { workdir },
    );
    expect(config.db.seed.sql_paths).toEqual(['./seed.sql', './seeds/*.sql', '/abs/extra.sql']);
    expect(config.db.seed.sql_paths_resolved).toEqual([
      path.join(supabaseDir, 'seed.sql'),
      path.join(supabaseDir, 'seeds/*.sql'),
      '/abs/extra.sql',
    ]);
    expect(config.db.migrations.schema_paths_resolved).toEqual([path.join(supabaseDir, 'schemas/*.sql')]);
    expect(config.auth.signing_keys_path).toBe('./keys/signing.json');
    expect(config.auth.signing_keys_path_resolved).toBe(path.join(supabaseDir, 'keys/signing.json'));
    expect(config.auth.email.notification.password_changed?.content_path_resolved).toBe(path.join(supabaseDir, 'templates/changed.html'));
    expect(config.storage.buckets.images?.objects_path_resolved).toBe(path.join(supabaseDir, 'images'));
    expect(config.functions.hello).toMatchObject({
      entrypoint_resolved: path.join(supabaseDir, 'functions/hello/index.ts'),
      // Found next to the entrypoint, as the CLI does when import_map is not set.
      import_map_resolved: path.join(supabaseDir, 'functions/hello/deno.json'),
      static_files_resolved: [path.join(supabaseDir, 'functions/hello/*.html')],
    });
    expect(config.functions.custom).toMatchObject({
      entrypoint: './functions/custom/main.ts',
      entrypoint_resolved: path.join(supabaseDir, 'functions/custom/main.ts'),
      import_map_resolved: path.join(supabaseDir, 'import_map.json'),
    });
  });

  it('resolves email template paths against the project root, as the CLI does', () => {
    const workdir = project({ 'supabase/templates/confirmation.html': '<p>Potwierdź</p>' });
    const config = parse(
      '[auth.email.template.confirmation]\nsubject = "Potwierdź"\ncontent_path = "./supabase/templates/confirmation.html"',
      { workdir },
    );
    expect(config.auth.email.template.confirmation?.content_path_resolved).toBe(path.join(workdir, 'supabase/templates/confirmation.html'));
  });

  it('reports referenced files that do not exist', () => {
    const workdir = project();
    expect(problemsOf(() => parse('[auth]\nsigning_keys_path = "./missing.json"', { workdir }))).toEqual([
      `${FILE}: auth.signing_keys_path: file not found: ${path.join(workdir, 'supabase/missing.json')}`,
    ]);
  });
});

describe('phone and SMS settings', () => {
  const twilio = '[auth.sms.twilio]\nenabled = true\naccount_sid = "AC1"\nmessage_service_sid = "MG1"\nauth_token = "token"\n';

  it('keep phone sign-up on with an enabled provider, name it, and key test OTPs by the normalised number', () => {
    const config = parse(
      `[auth.sms]\nenabled = true\nenable_confirmations = true\nmax_frequency = "30s"\ntemplate = "Kod: {{ .Code }}"\n` +
        `[auth.sms.test_otp]\n"+48 500 100 200" = "123456"\n4152127777 = "000111"\n${twilio}`,
    );
    expect(config.warnings).toEqual([]);
    expect(config.auth.sms).toMatchObject({
      enable_signup: true,
      enable_confirmations: true,
      provider: 'twilio',
      template: 'Kod: {{ .Code }}',
      max_frequency_ms: 30_000,
      otp_length: 6,
      otp_expiry: 6000,
      test_otp: { '48500100200': '123456', '4152127777': '000111' },
    });
  });

  it('warn about a test OTP number no request can match', () => {
    const config = parse('[auth.sms.test_otp]\n"+0 12" = "123456"');
    expect(config.warnings).toEqual([`${FILE}: auth.sms.test_otp."+0 12": not an E.164 phone number; no request can match it`]);
  });

  it('default [auth.mfa.phone] to off, and correct its code length and frequency as GoTrue does', () => {
    expect(parse('').auth.mfa.phone).toMatchObject({
      enroll_enabled: false,
      verify_enabled: false,
      otp_length: 6,
      template: 'Your code is {{ .Code }}',
      max_frequency_ms: 5000,
    });
    const odd = parse('[auth.mfa.phone]\nenroll_enabled = true\nverify_enabled = true\notp_length = 4\nmax_frequency = "0s"');
    expect(odd.auth.mfa.phone).toMatchObject({ enroll_enabled: true, otp_length: 6, max_frequency_ms: 60_000 });
  });

  it('keep the project’s phone sign-up and phone MFA off, with no provider', () => {
    const { auth } = loadConfig({ workdir: repoRoot, env: {} });
    expect(auth.sms).toMatchObject({ enable_signup: false, provider: '' });
    expect(auth.mfa.phone).toMatchObject({ enroll_enabled: false, verify_enabled: false });
  });
});
