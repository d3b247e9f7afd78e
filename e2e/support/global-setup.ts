import fs from 'node:fs';
import path from 'node:path';
import { createTestWorkdir, runCli } from '../../stack/test/support/stack.ts';
import { parseEnv } from '../../stack/src/status.ts';
import { buildSite, serveSite } from '../../stack/src/services/web/index.ts';
import { freePort } from '../../stack/src/shared/ports.ts';

/**
 * Gives the browser tests a backend and a site. By default: a local stack on free ports in a temporary folder and
 * the site built against it. With E2E_ENV_FILE (the output of `supabase status -o env`) the backend is that one
 * instead; E2E_BASE_URL then names an already served site, or the site is built against that backend.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const teardown: (() => Promise<void>)[] = [];
  const runTeardown = async () => {
    for (const step of teardown.reverse()) await step();
  };
  try {
    await prepare(teardown);
  } catch (error) {
    await runTeardown();
    throw error;
  }
  return runTeardown;
}

async function prepare(teardown: (() => Promise<void>)[]): Promise<void> {
  let env: Record<string, string>;
  if (process.env.E2E_ENV_FILE) {
    env = parseEnv(fs.readFileSync(process.env.E2E_ENV_FILE, 'utf8'));
  } else {
    const workdir = await createTestWorkdir();
    const up = await runCli(workdir, ['up']);
    if (up.code !== 0) throw new Error(`The e2e stack did not start:\n${up.stdout}${up.stderr}`);
    teardown.push(async () => {
      await runCli(workdir, ['down']);
      fs.rmSync(workdir, { recursive: true, force: true });
    });
    env = parseEnv((await runCli(workdir, ['status', '-o', 'env'])).stdout);
  }
  for (const [name, value] of Object.entries(env)) process.env[`E2E_${name}`] = value;

  if (!process.env.E2E_BASE_URL) {
    // One folder per run, so suites run side by side on one machine do not overwrite each other's site.
    const artifacts = path.join(import.meta.dirname, '..', 'artifacts');
    fs.mkdirSync(artifacts, { recursive: true });
    const outDir = fs.mkdtempSync(path.join(artifacts, 'site-'));
    teardown.push(async () => fs.rmSync(outDir, { recursive: true, force: true }));
    await buildSite({ VITE_SUPABASE_URL: env.API_URL!, VITE_SUPABASE_ANON_KEY: env.ANON_KEY! }, outDir);
    const port = await freePort();
    const site = await serveSite(port, outDir);
    teardown.push(site.stop);
    process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  }
}
