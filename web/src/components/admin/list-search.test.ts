import { describe, expect, test } from 'vitest';
import { containsPattern, pageCount, pageRange, parseAdminListSearch } from './list-search';

describe('parseAdminListSearch', () => {
  test('keeps a trimmed search and a page above 1', () => {
    expect(parseAdminListSearch({ szukaj: '  flux ', strona: '3' })).toEqual({ szukaj: 'flux', strona: 3 });
    expect(parseAdminListSearch({ strona: 2 })).toEqual({ strona: 2 });
  });

  test('drops empty, invalid and default values', () => {
    expect(parseAdminListSearch({ szukaj: '   ', strona: '1' })).toEqual({});
    expect(parseAdminListSearch({ szukaj: 42, strona: 'dwa' })).toEqual({});
    expect(parseAdminListSearch({ strona: 2.5 })).toEqual({});
    expect(parseAdminListSearch({ strona: -4 })).toEqual({});
  });
});

test('pageRange and pageCount', () => {
  expect(pageRange(1, 20)).toEqual({ from: 0, to: 19 });
  expect(pageRange(3, 20)).toEqual({ from: 40, to: 59 });
  expect(pageRange(0, 20)).toEqual({ from: 0, to: 19 });
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
});

describe('containsPattern', () => {
  test('wraps words in wildcards', () => {
    expect(containsPattern('stable  diffusion')).toBe('*stable diffusion*');
    expect(containsPattern('Żółć')).toBe('*Żółć*');
  });

  test('drops characters that would change a PostgREST or=() filter or act as LIKE wildcards', () => {
    expect(containsPattern('a,b)or(c')).toBe('*a b or c*');
    expect(containsPattern('100%_"x"\\*')).toBe('*100 x*');
    expect(containsPattern(' ,() ')).toBeNull();
  });
});
