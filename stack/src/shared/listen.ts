import pg from 'pg';
import type { Logger } from './log.ts';

export interface ListenOptions {
  dbUrl: string;
  /** Shown in pg_stat_activity (net.check_worker_is_up() looks for the pg_net worker's). */
  applicationName: string;
  channel: string;
  log: Logger;
  onNotification: () => void;
  /** Called each time LISTEN is in place; `reconnected` unless it is the first attempt: notifications may have been missed. */
  onListening?: (reconnected: boolean) => void;
  /** What the retry log line says the listener waits for. */
  purpose: string;
}

export interface Listening {
  stop(): Promise<void>;
}

const RETRY_MS = 1000;

/**
 * One connection LISTENing on a channel for a stack worker (pg_net's, pg_cron's): it comes back one second after it
 * is lost (Postgres restarted), and the first attempt failing is retried the same way instead of failing the start.
 * Resolves after the first attempt, whatever its outcome.
 */
export async function listenWithReconnect(options: ListenOptions): Promise<Listening> {
  const { log } = options;
  let stopping = false;
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempts = 0;

  const scheduleRetry = () => {
    if (!stopping) retry = setTimeout(() => void listen(), RETRY_MS);
  };
  const listen = async (): Promise<void> => {
    attempts++;
    const client = new pg.Client({ connectionString: options.dbUrl, application_name: options.applicationName });
    client.on('notification', () => options.onNotification());
    client.on('error', (error) => {
      log.error('listening connection lost', { error: error.message });
      client.end().catch(() => undefined);
      if (listener === client) {
        listener = undefined;
        scheduleRetry();
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (stopping) return;
      log.error(`could not listen for ${options.purpose}; retrying`, { error: (error as Error).message });
      scheduleRetry();
      return;
    }
    if (stopping) return void (await client.end().catch(() => undefined));
    listener = client;
    options.onListening?.(attempts > 1);
  };

  await listen();
  return {
    async stop() {
      stopping = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
