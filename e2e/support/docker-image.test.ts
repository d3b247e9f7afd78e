import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { attempt } from './attempt.ts';
import { parseEnv } from '../../stack/src/status.ts';

/**
 * The suite image (e2e/Dockerfile). No Docker engine runs here, so the Dockerfile is checked for what it may
 * contain, and its entry point is run as a plain shell script with a stand-in `npm` that reports what it was given.
 */
const e2eDir = path.join(import.meta.dirname, '..');
const dockerfile = fs.readFileSync(path.join(e2eDir, 'Dockerfile'), 'utf8');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-image-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

describe('e2e/Dockerfile', () => {
  test("Playwright's image of the lockfile's @playwright/test version, layers from apt and npm only, run as pwuser", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(e2eDir, '..', 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const playwright = lock.packages['node_modules/@playwright/test']!.version;
    expect(lock.packages['node_modules/playwright-core']!.version).toBe(playwright);
    const from = instructions.filter((line) => line.startsWith('FROM '));
    expect(from).toEqual([`FROM mcr.microsoft.com/playwright:v${playwright}-noble`]);
    expect(instructions.some((line) => /^ADD\b/.test(line))).toBe(false);
    for (const line of instructions.filter((each) => each.startsWith('RUN '))) {
      const commands = line
        .slice(4)
        .split(/&&|;/)
        .map((command) => command.trim().replace(/^DEBIAN_FRONTEND=\S+ /, ''));
      for (const command of commands)
        expect(command, line).toMatch(
          /^(apt-get (update|install)|npm (ci|cache clean)|rm -rf \/var\/lib\/apt\/lists|mkdir -p |chown -R pwuser:pwuser )/,
        );
    }
    // Not root: every step after the system packages, and the suite itself, run as the image's pwuser.
    const user = instructions.findIndex((line) => line === 'USER pwuser');
    expect(user).toBeGreaterThan(0);
    expect(instructions.filter((line) => line.startsWith('USER '))).toEqual(['USER pwuser']);
    for (const line of instructions.slice(user).filter((each) => each.startsWith('COPY ')))
      expect(line, line).toMatch(/^COPY --chown=pwuser:pwuser /);
    // No second browser: Playwright's own build comes with the image.
    expect(dockerfile).not.toMatch(/apt-get install[^\n]*\bchromium\b/);
    // Every npm workspace's manifest is copied before `npm ci`.
    const workspaces = (JSON.parse(fs.readFileSync(path.join(e2eDir, '..', 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    for (const workspace of workspaces)
      expect(instructions, workspace).toContain(`COPY --chown=pwuser:pwuser ${workspace}/package.json ${workspace}/`);
    expect(instructions).toContain('ENTRYPOINT ["sh", "e2e/docker-entrypoint.sh"]');
    const ignore = fs.readFileSync(path.join(e2eDir, 'Dockerfile.dockerignore'), 'utf8');
    for (const made of ['**/node_modules', '.stack', '.env', '**/*.env', 'e2e/artifacts']) expect(ignore.split('\n')).toContain(made);
  });

  test("the README's docker run passes --ipc=host and --init, and notes Docker Desktop's --network host", () => {
    const readme = fs.readFileSync(path.join(e2eDir, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### The e2e suite in a container'), readme.indexOf('### CI'));
    const run = /docker run [^\n]*(?:\\\n[^\n]*)*/.exec(section)![0];
    expect(run).toContain('--ipc=host');
    expect(run).toContain('--init');
    expect(section).toMatch(/Docker Desktop/);
    expect(section).toContain('host.docker.internal');
  });
});

describe('e2e/docker-entrypoint.sh', () => {
  // A stand-in npm: prints its arguments and the env file the suite would read.
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "npm $*"\necho ---\ncat "$E2E_ENV_FILE"\n', { mode: 0o755 });

  const entrypoint = (env: Record<string, string>, args: string[]) =>
    attempt('sh', ['e2e/docker-entrypoint.sh', ...args], {
      cwd: path.join(e2eDir, '..'),
      env: { PATH: `${bin}:${process.env.PATH}`, ...env },
    });

  test('values from docker run --env-file (quoted as the CLI writes them) reach the suite unchanged', async () => {
    const file = path.join(dir, 'from-env', 'backend.env');
    const env = {
      E2E_ENV_FILE: file,
      API_URL: '"https://api.staging.example.pl"',
      ANON_KEY: '"eyJ\\$x"',
      DB_URL: 'postgresql://u:p@db:5432/postgres',
      HOME: '/root',
    };
    const result = await entrypoint(env, ['--grep', '@smoke']);
    expect(result.code).toBe(0);
    const [invocation, written] = result.output.split('---\n') as [string, string];
    expect(invocation.trim()).toBe('npm run -s test:e2e -- --grep @smoke');
    expect(parseEnv(written)).toEqual({
      API_URL: 'https://api.staging.example.pl',
      ANON_KEY: 'eyJ$x',
      DB_URL: 'postgresql://u:p@db:5432/postgres',
    });
  });

  test('a mounted file is used as it is; with neither, it says what to pass', async () => {
    const file = path.join(dir, 'mounted.env');
    fs.writeFileSync(file, 'API_URL="http://127.0.0.1:54321"\n');
    const mounted = await entrypoint({ E2E_ENV_FILE: file, API_URL: '"https://elsewhere"' }, []);
    expect(mounted.output).toContain('npm run -s test:e2e --');
    expect(mounted.output.split('---\n')[1]).toBe('API_URL="http://127.0.0.1:54321"\n');
    const none = await entrypoint({ E2E_ENV_FILE: path.join(dir, 'missing.env') }, []);
    expect(none.code).toBe(2);
    expect(none.output).toMatch(/mount a `supabase status -o env` file at .*missing\.env or pass it with --env-file/);
  });
});
