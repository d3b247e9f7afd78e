import { describe, expect, test } from 'vitest';
import { cpuBlockingTime, type TraceEvent } from './cpu-blocking.ts';

const main = { pid: 10, tid: 10 };
const fcp: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ts: 1_000_000, ...main };
/** A main-thread task at `atMs` of `wallMs` on the clock, of which the thread ran `cpuMs`. */
const task = (atMs: number, wallMs: number, cpuMs: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  ...thread,
});

describe('TBT from CPU time', () => {
  test('counts thread time × 4 beyond 50 ms, not the wall time a task spent waiting for a core', () => {
    // 30 ms of CPU: 120 − 50 = 70; 10 ms of CPU in 60 ms of wall time: 40 − 50 < 0, nothing.
    expect(cpuBlockingTime([fcp, task(1_100, 31, 30), task(1_200, 60, 10)])).toBe(70);
  });

  test('only tasks after the first contentful paint, of the thread that painted it, and nested ones once', () => {
    const other = { pid: 10, tid: 11 };
    const events = [
      fcp,
      task(900, 40, 40), // before the first paint
      task(1_100, 40, 40, other), // another thread (a worker)
      task(1_200, 40, 20), // 80 − 50 = 30
      task(1_210, 10, 10), // inside the one before: already counted
    ];
    expect(cpuBlockingTime(events)).toBe(30);
    expect(cpuBlockingTime(events, 6)).toBe(70);
  });

  test('no first contentful paint: nothing to measure from', () => {
    expect(cpuBlockingTime([task(1_100, 40, 40)])).toBeUndefined();
  });
});
