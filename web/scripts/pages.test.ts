import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { requestKey, staleRoutes, type PageManifest } from './pages.ts';
import type { RecordedRequest } from './prerender.ts';

const read = (path: string, hash: string, headers: Record<string, string> = {}): RecordedRequest => ({
  method: 'GET',
  path,
  headers,
  hash,
});

describe('requestKey', () => {
  test('does not depend on the order of the headers', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), fc.string(), (headers, path) => {
        const reversed = Object.fromEntries(Object.entries(headers).reverse());
        expect(requestKey({ method: 'GET', path, headers: reversed })).toBe(requestKey({ method: 'GET', path, headers }));
      }),
      { numRuns: 200 },
    );
  });

  test('tells apart reads that differ in method, path, a header or the body', () => {
    const base = { method: 'GET', path: '/rest/v1/posts?select=*', headers: { accept: 'application/json' } };
    const keys = new Set([
      requestKey(base),
      requestKey({ ...base, method: 'HEAD' }),
      requestKey({ ...base, path: '/rest/v1/posts?select=id' }),
      requestKey({ ...base, headers: { accept: 'application/vnd.pgrst.object+json' } }),
      requestKey({ ...base, method: 'POST', body: '{"prefix":""}' }),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('staleRoutes', () => {
  const posts = read('/rest/v1/posts?select=title&order=published_at.desc', 'h-posts');
  const ranking = read('/rest/v1/ai_tools?select=name&order=position', 'h-ranking');
  const manifest: PageManifest = {
    version: 1,
    routes: { '/': { requests: [posts, ranking] }, '/ranking': { requests: [ranking] }, '/post/old': { requests: [] } },
  };
  const answers = (entries: [RecordedRequest, string][]) => new Map(entries.map(([request, hash]) => [requestKey(request), hash]));
  const routesAt = (...paths: string[]) => paths.map((path) => ({ path, inSitemap: true }));
  /** staleRoutes with the reads answering these hashes (posts first, then ranking). */
  const check = (paths: string[], postsHash: string, rankingHash: string) =>
    staleRoutes(
      manifest,
      routesAt(...paths),
      answers([
        [posts, postsHash],
        [ranking, rankingHash],
      ]),
    );

  test('nothing is stale when every read answers as before', () => {
    expect(check(['/', '/ranking', '/post/old'], 'h-posts', 'h-ranking')).toEqual({ stale: [], removed: [] });
  });

  test('a changed answer makes every page that read it stale, and only those', () => {
    expect(check(['/', '/ranking', '/post/old'], 'h-posts', 'reordered').stale.map((route) => route.path)).toEqual(['/', '/ranking']);
  });

  test('a read that could not be replayed counts as changed', () => {
    expect(staleRoutes(manifest, routesAt('/ranking'), answers([[posts, 'h-posts']])).stale.map((route) => route.path)).toEqual([
      '/ranking',
    ]);
  });

  test('a new route is stale and a route that is gone is removed', () => {
    const result = check(['/', '/ranking', '/post/new'], 'h-posts', 'h-ranking');
    expect(result.stale.map((route) => route.path)).toEqual(['/post/new']);
    expect(result.removed).toEqual(['/post/old']);
  });

  test('a page showing the day or the year is stale once it ended, even when its reads answer as before', () => {
    const dated: PageManifest = {
      version: 1,
      routes: {
        '/': { requests: [posts], validUntil: '2026-11-30T23:00:00.000Z' },
        '/ranking': { requests: [ranking] },
      },
    };
    const same = answers([
      [posts, 'h-posts'],
      [ranking, 'h-ranking'],
    ]);
    const staleAt = (iso: string) => staleRoutes(dated, routesAt('/', '/ranking'), same, new Date(iso)).stale.map((route) => route.path);
    expect(staleAt('2026-11-30T22:59:59.999Z')).toEqual([]);
    expect(staleAt('2026-11-30T23:00:00.000Z')).toEqual(['/']);
    expect(staleAt('2026-12-01T08:00:00.000Z')).toEqual(['/']);
    // An unreadable time counts as ended: the page is rendered again rather than kept for good.
    dated.routes['/']!.validUntil = 'jutro';
    expect(staleAt('2026-11-30T10:00:00.000Z')).toEqual(['/']);
  });
});
