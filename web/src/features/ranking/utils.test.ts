import { describe, expect, it } from 'vitest';
import { parseRankingSearch } from './ranking-search';
import { applyRankingSearch } from './utils';

const tool = (
  name: string,
  position: number,
  score: number,
  price: number | null,
  extra: Partial<{ category: string; has_free_tier: boolean; commercial_use: string; polish_support: string }> = {},
) => ({
  name,
  position,
  score,
  price_from_usd: price,
  category: 'obrazy',
  has_free_tier: true,
  commercial_use: 'tak',
  polish_support: 'częściowe',
  ...extra,
});

const tools = [
  tool('Midjourney', 1, 9.4, 10, { has_free_tier: false, commercial_use: 'warunkowo', category: 'obrazy-i-wideo' }),
  tool('GPT Image', 2, 9.3, 20, { polish_support: 'pełne' }),
  tool('Flux', 3, 9.0, null, { commercial_use: 'warunkowo' }),
  tool('Sora', 4, 8.5, 20, { category: 'wideo', has_free_tier: false }),
  tool('Bing', 5, 7.6, 0, { commercial_use: 'nie', polish_support: 'pełne' }),
  tool('Łódź AI', 6, 7.0, 5),
  tool('Luma', 7, 7.9, 10, { category: 'wideo' }),
];

const names = (search: Record<string, unknown>) => applyRankingSearch(tools, parseRankingSearch(search)).map((entry) => entry.name);

describe('ranking filters and sorting', () => {
  it('keeps the admin order by default', () => {
    expect(names({})).toEqual(['Midjourney', 'GPT Image', 'Flux', 'Sora', 'Bing', 'Łódź AI', 'Luma']);
  });

  it('counts tools for images and video in both categories', () => {
    expect(names({ kategoria: 'wideo' })).toEqual(['Midjourney', 'Sora', 'Luma']);
    expect(names({ kategoria: 'obrazy' })).toEqual(['Midjourney', 'GPT Image', 'Flux', 'Bing', 'Łódź AI']);
  });

  it('filters by free tier, commercial use and Polish', () => {
    expect(names({ darmowy: 'tak', komercyjnie: 'bez-warunkow' })).toEqual(['GPT Image', 'Łódź AI', 'Luma']);
    expect(names({ komercyjnie: 'dozwolone' })).not.toContain('Bing');
    expect(names({ polski: 'tak' })).toEqual(['GPT Image', 'Bing']);
  });

  it('sorts by score, by price with unpriced tools last, and by name in Polish order', () => {
    expect(names({ sortuj: 'ocena' })).toEqual(['Midjourney', 'GPT Image', 'Flux', 'Sora', 'Luma', 'Bing', 'Łódź AI']);
    expect(names({ sortuj: 'cena' })).toEqual(['Bing', 'Łódź AI', 'Midjourney', 'Luma', 'GPT Image', 'Sora', 'Flux']);
    expect(names({ sortuj: 'nazwa' })).toEqual(['Bing', 'Flux', 'GPT Image', 'Luma', 'Łódź AI', 'Midjourney', 'Sora']);
  });
});
