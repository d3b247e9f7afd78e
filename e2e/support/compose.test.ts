/**
 * What can be checked of the self-hosted deployment without a Docker engine: docker-compose.yml, its env, the files
 * it mounts and builds from, Kong's routes, and the edge runtime's main service. Starting it needs Docker
 * (E2E_ENV=compose); see the README for what was and was not run.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import * as toml from 'smol-toml';
import { repoRoot } from '../../stack/src/shared/paths.ts';
import { parseDotenv } from './env.ts';
import { functionsWithoutJwt, isAcceptedToken, isFunctionName, isValidJwt, opaqueKeysFrom } from '../../docker/functions/main/config.ts';
// @ts-expect-error -- a plain .mjs script for servers without the repo's tooling; it has no type declarations.
import { generateEnv, signKey } from '../../docker/generate-env.mjs';

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  profiles?: string[];
  restart?: string;
  entrypoint?: string[];
  command?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
}

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parseYaml(composeText) as Compose;
const example = parseDotenv(read('.env.example'));
const config = toml.parse(read('supabase/config.toml')) as {
  auth: { email: { template: Record<string, { subject: string; content_path: string }> } };
  functions?: Record<string, { verify_jwt?: boolean }>;
};

/** Every ${NAME}, ${NAME:-default}, ${NAME:?error} compose interpolates ($$ escapes are not variables). */
function variablesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-?+][^}]*)?\}/g)) names.add(match[1]!);
  return names;
}

const LONG_RUNNING = ['db', 'kong', 'auth', 'rest', 'realtime', 'storage', 'imgproxy', 'meta', 'functions', 'studio', 'mailpit', 'web'];
const ONE_SHOT = ['preflight', 'migrate', 'buckets'];

describe('docker-compose.yml', () => {
  test('has every service of the Supabase self-hosting stack this project uses, plus the site and the one-shot jobs', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...LONG_RUNNING, ...ONE_SHOT].sort());
  });

  test('pulls only pinned images (an explicit version tag, never latest) and builds only the site and the preflight job', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.image, name).toMatch(/^[a-z0-9./_-]+:[A-Za-z0-9._-]+$/);
      expect(service.image, name).not.toMatch(/:(latest|stable|main|edge)$/);
      const built = name === 'web' || name === 'preflight';
      if (!built) expect(service.build, name).toBeUndefined();
      if (!built) expect(service.image!.split(':')[1], name).toMatch(/\d/);
    }
    // The app's own image is built from this repository, never pulled.
    expect(compose.services.web!.build).toMatchObject({ context: '.', dockerfile: 'docker/web/Dockerfile' });
  });

  test('every ${VAR} it uses is documented in .env.example, and every .env.example name is used', () => {
    // The TLS overlay reads .env too.
    const used = variablesIn(composeText + read('docker-compose.caddy.yml'));
    const documented = new Set(Object.keys(example));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    // COMPOSE_PROFILES is read by docker compose itself.
    const unused = [...documented].filter((name) => !used.has(name) && name !== 'COMPOSE_PROFILES');
    expect(unused).toEqual([]);
    expect(example.COMPOSE_PROFILES).toBe('mailpit');
  });

  test('no secret is written into the compose file; .env.example holds placeholders only', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        // DB_ENC_KEY is Realtime's fixed key for its own tenant table, as in Supabase's compose file.
        if (/(PASSWORD|_PASS|SECRET|_KEY|KEY_BASE)$/.test(key) && key !== 'DB_ENC_KEY')
          expect(String(value), `${name}.${key}`).toMatch(/^\$\{[A-Z_]+\}$/);
        // Connection strings carry the password only as ${POSTGRES_PASSWORD}.
        if (/^[a-z]+:\/\/[^/]*@/.test(String(value)))
          expect(String(value), `${name}.${key}`).toMatch(/^[a-z]+:\/\/[a-z_]+:\$\{POSTGRES_PASSWORD\}@db:5432\//);
      }
    }
    for (const name of [
      'POSTGRES_PASSWORD',
      'JWT_SECRET',
      'ANON_KEY',
      'SERVICE_ROLE_KEY',
      'DASHBOARD_PASSWORD',
      'SECRET_KEY_BASE',
      'PG_META_CRYPTO_KEY',
    ])
      expect(example[name], name).toMatch(/^change-me/);
    expect(read('.gitignore').split('\n')).toContain('/.env');
  });

  test('every bind-mounted host path exists, and named volumes are declared', () => {
    const named = new Set(Object.keys(compose.volumes));
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.')) expect(fs.existsSync(path.join(repoRoot, source)), `${name}: ${source}`).toBe(true);
        else expect(named.has(source), `${name}: volume ${source}`).toBe(true);
      }
    }
    expect([...named].sort()).toEqual(['db-config', 'db-data', 'deno-cache', 'storage-data', 'studio-snippets']);
  });

  test('long-running services have health checks (except the edge runtime, which has no tool to probe with)', () => {
    for (const name of LONG_RUNNING.filter((service) => service !== 'functions'))
      expect(compose.services[name]!.healthcheck?.test.length, name).toBeGreaterThan(0);
    for (const name of ONE_SHOT) expect(compose.services[name]!.restart, name).toBe('no');
  });

  test('migrations and the content seed are applied, never seed.dev.sql; the API opens after them', () => {
    const migrate = compose.services.migrate!;
    expect(migrate.volumes).toEqual(
      expect.arrayContaining(['./supabase/migrations:/supabase/migrations:ro', './supabase/seed.sql:/supabase/seed.sql:ro']),
    );
    for (const [name, service] of Object.entries(compose.services))
      for (const volume of service.volumes ?? []) expect(volume, name).not.toContain('seed.dev.sql');
    const script = read('docker/db/migrate.sh');
    expect(script).toContain('SEED_FILE=${SEED_FILE:-/supabase/seed.sql}');
    expect(script.replace(/^#.*$/gm, '')).not.toContain('seed.dev');
    // Realtime's own migrations create realtime.messages, which the app's migrations give policies: Realtime first.
    expect(migrate.depends_on).toMatchObject({
      auth: { condition: 'service_healthy' },
      storage: { condition: 'service_healthy' },
      realtime: { condition: 'service_healthy' },
    });
    // The seed is tracked by its own record (the CLI's seed_files key), not by "no migrations yet".
    expect(migrate.environment).toMatchObject({ SEED_FILE: '/supabase/seed.sql', SEED_PATH: 'supabase/seed.sql' });
    expect(script).toContain('supabase_migrations.seed_files');
    expect(script).not.toMatch(/first_start/);
    expect(compose.services.kong!.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      buckets: { condition: 'service_completed_successfully' },
    });
  });

  test("health checks work in the official images: PostgREST's admin server has a host, Storage is asked by name", () => {
    const rest = compose.services.rest!;
    expect(rest.healthcheck!.test).toEqual(['CMD', 'postgrest', '--ready']);
    // `postgrest --ready` asks the admin server, which listens only with both host and port set.
    expect(rest.environment).toMatchObject({ PGRST_ADMIN_SERVER_HOST: '127.0.0.1', PGRST_ADMIN_SERVER_PORT: 3001 });
    // localhost is ::1 first in the Storage image, where it does not listen.
    const storageCheck = compose.services.storage!.healthcheck!.test.join(' ');
    expect(storageCheck).toContain('http://storage:5000/status');
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'db') continue; // pg_isready -h localhost uses the socket-less TCP path the image listens on
      expect(service.healthcheck?.test.join(' ') ?? '', name).not.toMatch(/localhost:5000/);
    }
  });

  test('the functions get the public API URL for mail links and every SMTP setting, including SMTP_SECURE', () => {
    const environment = compose.services.functions!.environment!;
    expect(environment).toMatchObject({
      SUPABASE_URL: 'http://kong:8000',
      SUPABASE_PUBLIC_URL: '${SUPABASE_PUBLIC_URL}',
      SMTP_HOST: '${SMTP_HOST}',
      SMTP_PORT: '${SMTP_PORT}',
      SMTP_SECURE: '${SMTP_SECURE}',
    });
    const send = read('supabase/functions/newsletter-send/index.ts');
    expect(send).toContain('`${publicApiUrl()}/functions/v1`');
    expect(send).not.toMatch(/supabaseUrl\(\)/);
    // .env.example explains both submission ports.
    expect(read('.env.example')).toMatch(/465[^\n]*SMTP_SECURE=true/);
    expect(example.SMTP_SECURE).toBe('false');
  });

  test('Postgres and Mailpit are published on the loopback only; Mailpit only with its profile', () => {
    expect(compose.services.db!.ports).toEqual(['127.0.0.1:${POSTGRES_HOST_PORT}:5432']);
    expect(compose.services.mailpit!.ports).toEqual(['127.0.0.1:${MAILPIT_UI_PORT}:8025']);
    expect(compose.services.mailpit!.profiles).toEqual(['mailpit']);
    // Nothing may depend on a service that a production .env leaves out.
    for (const [name, service] of Object.entries(compose.services))
      expect(Object.keys(service.depends_on ?? {}), name).not.toContain('mailpit');
  });

  test('auth sends the Polish templates and subjects of config.toml', () => {
    const environment = compose.services.auth!.environment!;
    for (const [kind, template] of Object.entries(config.auth.email.template)) {
      const key = kind.toUpperCase();
      expect(environment[`GOTRUE_MAILER_SUBJECTS_${key}`], kind).toBe(template.subject);
      const file = path.basename(template.content_path);
      expect(environment[`GOTRUE_MAILER_TEMPLATES_${key}`], kind).toBe(`http://web:8080/auth-templates/${file}`);
      expect(fs.existsSync(path.join(repoRoot, 'supabase', 'templates', file)), file).toBe(true);
    }
    // The site image serves them (docker/web/Dockerfile copies supabase/templates into the served folder).
    expect(read('docker/web/Dockerfile')).toContain('COPY supabase/templates/ /app/site/auth-templates/');
  });

  test('the site image builds from files that exist, with the API URL and anon key as build arguments', () => {
    const dockerfile = read('docker/web/Dockerfile');
    for (const match of dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm))
      expect(fs.existsSync(path.join(repoRoot, match[1]!)), match[1]).toBe(true);
    expect(compose.services.web!.build!.args).toMatchObject({
      VITE_SUPABASE_URL: '${SUPABASE_PUBLIC_URL}',
      VITE_SUPABASE_ANON_KEY: '${ANON_KEY}',
    });
    // Served by the project's own site server (pages, shell fallback, /icons, immutable /assets): e2e/support/selfhost.test.ts.
    expect(dockerfile).toContain('web/scripts/serve.ts');
  });
});

describe('docker/kong/kong.yml', () => {
  interface KongService {
    name: string;
    url: string;
    routes: { paths: string[] }[];
    plugins?: { name: string }[];
  }
  const kong = parseYaml(read('docker/kong/kong.yml')) as { services: KongService[]; consumers: unknown[] };
  const byPath = (prefix: string) => kong.services.find((service) => service.routes.some((route) => route.paths.includes(prefix)));
  const plugins = (prefix: string) => (byPath(prefix)?.plugins ?? []).map((plugin) => plugin.name);

  test('routes rest, auth, storage, realtime and functions like Supabase self-hosting', () => {
    expect(byPath('/rest/v1/')?.url).toBe('http://rest:3000/');
    expect(byPath('/auth/v1/')?.url).toBe('http://auth:9999/');
    expect(byPath('/storage/v1/')?.url).toBe('http://storage:5000/');
    expect(byPath('/realtime/v1/')?.url).toBe('http://realtime-dev.supabase-realtime:4000/socket');
    expect(byPath('/functions/v1/')?.url).toBe('http://functions:9000/');
  });

  test('key-auth on rest, auth and realtime; not on storage and functions (they check the JWT) or the mail links', () => {
    for (const prefix of ['/rest/v1/', '/auth/v1/', '/realtime/v1/', '/graphql/v1']) expect(plugins(prefix), prefix).toContain('key-auth');
    for (const prefix of ['/storage/v1/', '/functions/v1/', '/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize'])
      expect(plugins(prefix), prefix).not.toContain('key-auth');
    expect(plugins('/realtime/v1/api/tenants')).toEqual(['request-termination']);
    expect(plugins('/')).toContain('basic-auth');
  });

  test('its $PLACEHOLDERS are exactly what the Kong service gets from .env', () => {
    const placeholders = new Set([...read('docker/kong/kong.yml').matchAll(/\$([A-Z_]+)/g)].map((match) => match[1]!));
    const environment = compose.services.kong!.environment!;
    for (const name of placeholders) expect(environment[name], name).toMatch(/^\$\{[A-Z_]+\}$/);
    expect([...placeholders].sort()).toEqual(['DASHBOARD_PASSWORD', 'DASHBOARD_USERNAME', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_KEY']);
    for (const name of placeholders) expect(read('docker/kong/entrypoint.sh'), name).toContain(name);
  });

  test('the realtime service answers to the host name Kong uses (the tenant is its first label)', () => {
    expect(JSON.stringify(compose.services.realtime)).toContain('realtime-dev.supabase-realtime');
  });
});

describe('edge runtime main service (docker/functions/main)', () => {
  test('reads verify_jwt per function from config.toml as the CLI does', () => {
    const expected = Object.entries(config.functions ?? {})
      .filter(([, settings]) => settings.verify_jwt === false)
      .map(([name]) => name)
      .sort();
    expect([...functionsWithoutJwt(read('supabase/config.toml'))].sort()).toEqual(expected);
    expect(expected).toContain('newsletter-subscribe');
    const sample =
      '[functions.a]\nverify_jwt = false # open\n[functions."b"]\nverify_jwt=false\n[functions.c]\nverify_jwt = true\n[api]\nverify_jwt = false\n';
    expect([...functionsWithoutJwt(sample)].sort()).toEqual(['a', 'b']);
  });

  test('routes only plain function names', () => {
    expect(isFunctionName('newsletter-send')).toBe(true);
    for (const name of ['', '..', '_shared', 'a/b', '%2e%2e', 'x'.repeat(64)]) expect(isFunctionName(name), name).toBe(false);
  });

  test('accepts an unexpired HS256 token with the right secret, and nothing else', async () => {
    const secret = 'x'.repeat(40);
    const now = Math.floor(Date.now() / 1000);
    const key = signKey('anon', secret, now) as string;
    expect(await isValidJwt(key, secret)).toBe(true);
    expect(await isValidJwt(key, 'y'.repeat(40))).toBe(false);
    expect(await isValidJwt(key, secret, (now + 11 * 365 * 24 * 3600) * 1000)).toBe(false);
    const [header, payload] = key.split('.');
    const forged = JSON.stringify({ role: 'service_role', exp: now + 60 });
    expect(await isValidJwt(`${header}.${Buffer.from(forged).toString('base64url')}.${key.split('.')[2]}`, secret)).toBe(false);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await isValidJwt(`${none}.${payload}.`, secret)).toBe(false);
    expect(await isValidJwt('not-a-jwt', secret)).toBe(false);
  });
});

describe('docker/kong/entrypoint.sh', () => {
  test('writes any dashboard password and the keys into valid YAML, character for character', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kong-'));
    try {
      const values = {
        SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.e30.anon',
        SUPABASE_SERVICE_KEY: 'eyJhbGciOiJIUzI1NiJ9.e30.service',
        DASHBOARD_USERNAME: "o'admin: #1",
        DASHBOARD_PASSWORD: `p#ss: w'o"rd\\ & / | $HOME ${'{'}x} '' --`,
      };
      const out = path.join(dir, 'kong.yml');
      execFileSync('sh', [path.join(repoRoot, 'docker/kong/entrypoint.sh'), '--render-only'], {
        env: {
          PATH: process.env.PATH,
          ...values,
          KONG_TEMPLATE: path.join(repoRoot, 'docker/kong/kong.yml'),
          KONG_DECLARATIVE_CONFIG: out,
        },
      });
      const kong = parseYaml(fs.readFileSync(out, 'utf8')) as {
        consumers: { username: string; keyauth_credentials?: { key: string }[] }[];
        basicauth_credentials: { username: string; password: string }[];
      };
      expect(kong.basicauth_credentials).toEqual([
        { consumer: 'DASHBOARD', username: values.DASHBOARD_USERNAME, password: values.DASHBOARD_PASSWORD },
      ]);
      expect(kong.consumers.flatMap((consumer) => consumer.keyauth_credentials ?? []).map((credential) => credential.key)).toEqual([
        values.SUPABASE_ANON_KEY,
        values.SUPABASE_SERVICE_KEY,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('functions main service and the opaque sb_ keys', () => {
  test('lets through exactly the project keys named in SUPABASE_SECRET_KEYS / SUPABASE_PUBLISHABLE_KEYS', async () => {
    const env = new Map([
      ['SUPABASE_SECRET_KEYS', JSON.stringify({ default: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz' })],
      ['SUPABASE_PUBLISHABLE_KEYS', JSON.stringify({ default: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', short: 'sb_secret_x' })],
    ]);
    const keys = opaqueKeysFrom(env);
    expect(keys).toEqual(['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH']);
    const secret = 'x'.repeat(40);
    expect(await isAcceptedToken('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', secret, keys)).toBe(true);
    expect(await isAcceptedToken('sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH', secret, keys)).toBe(true);
    expect(await isAcceptedToken('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvZ', secret, keys)).toBe(false);
    expect(await isAcceptedToken('sb_secret_x', secret, keys)).toBe(false);
    expect(opaqueKeysFrom(new Map([['SUPABASE_SECRET_KEYS', '{oops']]))).toEqual([]);
    expect(await isAcceptedToken(signKey('anon', secret, Math.floor(Date.now() / 1000)) as string, secret, [])).toBe(true);
  });
});

describe('docker/generate-env.mjs', () => {
  test('fills every secret of .env.example with fresh values and keys signed by the new JWT secret', async () => {
    const text = generateEnv(read('.env.example')) as string;
    const generated = parseDotenv(text);
    expect(Object.keys(generated)).toEqual(Object.keys(example));
    expect(Object.values(generated).filter((value) => value.startsWith('change-me'))).toEqual([]);
    expect(generated.JWT_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(generated.SECRET_KEY_BASE!.length).toBeGreaterThanOrEqual(64);
    for (const [name, role] of [
      ['ANON_KEY', 'anon'],
      ['SERVICE_ROLE_KEY', 'service_role'],
    ] as const) {
      expect(await isValidJwt(generated[name]!, generated.JWT_SECRET!), name).toBe(true);
      expect(JSON.parse(Buffer.from(generated[name]!.split('.')[1]!, 'base64url').toString())).toMatchObject({ role, iss: 'supabase' });
    }
    expect(generated.DASHBOARD_PASSWORD!.length).toBeGreaterThanOrEqual(24);
    expect(generateEnv(read('.env.example'))).not.toBe(text);
  });

  test('refuses an .env.example that lost a secret line', () => {
    expect(() => generateEnv('POSTGRES_PASSWORD=x\n')).toThrow(/has no line for JWT_SECRET/);
  });

  test('signKey makes the same HS256 JWT as any JWT library would', () => {
    const key = signKey('anon', 'secret-of-at-least-32-characters!!', 1_700_000_000) as string;
    const [header, payload, signature] = key.split('.');
    const expected = crypto.createHmac('sha256', 'secret-of-at-least-32-characters!!').update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      role: 'anon',
      iss: 'supabase',
      iat: 1_700_000_000,
      exp: 2_015_360_000,
    });
  });
});
