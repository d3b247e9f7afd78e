/**
 * The route map (web/src/routes.ts) against the files of web/src/routes, read by TanStack's own generator (what the
 * router plugin runs in `vite build`): every route file is routed, under the id its `createFileRoute` names; the path
 * the prerenderer reads from a file (routeFilePath) is the URL the router serves it at; each /newsletter page keeps its
 * layout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { beforeAll, describe, expect, test } from 'vitest';
import { routes } from '../src/routes.ts';
import { routeFilePath } from './routes.ts';

const routesDir = path.resolve(import.meta.dirname, '../src/routes');

/** Route file (relative to web/src/routes, "/" separators) → route id, as the generator builds the tree. */
async function generatedRouteIds(): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-map-'));
  try {
    // On a copy: the generator writes its tree and would rewrite a route file whose id is not the one it expects.
    fs.cpSync(routesDir, path.join(dir, 'routes'), { recursive: true });
    const config = getConfig(
      {
        target: 'react',
        virtualRouteConfig: routes,
        routesDirectory: './routes',
        generatedRouteTree: './routeTree.gen.ts',
        disableLogging: true,
      },
      dir,
    );
    const generator = new Generator({ config, root: dir });
    await generator.run();
    const ids = new Map<string, string>();
    for (const [file, { routeId }] of generator.getRoutesByFileMap()) {
      ids.set(path.relative(path.join(dir, 'routes'), file).split(path.sep).join('/'), routeId);
    }
    return ids;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file the router could mean: what web/scripts/routes.ts reads, minus the generator's ignored `-x` files. */
const routeFiles = fs
  .readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split('/').some((part) => part.startsWith('-')))
  .sort();

/** The URL of a route id: pathless layout segments (`_default`) and groups go, as does an index route's slash. */
function urlOfRouteId(id: string): string {
  const segments = id.split('/').filter((segment) => segment !== '' && !segment.startsWith('_') && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

describe('the route map', () => {
  let ids: Map<string, string>;
  beforeAll(async () => {
    ids = await generatedRouteIds();
  });

  test('routes every file of web/src/routes, and nothing else', () => {
    expect([...ids.keys()].sort()).toEqual(routeFiles);
  });

  test.each(routeFiles.filter((file) => file !== '__root.tsx'))('%s: its createFileRoute id is its route id', (file) => {
    const declared = /createFileRoute\('([^']*)'\)/.exec(fs.readFileSync(path.join(routesDir, file), 'utf8'))?.[1];
    expect(declared).toBe(ids.get(file));
  });

  test('the prerenderer reads from each file the URL the router serves it at', () => {
    const mismatches = routeFiles.flatMap((file) => {
      const readPath = routeFilePath(file, { includePrivate: true });
      const id = ids.get(file);
      // Null: the root, a layout route or a route with a parameter, which are no page of their own.
      if (readPath === null || id === undefined) return [];
      return readPath === urlOfRouteId(id) ? [] : [`${file}: read as ${readPath}, routed at ${urlOfRouteId(id)} (${id})`];
    });
    expect(mismatches).toEqual([]);
  });

  // /newsletter shares the one default layout with the rest of the site (going from / to it keeps the header and
  // footer mounted); the pages behind the e-mail links have the empty layout; an issue's web view brings its own.
  test.each([
    ['newsletter/index.tsx', '/_default/newsletter/'],
    ['newsletter/verify.tsx', '/_empty/newsletter/verify'],
    ['newsletter/unsubscribe.tsx', '/_empty/newsletter/unsubscribe'],
    ['newsletter/$token.tsx', '/newsletter/$token'],
  ])('%s is routed as %s', (file, id) => {
    expect(ids.get(file)).toBe(id);
  });
});
