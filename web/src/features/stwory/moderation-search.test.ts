import { describe, expect, test } from 'vitest';
import { filterOf, parseModerationSearch } from './moderation-search';

describe('moderation queue', () => {
  test('search params: pending and page 1 are defaults; junk is dropped', () => {
    expect(parseModerationSearch({})).toEqual({});
    expect(parseModerationSearch({ status: 'pending', strona: '1' })).toEqual({});
    expect(parseModerationSearch({ status: 'rejected', strona: '3' })).toEqual({ status: 'rejected', strona: 3 });
    expect(parseModerationSearch({ status: 'deleted', strona: '-2' })).toEqual({});
    expect(parseModerationSearch({ strona: '2.5' })).toEqual({});
    expect(filterOf({})).toBe('pending');
    expect(filterOf({ status: 'all' })).toBe('all');
  });
});
