import { describe, expect, it } from 'vitest';
import { parseRankingSearch } from './ranking-search';

describe('parseRankingSearch', () => {
  it('keeps known values and drops the rest', () => {
    expect(parseRankingSearch({ kategoria: 'wideo', darmowy: 'tak', sortuj: 'cena', x: 1 })).toEqual({
      kategoria: 'wideo',
      darmowy: 'tak',
      sortuj: 'cena',
    });
    expect(parseRankingSearch({ kategoria: 'audio', darmowy: true, sortuj: 'losowo', komercyjnie: 'tak' })).toEqual({});
  });
});
