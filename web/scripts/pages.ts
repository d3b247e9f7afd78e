/**
 * The prerendered pages of a built site and how they stay in step with the database.
 *
 * A full prerender renders every public route and remembers, per page, the API reads the page made and a hash of
 * each answer (dist/.prerender.json). A refresh replays those reads against the API: a page whose answers changed,
 * or a route that is new (a post published since), is rendered again; a page whose route is gone (unpublished) is
 * removed, so the app shell serves it and the router shows 404. Nothing else is rendered, so a refresh with no
 * change costs only the replayed reads (one per distinct query, about a hundred for the seeded site).
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic, writePage } from './files.ts';
import {
  paintFirst,
  routeFile,
  renderPages,
  answerHash,
  type RecordedRequest,
  type RenderOptions,
  type RenderedPage,
} from './prerender.ts';
import { contentRoutes, privateRoutes, signedInFrameRoutes, staticRoutes, type PublicRoute } from './routes.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Per prerendered page, the reads it made; dotfiles are never served. */
export const manifestFile = '.prerender.json';

export type PageManifest = {
  version: 1;
  /** Per page, its reads and, when it shows the day or the year, until when it is true (ISO time). */
  routes: Record<string, { requests: RecordedRequest[]; validUntil?: string }>;
};

export type PagesOptions = Omit<RenderOptions, 'progress'> & {
  /** Public origin of the site for sitemap.xml and robots.txt (e.g. https://obrazy-ai.pl). */
  siteUrl: string;
  routesDir?: string;
  log?: (line: string) => void;
};

export type RefreshResult = { rendered: string[]; removed: string[]; failed: string[]; replayed: number; ms: number };

const defaultRoutesDir = path.join(import.meta.dirname, '..', 'src', 'routes');

async function publicRoutes(options: PagesOptions): Promise<{ routes: PublicRoute[]; routesDir: string }> {
  const routesDir = options.routesDir ?? defaultRoutesDir;
  const { url, anonKey } = options.contentApi;
  const routes = [...staticRoutes(routesDir), ...(await contentRoutes(url, anonKey))];
  return { routes, routesDir };
}

export function readManifest(distDir: string): PageManifest | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, manifestFile), 'utf8')) as PageManifest;
    return manifest.version === 1 && typeof manifest.routes === 'object' ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Identity of a read: the same query from several pages is replayed once. */
export function requestKey(request: Pick<RecordedRequest, 'method' | 'path' | 'headers' | 'body'>): string {
  const headers = Object.entries(request.headers).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([request.method, request.path, headers, request.body ?? null]);
}

/**
 * Which routes need rendering and which pages must go, given the reads' current answer hashes (by requestKey; a
 * read that could not be replayed has none and counts as changed) and the time (a page showing the day or the year
 * is stale once that ended).
 */
export function staleRoutes(
  manifest: PageManifest,
  routes: PublicRoute[],
  answers: ReadonlyMap<string, string>,
  now = new Date(),
): { stale: PublicRoute[]; removed: string[] } {
  const current = new Set(routes.map((route) => route.path));
  const stale = routes.filter((route) => {
    const known = manifest.routes[route.path];
    if (!known) return true;
    if (known.validUntil !== undefined && !(Date.parse(known.validUntil) > now.getTime())) return true;
    return known.requests.some((request) => answers.get(requestKey(request)) !== request.hash);
  });
  const removed = Object.keys(manifest.routes).filter((routePath) => !current.has(routePath));
  return { stale, removed };
}

/** Replays every distinct read of the manifest with the anon key; answers by requestKey. */
async function replay(manifest: PageManifest, contentApi: { url: string; anonKey: string }): Promise<Map<string, string>> {
  const unique = new Map<string, RecordedRequest>();
  for (const { requests } of Object.values(manifest.routes)) for (const request of requests) unique.set(requestKey(request), request);
  const answers = new Map<string, string>();
  const queue = [...unique];
  const origin = contentApi.url.replace(/\/+$/, '');
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, request] = next;
      try {
        const response = await fetch(`${origin}${request.path}`, {
          method: request.method,
          headers: { ...request.headers, apikey: contentApi.anonKey, authorization: `Bearer ${contentApi.anonKey}` },
          body: request.body,
          signal: AbortSignal.timeout(10_000),
        });
        answers.set(key, answerHash(response.status, response.headers.get('content-range'), new Uint8Array(await response.arrayBuffer())));
      } catch {
        // No answer: the pages that depend on it are rendered again (and keep their old version if that fails too).
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return answers;
}

function manifestEntry(page: RenderedPage): PageManifest['routes'][string] {
  return { requests: page.requests, ...(page.validUntil ? { validUntil: page.validUntil } : {}) };
}

function writePages(distDir: string, pages: Map<string, RenderedPage>): void {
  for (const [routePath, page] of pages) writePage(path.join(distDir, routeFile(routePath)), paintFirst(page.html, distDir));
}

function writeIndexes(distDir: string, routes: PublicRoute[], routesDir: string, siteUrl: string): void {
  // With their .gz copies: a stale sitemap.xml.gz would be what every client accepting gzip gets.
  writePage(path.join(distDir, 'sitemap.xml'), sitemapXml(routes, siteUrl));
  writePage(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl, privateRoutes(routesDir)));
}

function progressLogger(log: (line: string) => void, label: string): (done: number, total: number) => void {
  let lastShown = 0;
  return (done, total) => {
    // About ten lines for a long run, each a step a person can follow in any terminal or CI log.
    if (done === total || done - lastShown >= Math.max(5, Math.ceil(total / 10))) {
      lastShown = done;
      log(`${label} ${done}/${total}`);
    }
  };
}

/** Renders every public route of a freshly built site (index.html must still be the app shell); throws if any fails. */
export async function prerenderSite(options: PagesOptions): Promise<{ pages: number; ms: number }> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const { routes, routesDir } = await publicRoutes(options);
  // The signed-in pages' frames too: they show no content, so they are neither listed nor refreshed.
  const { pages, failures } = await renderPages({ ...options, progress: progressLogger(log, 'prerender') }, [
    ...routes,
    ...signedInFrameRoutes,
  ]);
  if (failures.length) throw new Error(`Prerendering failed for ${failures.length} page(s):\n  ${failures.join('\n  ')}`);
  writePages(options.distDir, pages);
  writeIndexes(options.distDir, routes, routesDir, options.siteUrl);
  const manifest: PageManifest = { version: 1, routes: {} };
  const frames = new Set(signedInFrameRoutes.map((route) => route.path));
  for (const [routePath, page] of pages) if (!frames.has(routePath)) manifest.routes[routePath] = manifestEntry(page);
  writeFileAtomic(path.join(options.distDir, manifestFile), JSON.stringify(manifest));
  const ms = performance.now() - started;
  log(`prerendered ${pages.size} pages in ${(ms / 1000).toFixed(1)} s`);
  return { pages: pages.size, ms };
}

/**
 * Brings the prerendered pages of a site in step with the database: renders new and changed pages, removes pages
 * of routes that are gone. Without a manifest (a site built without prerender) there is nothing to refresh.
 */
export async function refreshPages(options: PagesOptions): Promise<RefreshResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const manifest = readManifest(options.distDir);
  const result: RefreshResult = { rendered: [], removed: [], failed: [], replayed: 0, ms: 0 };
  if (!manifest) return result;
  const { routes, routesDir } = await publicRoutes(options);
  const answers = await replay(manifest, options.contentApi);
  result.replayed = answers.size;
  const { stale, removed } = staleRoutes(manifest, routes, answers);
  if (stale.length) {
    const { pages, failures } = await renderPages({ ...options, progress: progressLogger(log, 'prerender') }, stale);
    writePages(options.distDir, pages);
    for (const [routePath, page] of pages) manifest.routes[routePath] = manifestEntry(page);
    result.rendered = [...pages.keys()];
    result.failed = failures;
    for (const failure of failures) log(`kept the previous page of ${failure}`);
  }
  for (const routePath of removed) {
    // "/" and the static routes never disappear; a content page's file goes, and the app shell answers its path.
    if (routePath === '/') continue;
    const file = path.join(options.distDir, routeFile(routePath));
    fs.rmSync(file, { force: true });
    fs.rmSync(`${file}.gz`, { force: true });
    delete manifest.routes[routePath];
  }
  result.removed = removed.filter((routePath) => routePath !== '/');
  if (stale.length || removed.length) {
    writeIndexes(options.distDir, routes, routesDir, options.siteUrl);
    writeFileAtomic(path.join(options.distDir, manifestFile), JSON.stringify(manifest));
  }
  result.ms = performance.now() - started;
  return result;
}
