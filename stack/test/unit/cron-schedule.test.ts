import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseSchedule, runsAt } from '../../src/services/cron/domain/schedule.ts';

// pg_cron's schedule grammar as the stack's scheduler reads it (the SQL check is compared in cron.test.ts).

const cronOf = (text: string) => {
  const schedule = parseSchedule(text);
  if (schedule?.kind !== 'cron') throw new Error(`not a cron schedule: ${text}`);
  return schedule;
};
const utc = (text: string) => new Date(`${text}Z`);

describe('parseSchedule', () => {
  test.each([
    ['*/15 * * * *', '2026-11-26T12:30:00', true],
    ['*/15 * * * *', '2026-11-26T12:31:00', false],
    ['30 3 * * *', '2026-11-26T03:30:00', true],
    ['0 9 * * mon-fri', '2026-11-28T09:00:00', false],
    ['0 9 * * mon-fri', '2026-11-27T09:00:00', true],
    ['0 0 $ * *', '2025-02-28T00:00:00', true],
    ['0 0 $ * *', '2024-02-28T00:00:00', false],
    ['0 0 1 jan *', '2027-01-01T00:00:00', true],
    ['0 0 13 * 5', '2026-11-27T00:00:00', true],
    ['0 0 13 * 5', '2026-11-13T00:00:00', true],
    ['0 0 13 * 5', '2026-11-14T00:00:00', false],
    ['0 0 * * 7', '2026-11-29T00:00:00', true],
    ['@hourly', '2026-11-26T05:00:00', true],
    ['5/20 * * * *', '2026-11-26T05:45:00', true],
  ])('%s at %s: %s', (schedule, at, expected) => {
    expect(runsAt(cronOf(schedule), utc(at))).toBe(expected);
  });

  test.each([
    '',
    '* * * *',
    '60 * * * *',
    '* 24 * * *',
    '* * 0 * *',
    '* * * 13 *',
    '* * * * 8',
    '*/0 * * * *',
    '5-1 * * * *',
    '0 seconds',
    '60 seconds',
    '$ * * * *',
    'x * * * *',
  ])('refuses %j', (schedule) => {
    expect(parseSchedule(schedule)).toBeNull();
  });

  test('reads intervals and @reboot', () => {
    expect(parseSchedule('30 seconds')).toEqual({ kind: 'seconds', every: 30 });
    expect(parseSchedule('1 second')).toEqual({ kind: 'seconds', every: 1 });
    expect(parseSchedule('@reboot')).toEqual({ kind: 'reboot' });
  });

  test('names of Object.prototype are no macros: refused, not a crash (found by the property below)', () => {
    for (const text of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(parseSchedule(text)).toBeNull();
  });

  test('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => void parseSchedule(text)));
  });

  test('a list of minutes and hours runs exactly at those minutes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 59 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 23 }),
        (minutes, hour, minute, atHour) => {
          const schedule = cronOf(`${minutes.join(',')} ${hour} * * *`);
          const at = new Date(Date.UTC(2026, 10, 26, atHour, minute));
          expect(runsAt(schedule, at)).toBe(minutes.includes(minute) && hour === atHour);
        },
      ),
    );
  });

  test('a step runs at the multiples of the step from the start of the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 59 }), (step, minute) => {
        expect(runsAt(cronOf(`*/${step} * * * *`), new Date(Date.UTC(2026, 0, 1, 0, minute)))).toBe(minute % step === 0);
      }),
    );
  });
});
