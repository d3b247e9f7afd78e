import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, keepPagesFresh, serveSite } from '../../web/scripts/site.ts';
import { startBackend } from './backend.ts';

/**
 * Gives the browser tests a backend and a site. The backend comes from startBackend (the local stack by default;
 * E2E_ENV_FILE, E2E_ENV=supabase or E2E_ENV=compose otherwise; see env.ts). E2E_BASE_URL names an already served
 * site; else the compose deployment's own site is used, or the site is built against the backend and served here.
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
  const backend = await startBackend();
  teardown.push(backend.teardown);
  const env = backend.env;
  await warmFunctions(env.FUNCTIONS_URL);

  if (!process.env.E2E_BASE_URL && backend.siteUrl) process.env.E2E_BASE_URL = backend.siteUrl;
  if (!process.env.E2E_BASE_URL) {
    // One folder per run, so suites run side by side on one machine do not overwrite each other's site.
    // Outside e2e/artifacts: Playwright empties its output folder when any run starts, even another one's.
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-e2e-site-'));
    teardown.push(async () => fs.rmSync(outDir, { recursive: true, force: true }));
    const siteEnv = { VITE_SUPABASE_URL: env.API_URL!, VITE_SUPABASE_ANON_KEY: env.ANON_KEY! };
    await buildSite(siteEnv, outDir, { log: () => undefined });
    const site = await serveSite(0, outDir);
    teardown.push(site.stop);
    // Pages follow the database as under `npm start`, checked more often so a test waits seconds, not a minute.
    // What the refresher did is printed at the end (last lines), so a page a test found stale or missing can be
    // traced to the refresh that wrote or removed it.
    const refreshLog: string[] = [];
    const log = (line: string) => refreshLog.push(`${new Date().toISOString().slice(11, 19)} ${line}`);
    const stopRefresh = keepPagesFresh(site, siteEnv, outDir, { intervalMs: 5_000, log });
    teardown.push(async () => {
      await stopRefresh();
      if (refreshLog.length)
        console.error(
          `e2e site refresh (last ${Math.min(refreshLog.length, 40)} of ${refreshLog.length}):\n  ${refreshLog.slice(-40).join('\n  ')}`,
        );
    });
    process.env.E2E_SITE_FOLLOWS_DATA = '1';
    process.env.E2E_BASE_URL = site.url;
  }
}

/**
 * Boots every edge function once (a CORS preflight, which each answers without side effects), so the first test
 * that calls one does not wait for the runtime to fetch its npm modules on a fresh machine (seconds; longer than an
 * assertion waits).
 */
async function warmFunctions(functionsUrl: string | undefined): Promise<void> {
  if (!functionsUrl) return;
  const functionsDir = path.join(import.meta.dirname, '..', '..', 'supabase', 'functions');
  const names = fs
    .readdirSync(functionsDir)
    .filter((name) => !name.startsWith('_') && fs.existsSync(path.join(functionsDir, name, 'index.ts')));
  await Promise.all(
    names.map((name) =>
      fetch(`${functionsUrl}/${name}`, { method: 'OPTIONS', signal: AbortSignal.timeout(120_000) }).then(
        (response) => response.body?.cancel(),
        () => undefined,
      ),
    ),
  );
}
