/**
 * Keeps a folder of the site prerendered and in step with the database, for a web server that serves that folder
 * (the docker-compose deployment: this runs in the `prerender` service, nginx serves the shared volume).
 *
 *   node --import tsx web/scripts/follow.ts --build /site --dir /srv/site --api-url PUBLIC_API --anon-key KEY
 *       [--content-url http://kong:8000] [--site-url URL] [--refresh-seconds 30]
 *
 * At start the fresh build (`vite build` output in --build) replaces what --dir held, every public page is
 * prerendered with content read through --content-url (the API as this container reaches it; default --api-url,
 * the address baked into the site), and `.ready` is written; then pages whose content changed are rendered again
 * every --refresh-seconds. Environment: SUPABASE_PUBLIC_URL, SUPABASE_CONTENT_URL, ANON_KEY, SITE_URL,
 * SITE_REFRESH_SECONDS, CHROMIUM_PATH.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { keepPagesFresh, prerenderBuiltSite } from './site.ts';

const { values: options } = parseArgs({
  options: {
    build: { type: 'string' },
    dir: { type: 'string' },
    'api-url': { type: 'string', default: process.env.SUPABASE_PUBLIC_URL },
    'content-url': { type: 'string', default: process.env.SUPABASE_CONTENT_URL },
    'anon-key': { type: 'string', default: process.env.ANON_KEY },
    'site-url': { type: 'string', default: process.env.SITE_URL },
    'refresh-seconds': { type: 'string', default: process.env.SITE_REFRESH_SECONDS ?? '30' },
  },
});

const apiUrl = options['api-url'];
const anonKey = options['anon-key'];
if (!options.build || !options.dir || !apiUrl || !anonKey) {
  console.error('Usage: follow.ts --build DIR --dir DIR --api-url URL --anon-key KEY [--content-url URL] [--site-url URL]');
  process.exit(2);
}
const buildDir = path.resolve(options.build);
const dir = path.resolve(options.dir);
const contentApi = { url: options['content-url'] || apiUrl, anonKey };
const env = { VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey, VITE_SITE_URL: options['site-url'] ?? '' };
const log = (line: string) => console.log(line);

/** Waits until the API answers the anon key (the deployment may still be starting). */
async function apiReady(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${contentApi.url}/rest/v1/`, { headers: { apikey: anonKey!, Authorization: `Bearer ${anonKey}` } });
      if (response.ok) return;
    } catch {
      // not reachable yet
    }
    if (attempt % 10 === 0) log(`waiting for the API at ${contentApi.url}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

// The new build replaces the old one; the server keeps answering from the folder meanwhile.
fs.mkdirSync(dir, { recursive: true });
fs.rmSync(path.join(dir, '.ready'), { force: true });
for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
fs.cpSync(buildDir, dir, { recursive: true });
await apiReady();
await prerenderBuiltSite(env, dir, { contentApi, log });
fs.writeFileSync(path.join(dir, '.ready'), new Date().toISOString());
const refreshSeconds = Number(options['refresh-seconds']);
if (refreshSeconds > 0) {
  keepPagesFresh({ reload: () => undefined }, env, dir, { contentApi, log, intervalMs: refreshSeconds * 1000 });
  log(`pages follow ${contentApi.url} (every ${refreshSeconds} s)`);
  // keepPagesFresh's timer does not hold the process open by itself.
  setInterval(() => undefined, 1 << 30);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
