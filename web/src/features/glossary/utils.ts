import { foldForSearch, indexLetterOf, polishAlphabet, sortPolish } from '../../lib/polish-text';
import { onFirstUse } from '../../lib/on-first-use';

type SearchableTerm = {
  term: string;
  also_known_as: string | null;
  definition: string;
};

/** Terms grouped under their index letters, letters in A–Ż order, terms alphabetically within each. */
export function groupByLetter<T extends { term: string }>(terms: readonly T[]): { letter: string; terms: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const term of sortPolish(terms, (entry) => entry.term)) {
    const letter = indexLetterOf(term.term);
    groups.set(letter, [...(groups.get(letter) ?? []), term]);
  }
  const order = [...polishAlphabet, '#'] as string[];
  return [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([letter, grouped]) => ({ letter, terms: grouped }));
}

/** How well a term matches: lower is better; null when it does not match at all. */
function matchRank(term: SearchableTerm, words: string[]): number | null {
  const name = foldForSearch(term.term);
  const alias = foldForSearch(term.also_known_as ?? '');
  const definition = foldForSearch(term.definition);
  const nameWords = name.split(' ');
  const inName = words.every((word) => name.includes(word));
  if (inName) {
    if (name.startsWith(words.join(' '))) return 0;
    return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 1 : 2;
  }
  if (words.every((word) => name.includes(word) || alias.includes(word))) return 3;
  if (!words.every((word) => name.includes(word) || alias.includes(word) || definition.includes(word))) return null;
  // Partly in the name beats only in the definition.
  return words.some((word) => name.includes(word) || alias.includes(word)) ? 4 : 5;
}

/**
 * Instant glossary search ignoring case and diacritics ("zrodlo" finds "Źródło światła"). Every word of the
 * query must occur; terms whose name matches come first, then aliases, then definitions; ties in Polish order.
 */
export function searchGlossary<T extends SearchableTerm>(terms: readonly T[], query: string): T[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return sortPolish(terms, (term) => term.term);
  const ranked = terms.flatMap((term) => {
    const rank = matchRank(term, words);
    return rank === null ? [] : [{ term, rank }];
  });
  const alphabetical = sortPolish(ranked, (entry) => entry.term.term);
  return alphabetical.sort((a, b) => a.rank - b.rank).map((entry) => entry.term);
}

/** The id of a letter's section, used by the A–Ż links. */
export function letterAnchor(letter: string): string {
  return letter === '#' ? 'litera-inne' : `litera-${letter.toLocaleLowerCase('pl')}`;
}

/** The first sentence of a definition, for the index; the whole text when it is a single sentence. */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s+\p{Lu})/u.exec(text);
  return match ? match[0] : text;
}

const warsawDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** The same term for everyone during one Warsaw calendar day, a different one the next day. */
export function termOfTheDay<T>(terms: readonly T[], now: Date): T | undefined {
  if (terms.length === 0) return undefined;
  const day = Math.floor(Date.parse(`${warsawDate().format(now)}T00:00:00Z`) / 86_400_000);
  return terms[day % terms.length];
}
