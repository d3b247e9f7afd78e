const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** "14 stycznia 2026" */
export function formatDate(isoTimestamp: string): string {
  return dateFormat.format(new Date(isoTimestamp));
}

/** "3 min czytania" — the abbreviation sidesteps Polish plural forms. */
export function formatReadingTime(minutes: number): string {
  return `${minutes} min czytania`;
}
