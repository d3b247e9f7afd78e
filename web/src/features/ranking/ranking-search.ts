// Filters and sort order of /ranking-top-ai in the URL. A leaf module: the route's validateSearch stays in the initial
// bundle, so this file imports nothing.

/** Filters and sort order of /ranking-top-ai, kept in the URL so a view can be shared. */
export type RankingSearch = {
  kategoria?: 'obrazy' | 'wideo';
  darmowy?: 'tak';
  komercyjnie?: 'dozwolone' | 'bez-warunkow';
  polski?: 'tak';
  sortuj?: 'ocena' | 'cena' | 'nazwa';
};

export type RankingSort = NonNullable<RankingSearch['sortuj']> | 'pozycja';

const categories = ['obrazy', 'wideo'] as const;
const commercialOptions = ['dozwolone', 'bez-warunkow'] as const;
const sortOptions = ['ocena', 'cena', 'nazwa'] as const;

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Keeps only known values; anything else in the URL is dropped instead of breaking the page. */
export function parseRankingSearch(raw: Record<string, unknown>): RankingSearch {
  const search: RankingSearch = {
    kategoria: oneOf(raw.kategoria, categories),
    darmowy: oneOf(raw.darmowy, ['tak'] as const),
    komercyjnie: oneOf(raw.komercyjnie, commercialOptions),
    polski: oneOf(raw.polski, ['tak'] as const),
    sortuj: oneOf(raw.sortuj, sortOptions),
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as RankingSearch;
}
