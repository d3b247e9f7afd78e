/**
 * pg_cron's schedule grammar: five fields (minute hour day-of-month month day-of-week, in UTC as pg_cron's default
 * cron.timezone), an @-macro, or '[1-59] seconds'. Day of month and day of week follow vixie cron: when both are
 * restricted, a day matching either runs the job. The SQL check (cron._stack_schedule_is_valid) accepts the same.
 */

export type Schedule =
  | {
      kind: 'cron';
      minutes: Set<number>;
      hours: Set<number>;
      days: Set<number>;
      lastDay: boolean;
      months: Set<number>;
      weekdays: Set<number>;
      dayStar: boolean;
      weekdayStar: boolean;
    }
  | { kind: 'seconds'; every: number }
  | { kind: 'reboot' };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
// A Map, not an object: a schedule text such as '__proto__' must not find Object.prototype.
const MACROS = new Map<string, string>([
  ['@yearly', '0 0 1 1 *'],
  ['@annually', '0 0 1 1 *'],
  ['@monthly', '0 0 1 * *'],
  ['@weekly', '0 0 * * 0'],
  ['@daily', '0 0 * * *'],
  ['@midnight', '0 0 * * *'],
  ['@hourly', '0 * * * *'],
]);
const LIMITS: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function bound(text: string, field: number): number | null {
  let value: number;
  if (/^[0-9]+$/.test(text)) value = Number(text);
  else if (field === 3 && MONTHS.includes(text)) value = MONTHS.indexOf(text) + 1;
  else if (field === 4 && DAYS.includes(text)) value = DAYS.indexOf(text);
  else return null;
  const [low, high] = LIMITS[field]!;
  return value >= low && value <= high ? value : null;
}

/** The values of one field, and whether it held `$` (last day of the month); null when the field is invalid. */
function parseField(text: string, field: number): { values: Set<number>; last: boolean } | null {
  const values = new Set<number>();
  let last = false;
  const [low, high] = LIMITS[field]!;
  for (const item of text.split(',')) {
    const match = /^(\*|\$|[0-9a-z]+(?:-[0-9a-z]+)?)(?:\/([0-9]+))?$/.exec(item);
    if (!match) return null;
    const step = match[2] === undefined ? 1 : Number(match[2]);
    if (step < 1 || step > high + 1) return null;
    const range = match[1]!;
    if (range === '$') {
      if (field !== 2) return null;
      last = true;
      continue;
    }
    let from: number;
    let to: number;
    if (range === '*') {
      from = low;
      to = high;
    } else {
      const [first, second] = range.split('-');
      const start = bound(first!, field);
      const end = second === undefined ? start : bound(second, field);
      if (start === null || end === null || start > end) return null;
      from = start;
      // A single value with a step runs from it to the end of the range (vixie cron).
      to = second === undefined && match[2] !== undefined ? high : end;
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return { values, last };
}

/** Parses a schedule as pg_cron does; null when pg_cron would refuse it. */
export function parseSchedule(input: string): Schedule | null {
  let text = input.trim().toLowerCase();
  const seconds = /^([0-9]+) seconds?$/.exec(text);
  if (seconds) {
    const every = Number(seconds[1]);
    return every >= 1 && every <= 59 ? { kind: 'seconds', every } : null;
  }
  if (text === '@reboot') return { kind: 'reboot' };
  text = MACROS.get(text) ?? text;
  const fields = text.split(/\s+/);
  if (fields.length !== 5) return null;
  const parsed = fields.map((field, index) => parseField(field, index));
  if (parsed.some((field) => field === null)) return null;
  const [minutes, hours, days, months, weekdays] = parsed as { values: Set<number>; last: boolean }[];
  // Sunday is 0 and 7.
  if (weekdays!.values.has(7)) weekdays!.values.add(0);
  return {
    kind: 'cron',
    minutes: minutes!.values,
    hours: hours!.values,
    days: days!.values,
    lastDay: days!.last,
    months: months!.values,
    weekdays: weekdays!.values,
    dayStar: fields[2]!.startsWith('*'),
    weekdayStar: fields[4]!.startsWith('*'),
  };
}

/** Whether a five-field schedule runs in the minute that starts at `at` (UTC). */
export function runsAt(schedule: Extract<Schedule, { kind: 'cron' }>, at: Date): boolean {
  if (!schedule.minutes.has(at.getUTCMinutes()) || !schedule.hours.has(at.getUTCHours()) || !schedule.months.has(at.getUTCMonth() + 1)) {
    return false;
  }
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  const dayMatches = schedule.days.has(at.getUTCDate()) || (schedule.lastDay && at.getUTCDate() === lastDay);
  const weekdayMatches = schedule.weekdays.has(at.getUTCDay());
  if (schedule.dayStar || schedule.weekdayStar) return dayMatches && weekdayMatches;
  return dayMatches || weekdayMatches;
}
