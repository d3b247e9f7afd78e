/**
 * The site's own icon endpoint, compatible with the Iconify API's icon-data route, so `@iconify/react` loads icons
 * from the site itself (offline, no third party; web/src/components/icon.tsx asks no other source):
 *
 *   GET /icons/<prefix>.json?icons=<name>,<name>  →  200 IconifyJSON with the icons found, `not_found` for the rest
 *   unknown prefix or no icon names              →  404 "Not found" (as api.iconify.design answers)
 *
 * Served from the installed `@iconify-json/*` sets by the stack's web server (stack/src/services/web) and by
 * `vite dev`/`vite preview` (the plugin in web/vite.config.ts). Node-only: never imported by the browser bundle.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify/types';
import { getIcons } from '@iconify/utils';
import { parseRequestTarget } from './request-target.ts';

/** The URL path the endpoint answers under. */
export const iconApiPath = '/icons';

/** Icon sets the site serves; each is the `@iconify-json/<prefix>` package installed in web. */
export const iconSetPrefixes = ['lucide', 'simple-icons'] as const;

const requireFromWeb = createRequire(import.meta.url);
const loadedSets = new Map<string, IconifyJSON>();

function iconSet(prefix: string): IconifyJSON | null {
  if (!(iconSetPrefixes as readonly string[]).includes(prefix)) return null;
  let set = loadedSets.get(prefix);
  if (!set) {
    const file = requireFromWeb.resolve(`@iconify-json/${prefix}/icons.json`);
    set = JSON.parse(fs.readFileSync(file, 'utf8')) as IconifyJSON;
    loadedSets.set(prefix, set);
  }
  return set;
}

export type IconApiAnswer = { status: number; headers: Record<string, string>; body: string };

const commonHeaders = {
  // Icons are public and versioned with the installed packages; the Iconify API allows any origin too.
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'public, max-age=86400',
};

function notFound(): IconApiAnswer {
  return { status: 404, headers: { ...commonHeaders, 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' };
}

/**
 * The answer to one request, or null when the path is not the icon endpoint's (let the caller serve it).
 * `url` is the request's path and query, e.g. "/icons/lucide.json?icons=home,search".
 */
export function answerIconRequest(url: string): IconApiAnswer | null {
  const parsed = parseRequestTarget(url);
  if (!parsed) return null;
  if (parsed.pathname !== iconApiPath && !parsed.pathname.startsWith(`${iconApiPath}/`)) return null;
  const match = /^\/icons\/([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/.exec(parsed.pathname);
  if (!match) return notFound();
  const set = iconSet(match[1]!);
  const names = parsed.searchParams
    .getAll('icons')
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (!set || names.length === 0) return notFound();
  const data = getIcons(set, names, true);
  if (!data) return notFound();
  return {
    status: 200,
    headers: { ...commonHeaders, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(data),
  };
}

/** Node http handler: answers the icon endpoint's requests and returns true, or returns false for other paths. */
export function handleIconRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const answer = answerIconRequest(req.url ?? '/');
  if (!answer) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed');
    return true;
  }
  res.writeHead(answer.status, { ...answer.headers, 'Content-Length': Buffer.byteLength(answer.body) });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
  return true;
}
