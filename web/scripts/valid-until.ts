// How long a prerendered page stays true when it shows something of the calendar: the term of the day changes at
// midnight in Warsaw, the footer's year at New Year there. The app marks such content (changesWithAttribute in
// web/src/lib/prerender-signals.ts); the prerenderer notes when the page must be rendered again (pages.ts).

/** What a page's content changes with: the Warsaw calendar day or year. */
export type CalendarUnit = 'day' | 'year';

export function isCalendarUnit(value: unknown): value is CalendarUnit {
  return value === 'day' || value === 'year';
}

const warsaw = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The Warsaw wall clock at an instant. */
export function warsawClock(instant: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(warsaw.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The first instant after `now` at which a Warsaw calendar day (or year) begins. */
export function nextWarsawChange(unit: CalendarUnit, now: Date): Date {
  const { year, month, day } = warsawClock(now.getTime());
  // The date that begins next, as a UTC midnight; Date.UTC carries day 32 or month 13 over.
  const next = unit === 'year' ? Date.UTC(year + 1, 0, 1) : Date.UTC(year, month - 1, day + 1);
  // Warsaw is UTC+1 in winter and UTC+2 in summer; its clocks change at 2:00 and 3:00, so midnight always exists.
  for (const offsetHours of [1, 2]) {
    const candidate = next - offsetHours * 3_600_000;
    const clock = warsawClock(candidate);
    if (clock.hour === 0 && clock.minute === 0 && Date.UTC(clock.year, clock.month - 1, clock.day) === next) return new Date(candidate);
  }
  throw new Error(`no Warsaw midnight found after ${now.toISOString()}`);
}

/** When a page rendered at `renderedAt` showing content of these units must be rendered again; undefined: never. */
export function validUntil(units: readonly CalendarUnit[], renderedAt: Date): string | undefined {
  if (units.length === 0) return undefined;
  return nextWarsawChange(units.includes('day') ? 'day' : 'year', renderedAt).toISOString();
}
