import { onFirstUse } from './on-first-use';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' }),
);

const yearFormat = onFirstUse(() => new Intl.DateTimeFormat('pl-PL', { year: 'numeric', timeZone: 'Europe/Warsaw' }));

/** The year in Poland at an instant (the site's calendar is Warsaw's, wherever the page is rendered). */
export function warsawYear(now: Date): string {
  return yearFormat().format(now);
}

/** "14 stycznia 2026" */
export function formatDate(isoTimestamp: string): string {
  return dateFormat().format(new Date(isoTimestamp));
}

/** "3 min czytania" — the abbreviation sidesteps Polish plural forms. */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min czytania`;
}

const pluralRules = onFirstUse(() => new Intl.PluralRules('pl-PL'));

/**
 * Polish noun forms for a count: `countNoun(1, ['pojęcie', 'pojęcia', 'pojęć'])` → "1 pojęcie",
 * 3 → "3 pojęcia", 5 → "5 pojęć", 22 → "22 pojęcia", 12 → "12 pojęć".
 */
export function countNoun(count: number, [one, few, many]: readonly [string, string, string]): string {
  const category = pluralRules().select(count);
  const noun = category === 'one' ? one : category === 'few' ? few : many;
  return `${count} ${noun}`;
}

const decimalFormat = onFirstUse(() => new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** "9,4" */
export function formatScore(score: number): string {
  return decimalFormat().format(score);
}

const usdWhole = onFirstUse(() => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
const usdCents = onFirstUse(() => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));

/** "10 USD", "9,99 USD" (Polish grouping and decimal comma). */
export function formatUsd(amount: number): string {
  return (Number.isInteger(amount) ? usdWhole : usdCents)().format(amount);
}

/** The text as a sentence: a full stop added unless it already ends with one (or another closing mark). */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const plnWhole = onFirstUse(() => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 }));

/** "1990 zł", "12 500 zł" (whole złoty, Polish grouping). */
export function formatPln(amount: number): string {
  return plnWhole().format(amount);
}
