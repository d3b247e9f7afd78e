import type pg from 'pg';
import type { Logger } from '../../../shared/log.ts';
import { dropOldMessagePartitions, ensureMessagePartitions } from '../infra/database.ts';

const EVERY_MS = 6 * 60 * 60 * 1000;

/** Keeps realtime.messages' day partitions: now (a failure is thrown), then every 6 hours (a failure is logged). */
export async function keepMessagePartitions(pool: pg.Pool, log: Logger): Promise<{ stop(): void }> {
  const maintain = async () => {
    await ensureMessagePartitions(pool);
    const dropped = await dropOldMessagePartitions(pool);
    if (dropped.length) log.info('dropped old message partitions', { partitions: dropped });
  };
  await maintain();
  const timer = setInterval(
    () => maintain().catch((error: Error) => log.error('maintaining partitions failed', { error: error.message })),
    EVERY_MS,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
