/**
 * Serves a built site (web/dist) as the local stack does: prerendered pages at their paths, the app shell (200.html)
 * for every other path, gzip-precompressed files, immutable caching of /assets, and the site's Iconify-compatible
 * `/icons` endpoint. For a container or any host without nginx rules of its own:
 *
 *   node --import tsx web/scripts/serve.ts [--dir web/dist] [--port 3000] [--host 0.0.0.0]
 *       [--api-url URL --anon-key KEY [--site-url URL] [--refresh-seconds 30]]
 *
 * With --api-url and --anon-key (or SUPABASE_URL / SUPABASE_ANON_KEY / SITE_URL / SITE_REFRESH_SECONDS), the pages
 * follow that API's content: a build without prerendered pages is prerendered first (needs Chromium), then pages
 * whose content changed are rendered again every --refresh-seconds (0: never).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keepPagesFresh, prerenderBuiltSite, serveSite } from './site.ts';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'dist') },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    'api-url': { type: 'string', default: process.env.SUPABASE_URL },
    'anon-key': { type: 'string', default: process.env.SUPABASE_ANON_KEY },
    'site-url': { type: 'string', default: process.env.SITE_URL },
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
if (env) await prerenderBuiltSite(env, dir, { log });
const site = await serveSite(port, dir, { host: options.host });
const refreshSeconds = Number(options['refresh-seconds']);
const stopRefresh = env && refreshSeconds > 0 ? keepPagesFresh(site, env, dir, { log, intervalMs: refreshSeconds * 1000 }) : undefined;
console.log(`Serving ${options.dir} on ${site.url}${stopRefresh ? `, pages follow ${apiUrl} (every ${refreshSeconds} s)` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void site.stop().then(() => process.exit(0)));
