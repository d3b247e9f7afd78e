/**
 * Which page paths the site server answers 404, so crawlers never index an error screen as a page: a path no route
 * of web/src/routes can match. Every path a route matches gets the app shell (or its prerendered page): a content
 * route's row published after the last prerender has no page yet, and the app renders it until its page is written
 * (e2e/browser/fresh-pages.spec.ts), so a missing page there does not mean a missing row.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PageStatus = 'shell' | 'not-found';

type RoutePattern = { pattern: RegExp };

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
  const parts = urlSegments.map((segment) => {
    if (segment === '$') return '.*';
    if (segment.startsWith('$')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return { pattern: new RegExp(`^/${parts.join('/')}$`) };
}

/** Decides a page path's answer from the route files in `routesDir`. */
export function pageStatusFor(routesDir: string): (pathname: string) => PageStatus {
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
    return patterns.some((route) => route.pattern.test(pathname)) ? 'shell' : 'not-found';
  };
}
