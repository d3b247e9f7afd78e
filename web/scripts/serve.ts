/**
 * Serves a built site (web/dist) as the local stack does: prerendered pages at their paths, the app shell (200.html)
 * for every other path, gzip-precompressed files, immutable caching of /assets, and the site's Iconify-compatible
 * `/icons` endpoint. For a container or any host without nginx rules of its own:
 *
 *   node --import tsx web/scripts/serve.ts [--dir web/dist] [--port 3000] [--host 0.0.0.0]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveSite } from './site.ts';

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: path.resolve(import.meta.dirname, '..', 'dist') },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
  },
});

const port = Number(options.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port must be a TCP port, not "${options.port}".`);
const site = await serveSite(port, path.resolve(options.dir), { host: options.host });
console.log(`Serving ${options.dir} on http://${options.host}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void site.stop().then(() => process.exit(0)));
