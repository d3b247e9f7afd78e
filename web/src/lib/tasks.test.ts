import { describe, expect, it } from 'vitest';
import { startInOwnTask, yieldToBrowser } from './tasks';

describe('startInOwnTask', () => {
  it('starts nothing in the current task, then one start per task, in order', async () => {
    const steps: string[] = [];
    const first = startInOwnTask(async () => {
      steps.push('first');
      // Promise callbacks of a start run before the next start: they belong to its task.
      queueMicrotask(() => steps.push('first: its promise callbacks'));
      return 1;
    });
    const second = startInOwnTask(async () => {
      steps.push('second');
      return 2;
    });
    await Promise.resolve();
    expect(steps).toEqual([]);
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(steps).toEqual(['first', 'first: its promise callbacks', 'second']);
  });

  it('settles as the started promise does', async () => {
    await expect(startInOwnTask(() => Promise.reject(new Error('brak połączenia')))).rejects.toThrow('brak połączenia');
  });

  it('a yield lets the tasks queued before it run first', async () => {
    const steps: string[] = [];
    void startInOwnTask(async () => void steps.push('started'));
    await yieldToBrowser();
    expect(steps).toEqual(['started']);
  });
});
