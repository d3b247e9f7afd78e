import { describe, expect, test } from 'vitest';
import { nextSort, parsePagesSearch } from './pages-search';

describe('parsePagesSearch', () => {
  test('defaults: newest edits first, page 1, no filters', () => {
    expect(parsePagesSearch({})).toEqual({ sort: 'updated', dir: 'desc', page: 1 });
  });

  test('keeps valid values and drops invalid ones', () => {
    expect(parsePagesSearch({ q: 'światło', section: 'midjourney', status: 'scheduled', sort: 'title', page: '3' })).toEqual({
      q: 'światło',
      section: 'midjourney',
      status: 'scheduled',
      sort: 'title',
      dir: 'asc',
      page: 3,
    });
    expect(parsePagesSearch({ section: 'blog', status: 'archived', sort: 'id; drop', page: -2, dir: 'up' })).toEqual({
      sort: 'updated',
      dir: 'desc',
      page: 1,
    });
  });
});

describe('nextSort', () => {
  test('clicking the sorted column flips it; another column starts at its natural direction', () => {
    const query = parsePagesSearch({ sort: 'title', page: 4 });
    expect(nextSort(query, 'title')).toEqual({ sort: 'title', dir: 'desc', page: 1 });
    expect(nextSort(query, 'published')).toEqual({ sort: 'published', dir: 'desc', page: 1 });
  });
});
