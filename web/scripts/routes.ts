/**
 * Which paths of the site are public pages: every static route file of web/src/routes plus one page per published
 * row of the content tables. Used by the prerenderer (web/scripts/prerender.ts) and for sitemap.xml/robots.txt.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PublicRoute = {
  path: string;
  /**
   * A page for signed-in people saved as its session-free frame (web/src/lib/signed-in-frame.ts): never in the
   * sitemap or the content manifest, as it shows no content of the database.
   */
  signedInFrame?: boolean;
  /** Last change of the content behind the page (ISO 8601), when the database knows it. */
  lastModified?: string;
  /** Listed in sitemap.xml (every prerendered page except /404). */
  inSitemap: boolean;
};

/**
 * Pages that are not public content: never prerendered, listed as Disallow in robots.txt (with every route under a
 * private layout folder). The newsletter outcome pages only make sense with a token from an e-mail.
 */
export const privatePathPrefixes = ['/admin', '/konto', '/newsletter/verify', '/newsletter/unsubscribe'];

// Route folders of layouts that hold only private pages (account, admin, sign-in).
const privateLayoutFolders = new Set(['_admin', '_auth', '_account', 'admin', 'konto']);

/**
 * Pages for signed-in people whose session-free frame (header, navigation, title, placeholders; nothing of an account)
 * is prerendered, so it paints before the app's code runs. The app takes it over with the session or goes to /login.
 */
export const signedInFrameRoutes: PublicRoute[] = ['/konto', '/admin'].map((framePath) => ({
  path: framePath,
  inSitemap: false,
  signedInFrame: true,
}));

export function isPrivatePath(pathname: string): boolean {
  return privatePathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The URL path of a TanStack Router route file (relative to web/src/routes, "/" separators), or null when the file
 * is not a page of its own: the root, layout routes, routes with path parameters ($slug), ignored files (-x).
 */
export function routeFilePath(relativeFile: string, { includePrivate = false } = {}): string | null {
  if (!/\.tsx?$/.test(relativeFile) || /\.test\.tsx?$/.test(relativeFile)) return null;
  const segments = relativeFile
    .replace(/\.tsx?$/, '')
    .split('/')
    .flatMap((segment) => segment.split('.'));
  const last = segments.at(-1)!;
  if (segments.some((segment) => segment.startsWith('-') || segment.startsWith('__') || segment.includes('$'))) return null;
  if (!includePrivate && segments.some((segment) => privateLayoutFolders.has(segment))) return null;
  const isIndex = last === 'index' || last === 'route';
  // A file named like a pathless layout (`_default.tsx`) is the layout itself, not a page.
  if (!isIndex && last.startsWith('_')) return null;
  const urlSegments = segments
    .slice(0, isIndex ? -1 : undefined)
    .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment));
  return `/${urlSegments.join('/')}`;
}

function routeFiles(routesDir: string): string[] {
  return fs.readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
}

/** Every static public page of web/src/routes, sorted. */
export function staticRoutes(routesDir: string): PublicRoute[] {
  const paths = new Set<string>();
  for (const file of routeFiles(routesDir)) {
    const urlPath = routeFilePath(file);
    if (urlPath !== null && !isPrivatePath(urlPath)) paths.add(urlPath);
  }
  return [...paths].sort().map((urlPath) => ({ path: urlPath, inSitemap: urlPath !== '/404' }));
}

/** Paths crawlers should leave alone: the private prefixes and every static route of a private layout. */
export function privateRoutes(routesDir: string): string[] {
  const paths = new Set(privatePathPrefixes);
  for (const file of routeFiles(routesDir)) {
    const urlPath = routeFilePath(file, { includePrivate: true });
    if (urlPath !== null && urlPath !== '/' && routeFilePath(file) === null) paths.add(urlPath);
  }
  return [...paths].sort();
}

type ContentSource = {
  table: string;
  /** PostgREST query: columns and filters. RLS already limits anon to published rows; the filters say it again. */
  query: string;
  path: (row: Record<string, string>) => string;
};

/** One page per row of these tables. A new kind of content page is one more line here. */
export const contentSources: ContentSource[] = [
  { table: 'posts', query: 'select=section,slug,updated_at&status=eq.published', path: (row) => `/${row.section}/${row.slug}` },
  { table: 'glossary_terms', query: 'select=slug,updated_at', path: (row) => `/slownik-ai/${row.slug}` },
  {
    table: 'design_tips',
    query: 'select=slug,updated_at&status=eq.published',
    path: (row) => `/jak-poprawic-design-strony/${row.slug}`,
  },
  {
    table: 'training_offers',
    // The main offer is /szkolenie-midjourney-ai itself (a static route).
    query: 'select=slug,updated_at&status=eq.published&slug=neq.szkolenie-midjourney-ai',
    path: (row) => `/szkolenie-midjourney-ai/${row.slug}`,
  },
];

/** The content pages, read through the public API with the anon key (what a visitor may see). */
export async function contentRoutes(apiUrl: string, anonKey: string): Promise<PublicRoute[]> {
  const routes: PublicRoute[] = [];
  for (const source of contentSources) {
    const url = `${apiUrl.replace(/\/+$/, '')}/rest/v1/${source.table}?${source.query}`;
    const response = await fetch(url, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
    if (!response.ok) throw new Error(`Reading ${source.table} for the prerender failed: HTTP ${response.status} ${await response.text()}`);
    const rows = (await response.json()) as Record<string, string>[];
    for (const row of rows) routes.push({ path: source.path(row), lastModified: row.updated_at, inSitemap: true });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}
