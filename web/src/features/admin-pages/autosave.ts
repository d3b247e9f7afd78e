/**
 * A debounced runner for autosave: `schedule()` restarts the wait; the task runs once the edits pause for `delayMs`.
 * A task never runs twice at once: a schedule that fires while one is running waits for it and runs once more.
 */
export type Debouncer = {
  schedule(): void;
  /** Runs a pending task now (e.g. before leaving the page); resolves when it has finished. */
  flush(): Promise<void>;
  cancel(): void;
  readonly pending: boolean;
};

export function createDebouncer(task: () => Promise<void> | void, delayMs: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const run = async (): Promise<void> => {
    timer = undefined;
    if (running) {
      again = true;
      return running;
    }
    // Promise.resolve().then: a task that throws synchronously still settles `current` after it is stored.
    const current = Promise.resolve().then(task);
    running = current;
    let failure: { error: unknown } | undefined;
    try {
      await current;
    } catch (error) {
      failure = { error };
    } finally {
      if (running === current) running = undefined;
    }
    // Edits made during a failed save still get their own attempt.
    if (again) {
      again = false;
      await run();
    }
    if (failure) throw failure.error;
  };

  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void run().catch(() => undefined), delayMs);
    },
    flush() {
      if (timer === undefined) return running ?? Promise.resolve();
      clearTimeout(timer);
      return run();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      again = false;
    },
    get pending() {
      return timer !== undefined || again;
    },
  };
}
