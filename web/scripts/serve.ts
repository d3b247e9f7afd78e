/**
 * Serves a built site (web/dist) as the local stack does: prerendered pages at their paths, the app shell (200.html)
 * for every other path, gzip-precompressed files, immutable caching of /assets, and the site's Iconify-compatible
 * `/icons` endpoint. For a container or any host without nginx rules of its own:
 *
 *   node --import tsx web/scripts/serve.ts [--dir web/dist] [--port 3000] [--host 0.0.0.0]
 *       [--api-url URL --anon-key KEY [--site-url URL] [--refresh-seconds 30]]
 *
 * With --api-url and --anon-key (or SUPABASE_URL / SUPABASE_ANON_KEY / SITE_URL / SITE_REFRESH_SECONDS), the pages
 * follow that API's content: a build without prerendered pages is prerendered (needs Chromium), then pages whose
 * content changed are rendered again every --refresh-seconds (0: never). --api-url is the API baked into the build;
 * --content-api-url (SITE_CONTENT_API_URL) is where this server reads the content from when that differs (a
 * container reaching the API by its service name). The site answers from the start with the app shell; a prerender
 * that fails (the API not up yet) is tried again every --refresh-seconds (at least 5 s) until it succeeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { shellFile } from './prerender.ts';
import { keepPagesFresh, prerenderBuiltSite, serveSite } from './site.ts';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'dist') },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'api-url': { type: 'string', default: process.env.SUPABASE_URL },
    'anon-key': { type: 'string', default: process.env.SUPABASE_ANON_KEY },
    'site-url': { type: 'string', default: process.env.SITE_URL },
    'content-api-url': { type: 'string', default: process.env.SITE_CONTENT_API_URL },
    'refresh-seconds': { type: 'string', default: process.env.SITE_REFRESH_SECONDS ?? '30' },
  },
});

const port = Number(options.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port must be a TCP port, not "${options.port}".`);
const dir = path.resolve(options.dir);
const apiUrl = options['api-url'];
const anonKey = options['anon-key'];
const env =
  apiUrl && anonKey ? { VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey, VITE_SITE_URL: options['site-url'] ?? '' } : undefined;
const log = (line: string) => console.log(line);
const contentApiUrl = options['content-api-url'];
const contentApi = contentApiUrl && anonKey ? { url: contentApiUrl, anonKey } : undefined;
// Pages not prerendered yet get the app shell, which a plain `vite build` has as index.html.
if (env && !fs.existsSync(path.join(dir, shellFile))) fs.copyFileSync(path.join(dir, 'index.html'), path.join(dir, shellFile));
const site = await serveSite(port, dir, { host: options.host });
const refreshSeconds = Number(options['refresh-seconds']);
let stopRefresh: (() => Promise<void>) | undefined;
let stopping = false;
console.log(`Serving ${options.dir} on ${site.url}`);

async function prerenderUntilDone(): Promise<void> {
  const retrySeconds = Math.max(refreshSeconds, 5);
  for (;;) {
    try {
      await prerenderBuiltSite(env!, dir, { log, contentApi });
      site.reload();
      log(`pages prerendered from ${contentApi?.url ?? apiUrl}`);
      return;
    } catch (error) {
      log(`prerendering failed (the app shell answers meanwhile; again in ${retrySeconds} s): ${(error as Error).message}`);
      await sleep(retrySeconds * 1000);
      if (stopping) return;
    }
  }
}

if (env) {
  void prerenderUntilDone().then(() => {
    if (!stopping && refreshSeconds > 0) {
      stopRefresh = keepPagesFresh(site, env, dir, { log, contentApi, intervalMs: refreshSeconds * 1000 });
      log(`pages follow ${contentApi?.url ?? apiUrl} (every ${refreshSeconds} s)`);
    }
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopping = true;
    void (stopRefresh?.() ?? Promise.resolve()).then(() => site.stop()).then(() => process.exit(0));
  });
