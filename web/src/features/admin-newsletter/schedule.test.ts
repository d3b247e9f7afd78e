import { describe, expect, test } from 'vitest';
import { scheduleInputValue, scheduleState } from './schedule';

describe('scheduleState', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  test('reads not scheduled, scheduled, overdue and started', () => {
    expect(scheduleState({ status: 'draft', scheduled_at: null, schedule_fired_at: null }, now)).toEqual({ kind: 'none' });
    expect(scheduleState({ status: 'draft', scheduled_at: '2026-11-26T13:00:00Z', schedule_fired_at: null }, now)).toEqual({
      kind: 'scheduled',
      at: new Date('2026-11-26T13:00:00Z'),
    });
    expect(scheduleState({ status: 'draft', scheduled_at: '2026-11-26T11:58:00Z', schedule_fired_at: null }, now).kind).toBe('overdue');
    expect(
      scheduleState({ status: 'sending', scheduled_at: '2026-11-26T11:00:00Z', schedule_fired_at: '2026-11-26T11:00:01Z' }, now),
    ).toEqual({
      kind: 'started',
      at: new Date('2026-11-26T11:00:01Z'),
    });
    // Sent by hand before its time: no longer scheduled.
    expect(scheduleState({ status: 'sent', scheduled_at: '2026-11-26T13:00:00Z', schedule_fired_at: null }, now)).toEqual({ kind: 'none' });
  });

  test('formats the local time to the minute for the input', () => {
    const date = new Date(2026, 0, 5, 7, 3, 59);
    expect(scheduleInputValue(date)).toBe('2026-01-05T07:03');
  });
});
