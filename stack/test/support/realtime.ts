import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

/** Resolves when the channel is joined; rejects with the server's reason on CHANNEL_ERROR, TIMED_OUT or CLOSED. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscribe status in time')), timeoutMs);
    channel.subscribe((status, error) => {
      clearTimeout(timer);
      if (status === 'SUBSCRIBED') resolve();
      else reject(new Error(`${status}: ${error?.message ?? ''}`));
    });
  });
}

/** Collects what a callback receives and waits for a condition on it. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: (() => void)[] = [];

  readonly push = (item: T): void => {
    this.items.push(item);
    for (const waiter of this.waiters) waiter();
  };

  until(predicate: (items: T[]) => boolean, timeoutMs = 8_000): Promise<T[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!predicate(this.items)) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== onPush);
        resolve(this.items);
        return true;
      };
      const onPush = () => void check();
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== onPush);
        reject(new Error(`condition not met in ${timeoutMs} ms; got ${JSON.stringify(this.items).slice(0, 2000)}`));
      }, timeoutMs);
      if (!check()) this.waiters.push(onPush);
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { signUserToken as userToken } from './stack.ts';

/**
 * A supabase-js client acting as a signed-in user: supabase-js re-reads the realtime token from its `accessToken`
 * callback after every join and heartbeat (without one it falls back to the anon key), so the token comes from there.
 */
export function userClient(url: string, anonKey: string, token: () => string): SupabaseClient {
  return createClient(url, anonKey, {
    accessToken: async () => token(),
    realtime: { transport: WebSocket as never },
  });
}
