/**
 * `npm start` and `npm run dev`: the local stack (reused when it already runs, else started in the background and
 * stopped again on Ctrl-C), then the site.
 *
 *   start [--port 3000] [--workdir DIR] [--dist web/dist] [-x mail,…]   the production build, prerendered, on http://127.0.0.1:3000.
 *       An unchanged build is reused and only pages whose content changed are rendered again; while it runs, pages
 *       follow the database (checked every SITE_REFRESH_SECONDS, default 30; 0 turns it off).
 *   dev [--port 5173] [--workdir DIR] [-x …]          Vite's dev server with hot reload.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite, distDir, keepPagesFresh, serveSite, startDevSite } from '../web/scripts/site.ts';
import { warnOnOldNode } from './lib/node-version.mjs';
import { windowsLine } from './lib/platform.mjs';
import { ensureStack, repoRoot } from './lib/stack.ts';

warnOnOldNode();
const onWindows = windowsLine(process.platform);
if (onWindows) {
  console.error(onWindows);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    workdir: { type: 'string', default: process.env.SUPABASE_WORKDIR ?? repoRoot },
    port: { type: 'string' },
    dist: { type: 'string', default: distDir },
    exclude: { type: 'string', short: 'x', default: '' },
  },
});

const mode = positionals[0] === 'dev' ? 'dev' : 'start';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const log = (line: string) => console.log(`  ${line}`);

async function main(): Promise<void> {
  const port = Number(options.port ?? (mode === 'start' ? 3000 : 5173));
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port must be a TCP port, not "${options.port}".`);
  const stops: (() => Promise<void> | void)[] = [];
  let stopping = false;
  const stopAll = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch((error: Error) => console.error(error.message));
    console.log('Stopped.');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll());

  try {
    const stack = await ensureStack(path.resolve(options.workdir), options.exclude.split(',').filter(Boolean));
    stops.push(stack.release);
    const env = { VITE_SUPABASE_URL: stack.env.API_URL!, VITE_SUPABASE_ANON_KEY: stack.env.ANON_KEY! };
    if (mode === 'start') {
      const since = performance.now();
      const outDir = path.resolve(options.dist);
      const built = await buildSite(env, outDir, { reuse: true, log });
      const refreshed = built.refresh
        ? `, ${built.refresh.rendered.length} page(s) rendered again, ${built.refresh.removed.length} removed`
        : '';
      console.log(
        `  ✔ site      ${built.reused ? `reused (unchanged sources${refreshed})` : 'built'} in ${seconds(performance.now() - since)}`,
      );
      const site = await serveSite(port, outDir);
      stops.push(site.stop);
      const refreshSeconds = Number(process.env.SITE_REFRESH_SECONDS ?? 30);
      if (built.prerendered && refreshSeconds > 0)
        stops.push(keepPagesFresh(site, env, outDir, { log, intervalMs: refreshSeconds * 1000 }));
    } else {
      const site = await startDevSite(port, env);
      stops.push(site.stop);
    }
    console.log(`\nThe site runs on http://127.0.0.1:${port}  (API: ${stack.env.API_URL}). Press Ctrl-C to stop.`);
  } catch (error) {
    console.error((error as Error).message);
    await stopAll(1);
  }
}

void main();
