// "ł" has no Unicode decomposition, so stripping combining marks alone would keep it.
const extraFolds: Record<string, string> = { ł: 'l', Ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };

import { slugProblem } from '../../lib/slug';

export const slugMaxLength = 120;

/** A URL slug from a (Polish) title: "Źródła światła" → "zrodla-swiatla". */
export function slugify(title: string): string {
  const slug = title
    .replace(/[łŁđøßæœ]/g, (char) => extraFolds[char] ?? char)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Cut at a word boundary when possible, never leaving a trailing hyphen.
  if (slug.length <= slugMaxLength) return slug;
  const cut = slug.slice(0, slugMaxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 40 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** Why a slug cannot be saved, in Polish; null when its format is fine (availability is checked separately). */
export function slugFormatProblem(slug: string): string | null {
  return slugProblem(slug, { maxLength: slugMaxLength, missing: 'Podaj adres (slug) artykułu.', example: 'zrodla-swiatla' }) ?? null;
}
