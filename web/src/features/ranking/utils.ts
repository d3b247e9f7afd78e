import { comparePolish } from '../../lib/polish-text';
import type { RankingSearch, RankingSort } from './ranking-search';

type RankedTool = {
  name: string;
  category: string;
  position: number;
  score: number;
  price_from_usd: number | null;
  has_free_tier: boolean;
  commercial_use: string;
  polish_support: string;
};

export function filterTools<T extends RankedTool>(tools: readonly T[], search: RankingSearch): T[] {
  return tools.filter(
    (tool) =>
      (!search.kategoria || tool.category === search.kategoria || tool.category === 'obrazy-i-wideo') &&
      (!search.darmowy || tool.has_free_tier) &&
      (!search.komercyjnie ||
        tool.commercial_use === 'tak' ||
        (search.komercyjnie === 'dozwolone' && tool.commercial_use === 'warunkowo')) &&
      (!search.polski || tool.polish_support === 'pełne'),
  );
}

/** Tools without a subscription price (pay per use, open weights) go after every priced plan. */
function comparePrice(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a - b;
}

export function sortTools<T extends RankedTool>(tools: readonly T[], sort: RankingSort): T[] {
  const byPosition = (a: T, b: T) => a.position - b.position;
  const comparators: Record<RankingSort, (a: T, b: T) => number> = {
    pozycja: byPosition,
    ocena: (a, b) => b.score - a.score || byPosition(a, b),
    cena: (a, b) => comparePrice(a.price_from_usd, b.price_from_usd) || byPosition(a, b),
    nazwa: (a, b) => comparePolish(a.name, b.name),
  };
  return [...tools].sort(comparators[sort]);
}

export function applyRankingSearch<T extends RankedTool>(tools: readonly T[], search: RankingSearch): T[] {
  return sortTools(filterTools(tools, search), search.sortuj ?? 'pozycja');
}

export const categoryLabels: Record<string, string> = {
  obrazy: 'Obrazy',
  wideo: 'Wideo',
  'obrazy-i-wideo': 'Obrazy i wideo',
};

export const commercialUseLabels: Record<string, string> = {
  tak: 'Tak',
  warunkowo: 'Warunkowo',
  nie: 'Nie',
};

export const polishSupportLabels: Record<string, string> = {
  pełne: 'Pełne',
  częściowe: 'Częściowe',
  brak: 'Brak',
};
