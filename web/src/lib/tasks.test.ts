import { describe, expect, it } from 'vitest';
import { oneStepPerTask, startInOwnTask, yieldToBrowser } from './tasks';

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

describe('oneStepPerTask', () => {
  it('runs each step in a task of its own, in order, each once the one before has settled', async () => {
    const steps: string[] = [];
    let firstDone!: () => void;
    const done = oneStepPerTask([
      () => {
        steps.push('first');
        return new Promise<void>((resolve) => (firstDone = resolve));
      },
      async () => void steps.push('second'),
    ]);
    await Promise.resolve();
    expect(steps).toEqual([]);
    await yieldToBrowser();
    expect(steps).toEqual(['first']);
    // The first has not settled: however many tasks pass, the second waits.
    await yieldToBrowser();
    await yieldToBrowser();
    expect(steps).toEqual(['first']);
    firstDone();
    await done;
    expect(steps).toEqual(['first', 'second']);
  });

  it('the second step starts in a later task than the first, not in its promise callbacks', async () => {
    const steps: string[] = [];
    const done = oneStepPerTask([async () => void steps.push('first'), async () => void steps.push('second')]);
    await yieldToBrowser();
    // The first step ran in the task before this one's turn; its settling alone does not start the second.
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['first']);
    await done;
    expect(steps).toEqual(['first', 'second']);
  });

  it('a step that fails rejects and runs none after it', async () => {
    const steps: string[] = [];
    await expect(
      oneStepPerTask([() => Promise.reject(new Error('nie wczytano modułu')), async () => void steps.push('second')]),
    ).rejects.toThrow('nie wczytano modułu');
    expect(steps).toEqual([]);
  });
});
