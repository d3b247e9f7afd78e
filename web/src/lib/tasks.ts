/**
 * Ends the current task: the browser handles pending input (and paints) before the next step runs. A message, not a
 * timer, so a page under a test's paused fake clock goes on as well.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `start` in a task of its own, after the tasks queued before it, and settles as its promise does. A query
 * started through supabase-js runs a chain of promise callbacks before its request goes out (the session read from
 * its cookie and decoded, the request built): started together, several such chains ran as one task of ~100 ms on
 * a slow phone (the account page's five); one per task, the browser can answer a tap in between. None waits for
 * another's answer.
 */
export function startInOwnTask<T>(start: () => Promise<T>): Promise<T> {
  return yieldToBrowser().then(() => start());
}

/**
 * Runs the steps one per task, in order, each once the one before has settled (a step that fails stops the rest and
 * rejects). For work that must be done in sequence but is too long for one task, such as evaluating several modules
 * that one import would evaluate together.
 */
export async function oneStepPerTask(steps: readonly (() => Promise<unknown>)[]): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    await step();
  }
}
