import { onFirstUse } from './on-first-use';

/** Polish alphabetical order: ą after a, ł after l, ś after s, ź and ż after z; digits compare by value. */
const polishCollator = onFirstUse(() => new Intl.Collator('pl', { sensitivity: 'base', numeric: true }));

export function comparePolish(a: string, b: string): number {
  return polishCollator().compare(a, b);
}

/** Sorts a copy of the list by the given key in Polish alphabetical order. */
export function sortPolish<T>(items: readonly T[], key: (item: T) => string): T[] {
  const collator = polishCollator();
  return [...items].sort((a, b) => collator.compare(key(a), key(b)));
}

/**
 * The letters of a Polish A–Ż index. Q, V and X are not Polish letters but start loanwords
 * (e.g. "VAE"), so they keep their Latin places.
 */
// prettier-ignore
export const polishAlphabet = [
  'A', 'Ą', 'B', 'C', 'Ć', 'D', 'E', 'Ę', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'Ł', 'M', 'N', 'Ń', 'O', 'Ó',
  'P', 'Q', 'R', 'S', 'Ś', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'Ź', 'Ż',
] as const;

/** The index letter a word is filed under: its first letter, upper-cased, diacritics kept; "#" for digits and symbols. */
export function indexLetterOf(word: string): string {
  const first = word.trim().charAt(0).toLocaleUpperCase('pl');
  return (polishAlphabet as readonly string[]).includes(first) ? first : '#';
}

// "ł" has no Unicode decomposition, so stripping combining marks alone would keep it.
const extraFolds: Record<string, string> = { ł: 'l', Ł: 'l', đ: 'd', ø: 'o', ß: 'ss' };

/**
 * Text for diacritic- and case-insensitive matching: "Źródło" → "zrodlo", "ŁĄKA" → "laka".
 * Punctuation becomes a single space, so "text-to-image" matches "text to image".
 */
export function foldForSearch(text: string): string {
  return text
    .replace(/[łŁđøß]/g, (char) => extraFolds[char] ?? char)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pl')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
