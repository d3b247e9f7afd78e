import type { ServiceDefinition } from '../types.ts';
import { startScheduler } from './domain/scheduler.ts';

/** pg_cron's scheduler (cron.job → runs as each job's user → cron.job_run_details); see README.md. */
export const cronService: ServiceDefinition = {
  name: 'cron',
  enabled: () => true,
  async start({ config, log }) {
    const dbUrl = (role: string, database = 'postgres') =>
      `postgresql://${encodeURIComponent(role)}:postgres@127.0.0.1:${config.db.port}/${encodeURIComponent(database)}`;
    const scheduler = await startScheduler({ dbUrl, log });
    log.info('pg_cron scheduler running');
    // Like net: no HTTP port of its own, so its state entry is its database address.
    return { port: config.db.port, url: `postgresql://127.0.0.1:${config.db.port}`, stop: () => scheduler.stop() };
  },
};
