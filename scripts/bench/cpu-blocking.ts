/**
 * Total blocking time from the main thread's CPU time, for bench:web. Lighthouse's TBT is built from how long each
 * task took on the wall clock (times its 4× CPU slowdown), so on a shared machine a task that waited for a core
 * counts as blocking even when the page did little: on this two-core machine the same build's TBT moves by hundreds of
 * milliseconds between runs. This reads the same trace but takes each task's thread time (`tdur`: time the thread
 * actually ran), so what the page itself asks of the CPU can be compared between runs and machines.
 */
export type TraceEvent = {
  name?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  tdur?: number;
  pid?: number;
  tid?: number;
};

/** A task blocks for what it runs beyond 50 ms, on the slowed-down phone Lighthouse emulates. */
const longTaskMs = 50;

/**
 * Σ max(0, slowdown × thread time − 50 ms) over the renderer main thread's top-level tasks that start after the first
 * contentful paint, in milliseconds; undefined when the trace has no first contentful paint.
 */
export function cpuBlockingTime(events: TraceEvent[], slowdown = 4): number | undefined {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (fcp?.ts === undefined) return undefined;
  // The paint is recorded on the page's main thread: its tasks are the ones Lighthouse counts.
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === fcp.pid && event.tid === fcp.tid)
    .sort((a, b) => a.ts! - b.ts!);
  let blocking = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    const start = task.ts!;
    // A task nested in another (a nested run loop) is part of the outer one.
    if (start < coveredUntil) continue;
    coveredUntil = start + (task.dur ?? 0);
    if (start < fcp.ts) continue;
    blocking += Math.max(0, (slowdown * (task.tdur ?? task.dur ?? 0)) / 1000 - longTaskMs);
  }
  return blocking;
}
