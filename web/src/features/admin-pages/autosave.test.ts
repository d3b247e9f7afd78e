import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDebouncer } from './autosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDebouncer', () => {
  test('runs once after the edits pause, not on every edit', async () => {
    const task = vi.fn();
    const debouncer = createDebouncer(task, 1000);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(600);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(600);
    debouncer.schedule();
    expect(task).not.toHaveBeenCalled();
    expect(debouncer.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
    expect(debouncer.pending).toBe(false);
  });

  test('cancel drops a pending run', async () => {
    const task = vi.fn();
    const debouncer = createDebouncer(task, 500);
    debouncer.schedule();
    debouncer.cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).not.toHaveBeenCalled();
  });

  test('flush runs a pending task at once and waits for it', async () => {
    const order: string[] = [];
    const debouncer = createDebouncer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('saved');
    }, 5000);
    debouncer.schedule();
    const flushed = debouncer.flush().then(() => order.push('flushed'));
    await vi.advanceTimersByTimeAsync(50);
    await flushed;
    expect(order).toEqual(['saved', 'flushed']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(order).toEqual(['saved', 'flushed']);
  });

  test('never runs two saves at once: an edit during a save runs one more save after it', async () => {
    let concurrent = 0;
    let maxConcurrent = 0;
    let runs = 0;
    const debouncer = createDebouncer(async () => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 300));
      concurrent--;
      runs++;
    }, 100);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(150); // first save is running
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(100); // second fires while the first still runs
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(maxConcurrent).toBe(1);
  });

  test('a failing task does not stop later runs', async () => {
    let calls = 0;
    const debouncer = createDebouncer(() => {
      calls++;
      if (calls === 1) throw new Error('network');
    }, 100);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(100);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toBe(2);
  });
});
