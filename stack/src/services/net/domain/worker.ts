import pg from 'pg';
import { listenWithReconnect } from '../../../shared/listen.ts';
import type { Logger } from '../../../shared/log.ts';
import { deleteExpiredResponses, maxResponseBytes, storeResponses, takeRequests } from './queue.ts';
import { sendRequest } from '../infra/http-client.ts';

/** What `net.check_worker_is_up()` looks for in pg_stat_activity. */
export const WORKER_APPLICATION_NAME = 'pg_net worker';
/** The channel `net.wake()` notifies; a notification arrives only once the transaction that queued a request commits. */
export const WAKE_CHANNEL = 'pg_net';
/** With no requests at all, expired responses are still deleted this often. */
const TTL_SWEEP_MS = 60 * 60 * 1000;

export interface NetWorker {
  stop(): Promise<void>;
  /** Resolves once everything queued so far has been sent and answered (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * pg_net's background worker as a part of the stack: it sleeps on LISTEN until `net.wake()` is committed, then sends
 * every queued request at once (each with its own timeout) and stores the answers. Nothing runs while nothing is
 * queued, apart from an hourly sweep of expired responses.
 */
export async function startNetWorker(dbUrl: string, log: Logger): Promise<NetWorker> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 3, application_name: 'pg_net' });
  pool.on('error', (error) => log.error('database pool error', { error: error.message }));
  let stopping = false;
  let draining: Promise<void> = Promise.resolve();
  let again = false;
  let running = false;

  const drainOnce = async () => {
    for (;;) {
      const requests = await takeRequests(pool);
      if (requests.length === 0) break;
      const maxBytes = await maxResponseBytes(pool);
      const responses = await Promise.all(requests.map((request) => sendRequest(request, maxBytes)));
      await storeResponses(pool, responses);
      for (const response of responses) {
        if (response.errorMessage) log.info('request failed', { id: response.id, error: response.errorMessage });
      }
      log.info('requests sent', { count: requests.length });
    }
    await deleteExpiredResponses(pool);
  };
  const wake = () => {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    draining = (async () => {
      do {
        again = false;
        await drainOnce().catch((error: Error) => log.error('sending queued requests failed', { error: error.message }));
      } while (again && !stopping);
      running = false;
    })();
  };

  // The listening connection comes back after Postgres restarts; meanwhile nothing can be queued anyway. Each time it
  // is in place, whatever was queued while nobody listened is sent.
  const listening = await listenWithReconnect({
    dbUrl,
    applicationName: WORKER_APPLICATION_NAME,
    channel: WAKE_CHANNEL,
    log,
    purpose: 'requests',
    onNotification: wake,
    onListening: wake,
  });
  const sweep = setInterval(() => wake(), TTL_SWEEP_MS);
  sweep.unref();

  return {
    idle: async () => {
      while (running) await draining;
    },
    async stop() {
      stopping = true;
      clearInterval(sweep);
      await listening.stop();
      await draining;
      await pool.end();
    },
  };
}
