import { describe, expect, it } from 'vitest';
import { pageModuleBatches, preloadsPerTask } from './page-modules';

describe('pageModuleBatches', () => {
  it('splits the listed chunks into batches of preloadsPerTask, each chunk once', () => {
    const list = Array.from({ length: 2 * preloadsPerTask + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    const batches = pageModuleBatches(JSON.stringify([...list, list[0]]));
    expect(batches.map((batch) => batch.length)).toEqual([preloadsPerTask, preloadsPerTask, 1]);
    expect(batches.flat()).toEqual(list);
  });

  it('keeps only addresses of the site’s own chunks, and reads a missing or broken list as empty', () => {
    expect(
      pageModuleBatches(JSON.stringify(['/assets/a.js', 'https://elsewhere.example/b.js', '/assets/c.css', 7, '/assets/"x.js'])),
    ).toEqual([['/assets/a.js']]);
    expect(pageModuleBatches(null)).toEqual([]);
    expect(pageModuleBatches('{"a":1}')).toEqual([]);
    expect(pageModuleBatches('[')).toEqual([]);
  });
});
