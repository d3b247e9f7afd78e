// Scheduled sending as the admin list shows it, from the issue's scheduled_at and schedule_fired_at.

export type ScheduleState =
  { kind: 'none' } | { kind: 'scheduled'; at: Date } | { kind: 'overdue'; at: Date } | { kind: 'started'; at: Date };

/** The send starts within seconds of its time; a minute later without a start something is wrong (e.g. no Vault secrets). */
const OVERDUE_AFTER_MS = 60_000;

export function scheduleState(
  issue: { status: string; scheduled_at: string | null; schedule_fired_at: string | null },
  now: Date,
): ScheduleState {
  if (issue.schedule_fired_at) return { kind: 'started', at: new Date(issue.schedule_fired_at) };
  if (issue.status !== 'draft' || !issue.scheduled_at) return { kind: 'none' };
  const at = new Date(issue.scheduled_at);
  return at.getTime() + OVERDUE_AFTER_MS < now.getTime() ? { kind: 'overdue', at } : { kind: 'scheduled', at };
}

/** A date as a `datetime-local` input holds it: local time to the minute (`2026-11-27T10:00`). */
export function scheduleInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
