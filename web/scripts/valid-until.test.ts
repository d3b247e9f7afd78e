import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextWarsawChange, validUntil, warsawClock } from './valid-until.ts';

const hour = 3_600_000;
const warsawDate = (instant: number) => {
  const { year, month, day } = warsawClock(instant);
  return `${year}-${month}-${day}`;
};
const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('nextWarsawChange', () => {
  test('the next day begins at the first Warsaw midnight after now, never more than 25 hours on', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const next = nextWarsawChange('day', new Date(now)).getTime();
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(25 * hour);
        expect(warsawClock(next)).toMatchObject({ hour: 0, minute: 0, second: 0 });
        // No midnight in between: the millisecond before is still today in Warsaw.
        expect(warsawDate(next - 1)).toBe(warsawDate(now));
        expect(warsawDate(next)).not.toBe(warsawDate(now));
      }),
      { numRuns: 500 },
    );
  });

  test('the next year begins on 1 January at midnight in Warsaw', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const next = nextWarsawChange('year', new Date(now)).getTime();
        expect(next).toBeGreaterThan(now);
        expect(warsawClock(next)).toMatchObject({ year: warsawClock(now).year + 1, month: 1, day: 1, hour: 0, minute: 0 });
        expect(warsawClock(next - 1).year).toBe(warsawClock(now).year);
      }),
      { numRuns: 300 },
    );
  });

  test('knows winter and summer time, and the days the clocks change', () => {
    expect(nextWarsawChange('day', new Date('2026-11-29T23:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(nextWarsawChange('day', new Date('2026-07-01T21:59:59Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
    // 29 March 2026 has 23 hours in Warsaw, 25 October 2026 has 25.
    expect(nextWarsawChange('day', new Date('2026-03-28T23:00:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextWarsawChange('day', new Date('2026-10-24T22:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // 23:30 UTC on New Year's Eve is already the new year in Warsaw.
    expect(nextWarsawChange('year', new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-12-31T23:00:00.000Z');
  });
});

describe('validUntil', () => {
  const renderedAt = new Date('2026-11-30T10:00:00Z');
  test('a page showing the day lasts until midnight, one showing only the year until New Year, others for good', () => {
    expect(validUntil(['year', 'day'], renderedAt)).toBe('2026-11-30T23:00:00.000Z');
    expect(validUntil(['year'], renderedAt)).toBe('2026-12-31T23:00:00.000Z');
    expect(validUntil([], renderedAt)).toBeUndefined();
  });
});
