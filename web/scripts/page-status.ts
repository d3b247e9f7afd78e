/**
 * Which page paths the site server answers 404, so crawlers never index an error screen as a page: a path no route
 * of web/src/routes can match, and, on a prerendered site, a path of a content route ($slug) whose row has no page
 * (the prerendered pages are every published row). Paths of routes that are never prerendered (sign-in, account,
 * admin, a newsletter issue by token) and static routes get the app shell; the router renders them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from './pages.ts';

export type PageStatus = 'shell' | 'not-found';

type RoutePattern = { pattern: RegExp; hasParams: boolean };

/** The URL pattern of a TanStack Router route file (relative to the routes folder), or null for the root, layouts, ignored files. */
export function routePattern(relativeFile: string): RoutePattern | null {
  if (!/\.tsx?$/.test(relativeFile) || /\.test\.tsx?$/.test(relativeFile)) return null;
  const segments = relativeFile
    .replace(/\.tsx?$/, '')
    .split('/')
    .flatMap((segment) => segment.split('.'));
  if (segments.some((segment) => segment.startsWith('-') || segment.startsWith('__'))) return null;
  const last = segments.at(-1)!;
  const isIndex = last === 'index' || last === 'route';
  if (!isIndex && last.startsWith('_')) return null;
  const urlSegments = segments
    .slice(0, isIndex ? -1 : undefined)
    .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment));
  let hasParams = false;
  const parts = urlSegments.map((segment) => {
    if (segment === '$') {
      hasParams = true;
      return '.*';
    }
    if (segment.startsWith('$')) {
      hasParams = true;
      return '[^/]+';
    }
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return { pattern: new RegExp(`^/${parts.join('/')}$`), hasParams };
}

/** Decides a page path's answer for the built site in `distDir` and the route files in `routesDir`. */
export function pageStatusFor(distDir: string, routesDir: string): (pathname: string) => PageStatus {
  const patterns = fs.existsSync(routesDir)
    ? fs
        .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
        .map((file) => routePattern(file.split(path.sep).join('/')))
        .filter((route): route is RoutePattern => route !== null)
    : [];
  // No route files (a server given only a built folder): every path gets the shell, as before.
  if (patterns.length === 0) return () => 'shell';
  return (rawPathname) => {
    const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, '') : rawPathname;
    const matching = patterns.filter((route) => route.pattern.test(pathname));
    if (matching.length === 0) return 'not-found';
    if (matching.some((route) => !route.hasParams)) return 'shell';
    // Only content routes match: on a prerendered site, a route with pages is one per published row.
    const prerendered = Object.keys(readManifest(distDir)?.routes ?? {});
    if (prerendered.length === 0) return 'shell';
    const isContentRoute = (route: RoutePattern) => prerendered.some((page) => route.pattern.test(page));
    return matching.every(isContentRoute) ? 'not-found' : 'shell';
  };
}
