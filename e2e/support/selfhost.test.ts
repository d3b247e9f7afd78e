/**
 * The compose deployment's secrets and exposure, without a Docker engine: docker/preflight.sh run with sh against env
 * files (and against an environment, as compose's env_file gives it), generate-env's --out, the compose file's
 * preflight wiring and loopback ports, and that no *.env reaches git or a build context.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../../stack/src/shared/paths.ts';
import { parseDotenv } from './env.ts';
// @ts-expect-error -- a plain .mjs script for servers without the repo's tooling; it has no type declarations.
import { generateEnv, signKey } from '../../docker/generate-env.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-preflight-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const preflight = path.join(repoRoot, 'docker', 'preflight.sh');
const SECRET_NAMES = [
  'POSTGRES_PASSWORD',
  'JWT_SECRET',
  'DASHBOARD_PASSWORD',
  'SECRET_KEY_BASE',
  'PG_META_CRYPTO_KEY',
  'NEWSLETTER_SECRET',
  'ANON_KEY',
  'SERVICE_ROLE_KEY',
];

type Run = { code: number; lines: string[]; output: string };

function result(spawned: ReturnType<typeof spawnSync>): Run {
  const output = `${spawned.stdout}${spawned.stderr}`;
  return { code: spawned.status ?? 1, lines: output.split('\n').filter(Boolean), output };
}

/** `sh docker/preflight.sh --env-file FILE` with an environment that holds none of the secrets. */
function checkFile(text: string): Run {
  const file = path.join(dir, `${crypto.randomUUID()}.env`);
  fs.writeFileSync(file, text);
  return result(spawnSync('sh', [preflight, '--env-file', file], { env: { PATH: process.env.PATH }, encoding: 'utf8' }));
}

/** The way compose runs it: the .env's values in the environment (env_file), no arguments. */
function checkEnvironment(text: string): Run {
  return result(spawnSync('sh', [preflight], { env: { PATH: process.env.PATH, ...parseDotenv(text) }, encoding: 'utf8' }));
}

const example = read('.env.example');
const generated = () => generateEnv(example) as string;
const withValues = (text: string, values: Record<string, string>) =>
  text.replace(/^([A-Z][A-Z0-9_]*)=.*$/gm, (line, name: string) => (name in values ? `${name}=${values[name]}` : line));

describe('docker/preflight.sh', () => {
  test('accepts a generated .env, from a file and from the environment', () => {
    const text = generated();
    for (const run of [checkFile(text), checkEnvironment(text)]) {
      expect(run.output).toBe('preflight: the secrets of .env look usable\n');
      expect(run.code).toBe(0);
    }
  });

  test(".env.example's secrets are placeholders it refuses, one line each, non-zero exit", () => {
    for (const run of [checkFile(example), checkEnvironment(example)]) {
      expect(run.code).toBe(1);
      expect(run.lines.map((line) => line.split(' ')[1])).toEqual([
        'POSTGRES_PASSWORD',
        'JWT_SECRET',
        'DASHBOARD_PASSWORD',
        'SECRET_KEY_BASE',
        'PG_META_CRYPTO_KEY',
        'ANON_KEY',
        'SERVICE_ROLE_KEY',
      ]);
      for (const line of run.lines) expect(line).toMatch(/^preflight: [A-Z_]+ is a placeholder; /);
    }
  });

  test("refuses Supabase's published demo JWT secret", () => {
    const demo = 'super-secret-jwt-token-with-at-least-32-characters-long';
    const run = checkFile(
      withValues(generated(), { JWT_SECRET: demo, ANON_KEY: signKey('anon', demo), SERVICE_ROLE_KEY: signKey('service_role', demo) }),
    );
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([expect.stringMatching(/^preflight: JWT_SECRET is a placeholder/)]);
  });

  test('refuses a JWT secret under 32 characters (even with keys it signed) and short secrets', () => {
    const short = crypto.randomBytes(15).toString('base64url'); // 20 characters
    const run = checkFile(
      withValues(generated(), {
        JWT_SECRET: short,
        ANON_KEY: signKey('anon', short),
        SERVICE_ROLE_KEY: signKey('service_role', short),
        DASHBOARD_PASSWORD: 'krotkie',
        NEWSLETTER_SECRET: 'za-krotki',
      }),
    );
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      'preflight: JWT_SECRET is 20 characters; at least 32 are required',
      'preflight: DASHBOARD_PASSWORD is 7 characters; at least 16 are required',
      'preflight: NEWSLETTER_SECRET is 9 characters; at least 32 are required',
    ]);
  });

  test('refuses keys not signed by JWT_SECRET, of the wrong role, expired, or not HS256 JWTs — and prints no secret', () => {
    const text = generated();
    const values = parseDotenv(text);
    const other = crypto.randomBytes(48).toString('base64url');
    const wrong = checkFile(withValues(text, { ANON_KEY: signKey('anon', other), SERVICE_ROLE_KEY: signKey('service_role', other) }));
    expect(wrong.code).toBe(1);
    expect(wrong.lines).toEqual([
      expect.stringMatching(/^preflight: ANON_KEY is not signed by JWT_SECRET/),
      expect.stringMatching(/^preflight: SERVICE_ROLE_KEY is not signed by JWT_SECRET/),
    ]);

    const swapped = checkFile(withValues(text, { ANON_KEY: values.SERVICE_ROLE_KEY!, SERVICE_ROLE_KEY: values.ANON_KEY! }));
    expect(swapped.lines).toEqual([
      'preflight: ANON_KEY does not carry the role "anon"',
      'preflight: SERVICE_ROLE_KEY does not carry the role "service_role"',
    ]);

    const expired = checkFile(withValues(text, { ANON_KEY: signKey('anon', values.JWT_SECRET!, 1_000_000_000 - 315_360_000) }));
    expect(expired.lines).toEqual(['preflight: ANON_KEY has expired']);

    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ role: 'service_role' })}.`;
    const notJwt = checkFile(withValues(text, { SERVICE_ROLE_KEY: unsigned, ANON_KEY: 'abc' }));
    expect(notJwt.lines).toEqual([
      'preflight: ANON_KEY is not a JWT (header.payload.signature)',
      'preflight: SERVICE_ROLE_KEY is not signed with HS256',
    ]);

    for (const run of [wrong, swapped, expired, notJwt])
      for (const name of SECRET_NAMES) if (values[name]) expect(run.output).not.toContain(values[name]);
  });

  test('an env file line is read as compose reads it: quotes, export, CRLF, comments and other names', () => {
    const values = parseDotenv(generated());
    const lines = SECRET_NAMES.filter((name) => values[name]).map((name, index) =>
      index % 3 === 0 ? `export ${name}="${values[name]}"` : index % 3 === 1 ? `${name}='${values[name]}'\r` : `${name}=${values[name]}`,
    );
    const run = checkFile(['# comment', 'SMTP_SENDER_NAME=Obrazy AI <x@y>', ...lines, 'ANON_KEY_NOT=1'].join('\n'));
    expect(run.output).toBe('preflight: the secrets of .env look usable\n');
  });

  test('property: any long secret without a placeholder word passes, and the file and environment readings agree', () => {
    const secretArb = fc
      .string({
        unit: fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789-_.~+/!@%^*()'.split('')),
        minLength: 32,
        maxLength: 80,
      })
      .filter((value) => !/change|placeholder|secret|insecure|example/i.test(value));
    fc.assert(
      fc.property(secretArb, secretArb, (jwtSecret, password) => {
        const text = withValues(generated(), {
          JWT_SECRET: jwtSecret,
          ANON_KEY: signKey('anon', jwtSecret),
          SERVICE_ROLE_KEY: signKey('service_role', jwtSecret),
          POSTGRES_PASSWORD: password,
        });
        const fromFile = checkFile(text);
        expect(fromFile.output).toBe('preflight: the secrets of .env look usable\n');
        expect(checkEnvironment(text).output).toBe(fromFile.output);
      }),
      { numRuns: 6 },
    );
  });
});

describe('docker/generate-env.mjs --out', () => {
  test('writes a private file with fresh secrets and never overwrites an existing one', () => {
    const target = path.join(dir, 'deployment.env');
    const script = path.join(repoRoot, 'docker', 'generate-env.mjs');
    execFileSync(process.execPath, [script, '--out', target], { stdio: 'pipe' });
    expect(fs.statSync(target).mode & 0o777).toBe(0o600);
    const first = fs.readFileSync(target, 'utf8');
    expect(checkFile(first).code).toBe(0);

    const again = spawnSync(process.execPath, [script, '--out', target], { encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`${target} exists`);
    expect(fs.readFileSync(target, 'utf8')).toBe(first);
  });
});

interface Service {
  build?: { context: string; dockerfile?: string };
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  env_file?: string | string[];
  restart?: string;
  entrypoint?: string[];
  volumes?: string[];
}

describe('docker-compose.yml: preflight and exposure', () => {
  const compose = parseYaml(read('docker-compose.yml')) as { services: Record<string, Service> };

  test('preflight is a one-shot service reading .env that every other service waits for', () => {
    const service = compose.services.preflight!;
    expect(service.restart).toBe('no');
    expect(service.env_file).toBe('.env');
    expect(service.entrypoint).toEqual(['sh', '/preflight.sh']);
    expect(service.volumes).toContain('./docker/preflight.sh:/preflight.sh:ro');
    const dockerfile = read(path.join(service.build!.context, 'Dockerfile'));
    expect(dockerfile).toMatch(/^RUN apk add --no-cache openssl$/m);
    for (const [name, other] of Object.entries(compose.services)) {
      if (name === 'preflight') continue;
      expect(other.depends_on?.preflight, name).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  test('every published port is bound to the host loopback', () => {
    const published = Object.entries(compose.services).flatMap(([name, service]) => (service.ports ?? []).map((port) => [name, port]));
    expect(published.map(([name]) => name).sort()).toEqual(['db', 'kong', 'mailpit', 'web']);
    for (const [name, port] of published) expect(port, name).toMatch(/^127\.0\.0\.1:/);
  });
});

describe('*.env files stay out of git and out of every build context', () => {
  test('git ignores *.env and .env.* at any depth, but not .env.example', () => {
    const probe = (file: string) => spawnSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: repoRoot }).status === 0;
    for (const file of ['.env', 'staging.env', 'backend.env', 'e2e/backend.env', 'deploy/prod/.env', '.env.local', 'backups/x/data.sql'])
      expect(probe(file), file).toBe(true);
    for (const file of ['.env.example', 'supabase/functions/.env.example', 'docker/preflight.sh']) expect(probe(file), file).toBe(false);
  });

  test('each .dockerignore excludes **/*.env', () => {
    const ignores = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*dockerignore'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(ignores.sort()).toEqual(['docker/preflight/.dockerignore', 'docker/web/Dockerfile.dockerignore', 'e2e/Dockerfile.dockerignore']);
    for (const file of ignores) expect(read(file).split('\n'), file).toContain('**/*.env');
  });
});

describe('docker/kong/kong.yml: upstream refusals', () => {
  type KongService = { name: string; routes: { paths: string[] }[]; plugins?: { name: string; config?: Record<string, unknown> }[] };
  const kong = parseYaml(read('docker/kong/kong.yml')) as { services: KongService[] };

  test("refuses /mcp, /api/mcp, /realtime/v1/api/openapi and /realtime/v1/api/tenants with 403, as Supabase's kong.yml does", () => {
    for (const blocked of ['/mcp', '/api/mcp', '/realtime/v1/api/openapi', '/realtime/v1/api/tenants']) {
      const service = kong.services.find((each) => each.routes.some((route) => route.paths.includes(blocked)));
      expect(service, blocked).toBeDefined();
      expect(service!.plugins, blocked).toEqual([
        { name: 'request-termination', config: { status_code: 403, message: 'Access is forbidden.' } },
      ]);
    }
  });
});

describe('docker-compose.caddy.yml and docker/caddy/Caddyfile', () => {
  const overlay = parseYaml(read('docker-compose.caddy.yml')) as {
    services: Record<string, Service & { image: string; environment: Record<string, string> }>;
    volumes: Record<string, unknown>;
  };
  const caddyfile = read('docker/caddy/Caddyfile');

  test('one pinned Caddy service publishing 80 and 443 with persistent certificates, after preflight', () => {
    expect(Object.keys(overlay.services)).toEqual(['caddy']);
    const caddy = overlay.services.caddy!;
    expect(caddy.image).toMatch(/^caddy:\d+\.\d+\.\d+-alpine$/);
    expect(caddy.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(caddy.depends_on?.preflight).toEqual({ condition: 'service_completed_successfully' });
    expect(caddy.volumes).toEqual(['./docker/caddy/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data', 'caddy-config:/config']);
    expect(Object.keys(overlay.volumes).sort()).toEqual(['caddy-config', 'caddy-data']);
    // Only names .env.example documents.
    const documented = new Set(Object.keys(parseDotenv(example)));
    for (const value of Object.values(caddy.environment)) expect(documented.has(value.replace(/^\$\{(\w+)\}$/, '$1')), value).toBe(true);
  });

  test('serves the site and the API on the hosts of SITE_URL and SUPABASE_PUBLIC_URL, by service name, Studio not at all', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_URL\} \{\n[^}]*reverse_proxy web:8080\n\}/m);
    const api = /^\{\$SUPABASE_PUBLIC_URL\} \{\n([\s\S]*?)\n\}$/m.exec(caddyfile)?.[1] ?? '';
    const forwarded = /@api path (.+)/.exec(api)![1]!.split(' ');
    expect(api).toMatch(/handle @api \{\n\s*reverse_proxy kong:8000\n\s*\}/);
    expect(api).toMatch(/handle \{\n\s*respond "Forbidden" 403\n\s*\}/);
    // Every public Kong route is forwarded; Studio (/), postgres-meta (/pg/) and the refused paths are not.
    const kong = parseYaml(read('docker/kong/kong.yml')) as { services: { routes: { paths: string[] }[]; plugins?: { name: string }[] }[] };
    for (const service of kong.services) {
      const refused = service.plugins?.some((plugin) => plugin.name === 'request-termination');
      for (const route of service.routes)
        for (const kongPath of route.paths) {
          const covered = forwarded.some((pattern) =>
            pattern.endsWith('*') ? kongPath.startsWith(pattern.slice(0, -1)) : kongPath === pattern,
          );
          const isPublic = !refused && kongPath !== '/' && kongPath !== '/pg/';
          if (!kongPath.startsWith('/realtime/v1/api/')) expect(covered, kongPath).toBe(isPublic);
        }
    }
  });
});

describe('one set of image versions: the pinned Supabase CLI', () => {
  // `supabase services` prints the image versions the pinned CLI (package.json) runs, offline, without Docker.
  const cli = path.join(repoRoot, 'node_modules', '.bin', 'supabase');
  const used = [
    'supabase/postgres',
    'supabase/gotrue',
    'postgrest/postgrest',
    'supabase/realtime',
    'supabase/storage-api',
    'supabase/edge-runtime',
    'supabase/studio',
    'supabase/postgres-meta',
  ];

  test("docker-compose.yml's Supabase images and the README's versions equal `supabase services` of the pinned CLI", () => {
    const services = JSON.parse(execFileSync(cli, ['services', '-o', 'json'], { cwd: repoRoot, encoding: 'utf8', timeout: 110_000 })) as {
      name: string;
      local: string;
    }[];
    const cliVersions = new Map(services.map((service) => [service.name, service.local]));
    for (const name of used) expect(cliVersions.get(name), name).toMatch(/\d/);
    const compose = parseYaml(read('docker-compose.yml')) as { services: Record<string, { image?: string }> };
    const images = Object.entries(compose.services)
      .map(([service, { image }]) => [service, image?.split(':')] as const)
      .filter(([, image]) => image && cliVersions.has(image[0]!));
    expect(new Set(images.map(([, image]) => image![0])).size).toBe(used.length);
    for (const [service, image] of images) expect(`${image![0]}:${image![1]}`, service).toBe(`${image![0]}:${cliVersions.get(image![0]!)}`);

    const readme = read('README.md');
    for (const name of used) expect(readme, name).toContain(`\`${name}:${cliVersions.get(name)}\``);
    expect(readme).toContain(`\`supabase start\` runs PostgREST ${cliVersions.get('postgrest/postgrest')!.replace(/^v/, '')}`);
  }, 120_000);
});

describe('docker/web/Dockerfile: the site as `npm run build` makes it, served by the site server', () => {
  const dockerfile = read('docker/web/Dockerfile');
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const compose = parseYaml(read('docker-compose.yml')) as {
    services: Record<string, Service & { environment?: Record<string, string | number>; healthcheck?: { test: string[] } }>;
  };

  test("Node 24 images; the Vite build with the shell as 200.html; Chromium and the project's serve.ts at run time", () => {
    expect(lines.filter((line) => line.startsWith('FROM '))).toEqual(['FROM node:24-bookworm-slim AS build', 'FROM node:24-bookworm-slim']);
    expect(dockerfile).not.toMatch(/nginx/);
    expect(fs.existsSync(path.join(repoRoot, 'docker/web/nginx.conf'))).toBe(false);
    const build = lines.find((line) => line.includes('vite.js build'))!;
    expect(build).toContain('--outDir /app/site');
    expect(build).toContain('cp /app/site/index.html /app/site/200.html');
    expect(lines).toContain('COPY supabase/templates/ /app/site/auth-templates/');
    expect(dockerfile).toMatch(/apt-get install[^\n]*\bchromium\b/);
    expect(lines).toContain('USER node');
    expect(lines.at(-1)).toBe('CMD ["node", "--import", "tsx", "web/scripts/serve.ts", "--dir", "/app/site"]');
    // Everything the build copies is in its context.
    const ignore = read('docker/web/Dockerfile.dockerignore').split('\n');
    for (const kept of ['!web/', '!supabase/templates/', '!studio/package.json']) expect(ignore).toContain(kept);
  });

  test('compose gives the server the baked API, Kong for the content, and the site URL; auth waits only for it to start', () => {
    const web = compose.services.web!;
    expect(web.environment).toMatchObject({
      SUPABASE_URL: '${SUPABASE_PUBLIC_URL}',
      SUPABASE_ANON_KEY: '${ANON_KEY}',
      SITE_URL: '${SITE_URL}',
      SITE_CONTENT_API_URL: 'http://kong:8000',
    });
    expect(web.volumes).toBeUndefined();
    expect(web.healthcheck!.test.join(' ')).toContain("fetch('http://127.0.0.1:8080/')");
    expect(compose.services.auth!.depends_on!.web).toEqual({ condition: 'service_started' });
    expect(Object.keys(web.depends_on ?? {})).toEqual(['preflight']);
  });
});

describe('.github/workflows: actions at current majors', () => {
  test('checkout v7, setup-node v6, cache v6, upload-artifact v7; the cited test file exists', () => {
    const majors: Record<string, string> = { checkout: 'v7', 'setup-node': 'v6', cache: 'v6', 'upload-artifact': 'v7' };
    for (const file of fs.readdirSync(path.join(repoRoot, '.github/workflows'))) {
      const text = read(`.github/workflows/${file}`);
      for (const [, action, version] of text.matchAll(/uses: actions\/([\w-]+)@(\S+)/g))
        expect(`${action}@${version}`, file).toBe(`${action}@${majors[action!]}`);
      for (const [cited] of text.matchAll(/[\w/.-]+\.test\.ts/g)) expect(fs.existsSync(path.join(repoRoot, cited!)), cited).toBe(true);
    }
  });
});

describe('SECURITY.md', () => {
  test('a Self-hosting section, and reports through private vulnerability reporting, not public issues', () => {
    const security = read('SECURITY.md');
    const section = security.slice(security.indexOf('## Self-hosting'));
    expect(section.length).toBeLessThan(security.length);
    for (const topic of [
      'Rotate every default secret',
      'Keep Studio off the internet',
      'TLS',
      'docker-compose.caddy.yml',
      'Backups and a tested restore',
    ])
      expect(section, topic).toContain(topic);
    const reporting = security.slice(security.indexOf('## Reporting a problem'));
    expect(reporting).toContain('private vulnerability reporting');
    expect(reporting).not.toMatch(/^Open an issue/m);
    expect(security).not.toMatch(/^- TLS\.$|^- Backups\.$/m);
  });
});

describe('Studio keeps its SQL snippets', () => {
  test('SNIPPETS_MANAGEMENT_FOLDER on a named volume', () => {
    const compose = parseYaml(read('docker-compose.yml')) as {
      services: Record<string, { volumes?: string[]; environment?: Record<string, string> }>;
      volumes: Record<string, unknown>;
    };
    const studio = compose.services.studio!;
    expect(studio.environment!.SNIPPETS_MANAGEMENT_FOLDER).toBe('/app/snippets');
    expect(studio.volumes).toContain('studio-snippets:/app/snippets');
    expect(Object.keys(compose.volumes)).toContain('studio-snippets');
  });
});

describe("README's self-hosting steps name what the code has", () => {
  const readme = read('README.md');

  test('the first admin with docker/create-admin.mjs, secrets with generate-env --out, backups with the scripts', () => {
    const section = readme.slice(readme.indexOf('## Self-hosting'), readme.indexOf('## Troubleshooting'));
    expect(section).toContain('node docker/create-admin.mjs --email you@example.com --env-file .env');
    expect(section).toContain('node docker/generate-env.mjs --out .env');
    expect(section).toContain('sh docker/backup.sh');
    expect(section).toContain('sh docker/restore.sh');
    expect(section).toContain('-f docker-compose.caddy.yml');
    expect(section).not.toMatch(/npm run admin:create -- --email you@example.com\s*#\s*invitation mail/);
    expect(section).not.toMatch(/generate-env\.mjs > \.env/);
    expect(section).not.toMatch(/pg_restore --clean/);
    for (const file of [
      'docker/create-admin.mjs',
      'docker/backup.sh',
      'docker/restore.sh',
      'docker/preflight.sh',
      'docker-compose.caddy.yml',
    ])
      expect(fs.existsSync(path.join(repoRoot, file)), file).toBe(true);
  });

  test('[auth.sms] is switched with `enabled`, as config.toml has it', () => {
    expect(readme).not.toContain('[auth.sms] enable_signup');
    expect(readme).toContain('`[auth.sms] enabled = false`');
    expect(read('supabase/config.toml')).toMatch(/^\[auth\.sms\]\n(?:#.*\n)*enabled = false$/m);
  });
});

describe('docker/backup.sh', () => {
  // A stand-in for `docker compose exec -T … db` / `… storage`: records each command and answers as the real one would.
  const fake = path.join(dir, 'fake-exec.sh');
  fs.writeFileSync(
    fake,
    [
      '#!/bin/sh',
      'echo "$*" >> "$FAKE_LOG"',
      'case $1 in',
      '  pg_dumpall) printf \'CREATE ROLE "anon";\\nCREATE ROLE "obrazy_reader";\\n\' ;;',
      '  pg_dump) echo "-- dump $*" ;;',
      '  psql) printf "20261122080000\\n20261122090000\\n" ;;',
      '  tar) printf "tarball" ;;',
      'esac',
      '',
    ].join('\n'),
    { mode: 0o755 },
  );

  test("dumps roles, schema and data with supabase db dump's split, the migration versions and the Storage volume", () => {
    const dest = path.join(dir, 'backup-1');
    const log = path.join(dir, 'backup-1.log');
    const run = spawnSync('sh', [path.join(repoRoot, 'docker', 'backup.sh'), dest], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DB_EXEC: `sh ${fake}`, STORAGE_EXEC: `sh ${fake}`, FAKE_LOG: log },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const commands = fs.readFileSync(log, 'utf8').trim().split('\n');
    expect(commands[0]).toBe('pg_dumpall --roles-only --quote-all-identifiers --no-role-passwords --no-comments');
    expect(commands[1]).toMatch(/^pg_dump --schema-only --quote-all-identifiers --no-comments --extension \* --exclude-schema \S+$/);
    expect(commands[2]).toMatch(
      /^pg_dump --data-only --quote-all-identifiers --exclude-schema \S+ --exclude-table=auth\.schema_migrations --exclude-table=storage\.migrations --exclude-table=supabase_functions\.migrations$/,
    );
    const dataExcluded = commands[2]!.split(' ')[4]!.split('|');
    // Accounts and file metadata are backed up; what services recreate is not.
    for (const kept of ['auth', 'storage', 'public', 'cron', 'net']) expect(dataExcluded, kept).not.toContain(kept);
    for (const left of ['realtime', 'supabase_migrations', 'extensions', 'vault', 'graphql', 'pg_*', 'information_schema'])
      expect(dataExcluded, left).toContain(left);
    const schemaExcluded = commands[1]!.split(' ').at(-1)!.split('|');
    for (const left of ['auth', 'storage', 'realtime', 'supabase_migrations']) expect(schemaExcluded, left).toContain(left);
    expect(commands[4]).toBe('tar -C /var/lib/storage -czf - .');

    expect(fs.readFileSync(path.join(dest, 'roles.sql'), 'utf8')).toBe('-- CREATE ROLE "anon";\nCREATE ROLE "obrazy_reader";\n');
    expect(fs.readFileSync(path.join(dest, 'migrations.txt'), 'utf8')).toBe('20261122080000\n20261122090000\n');
    expect(fs.readFileSync(path.join(dest, 'storage.tar.gz'), 'utf8')).toBe('tarball');
    expect(fs.statSync(dest).mode & 0o777).toBe(0o700);
    for (const file of fs.readdirSync(dest)) expect(fs.statSync(path.join(dest, file)).mode & 0o077, file).toBe(0);

    // A folder that already holds a backup is refused.
    const again = spawnSync('sh', [path.join(repoRoot, 'docker', 'backup.sh'), dest], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DB_EXEC: `sh ${fake}`, STORAGE_EXEC: `sh ${fake}`, FAKE_LOG: log },
      encoding: 'utf8',
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('is not empty');
  });
});
