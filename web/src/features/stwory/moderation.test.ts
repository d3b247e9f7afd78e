import { describe, expect, test } from 'vitest';
import { creaturesCount, keepSelected, pageCount, pageRange, validateReason } from './moderation';

describe('moderation queue', () => {
  test('pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageRange(1)).toEqual([0, 19]);
    expect(pageRange(3)).toEqual([40, 59]);
  });

  test('reasons: 3–500 characters after trimming', () => {
    expect(validateReason('  ok ')).toMatch(/co najmniej 3 znaki/);
    expect(validateReason('Nieczytelny obrazek')).toBeNull();
    expect(validateReason('x'.repeat(501))).toMatch(/najwyżej 500/);
  });

  test('selection keeps only what is still visible', () => {
    expect([...keepSelected(new Set(['a', 'b', 'c']), ['b', 'c', 'd'])]).toEqual(['b', 'c']);
  });

  test('Polish plural of creatures', () => {
    expect([1, 2, 4, 5, 12, 22, 25, 104].map(creaturesCount)).toEqual([
      '1 stwora',
      '2 stwory',
      '4 stwory',
      '5 stworów',
      '12 stworów',
      '22 stwory',
      '25 stworów',
      '104 stwory',
    ]);
  });
});
