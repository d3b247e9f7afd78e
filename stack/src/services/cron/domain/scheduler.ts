import pg from 'pg';
import { listenWithReconnect } from '../../../shared/listen.ts';
import type { Logger } from '../../../shared/log.ts';
import { activeJobs, failInterruptedRuns, finishRun, markRunning, startRun, superuserJobsEnabled, type Job } from './jobs.ts';
import { parseSchedule, runsAt, type Schedule } from './schedule.ts';
import { runCommand } from '../infra/run-command.ts';

/** The channel cron.job's trigger notifies when jobs change. */
export const RELOAD_CHANNEL = 'cron';

interface ScheduledJob {
  job: Job;
  schedule: Schedule;
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * pg_cron's scheduler as a part of the stack: reads cron.job (again whenever it changes), wakes at the next second
 * when an interval job exists, at the next minute when only cron-format jobs exist, and not at all without jobs.
 * Each tick is handled once; a job whose previous run has not finished is not started again.
 */
export async function startScheduler(options: { dbUrl: (role: string, database?: string) => string; log: Logger }): Promise<Scheduler> {
  const { log } = options;
  const pool = new pg.Pool({ connectionString: options.dbUrl('supabase_admin'), max: 3, application_name: 'pg_cron scheduler' });
  pool.on('error', (error) => log.error('database pool error', { error: error.message }));
  let jobs: ScheduledJob[] = [];
  const running = new Map<string, Promise<void>>();
  const backends = new Map<string, number>();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  // The last second handled; ticks at or before it never run again (also not for the minute the scheduler started in).
  let lastTick = Math.floor(Date.now() / 1000);

  const run = (job: Job) => {
    if (running.has(job.jobid) || stopping) return;
    const done = (async () => {
      let runid: string | undefined;
      try {
        // As pg_cron: a job of a superuser role is skipped while cron.enable_superuser_jobs is off.
        if (job.superuser && !(await superuserJobsEnabled(pool))) {
          log.info('skipping a job of a superuser role: cron.enable_superuser_jobs is off', { jobid: job.jobid, username: job.username });
          return;
        }
        runid = await startRun(pool, job);
        const outcome = await runCommand(options.dbUrl(job.username, job.database), job.command, (pid) => {
          backends.set(job.jobid, pid);
          return markRunning(pool, runid!, pid);
        });
        await finishRun(pool, runid, outcome);
        if (!outcome.succeeded) log.info('job failed', { jobid: job.jobid, jobname: job.jobname, error: outcome.message });
      } catch (error) {
        log.error('recording a job run failed', { jobid: job.jobid, error: (error as Error).message });
        // `drop extension pg_cron` took the tables: forget the jobs.
        if ((error as { code?: string }).code === '42P01') reloadLogged();
      } finally {
        running.delete(job.jobid);
        backends.delete(job.jobid);
      }
    })();
    running.set(job.jobid, done);
  };

  const tick = () => {
    timer = undefined;
    if (stopping) return;
    const now = Math.floor(Date.now() / 1000);
    // Seconds missed while the event loop was busy are caught up, at most one minute's worth.
    for (let second = Math.max(lastTick + 1, now - 59); second <= now; second++) {
      for (const { job, schedule } of jobs) {
        if (
          schedule.kind === 'seconds'
            ? second % schedule.every === 0
            : schedule.kind === 'cron' && second % 60 === 0 && runsAt(schedule, new Date(second * 1000))
        ) {
          run(job);
        }
      }
    }
    lastTick = Math.max(lastTick, now);
    arm();
  };

  const arm = () => {
    if (stopping) return;
    clearTimeout(timer);
    timer = undefined;
    const hasSeconds = jobs.some(({ schedule }) => schedule.kind === 'seconds');
    const hasCron = jobs.some(({ schedule }) => schedule.kind === 'cron');
    if (!hasSeconds && !hasCron) return;
    const next = hasSeconds ? (lastTick + 1) * 1000 : (Math.floor(lastTick / 60) + 1) * 60_000;
    timer = setTimeout(tick, Math.max(0, next - Date.now()) + 2);
  };

  const reload = async (reboot = false) => {
    const loaded = await activeJobs(pool);
    // A change takes effect from the next second: ticks before it are not caught up for the new set of jobs.
    lastTick = Math.max(lastTick, Math.floor(Date.now() / 1000));
    jobs = [];
    for (const job of loaded) {
      const schedule = parseSchedule(job.schedule);
      if (!schedule) {
        log.error('job has an invalid schedule; skipped', { jobid: job.jobid, schedule: job.schedule });
        continue;
      }
      if (schedule.kind === 'reboot') {
        if (reboot) run(job);
        continue;
      }
      jobs.push({ job, schedule });
    }
    arm();
  };
  const reloadLogged = () => void reload().catch((error: Error) => log.error('reading cron.job failed', { error: error.message }));

  await failInterruptedRuns(pool);
  const listening = await listenWithReconnect({
    dbUrl: options.dbUrl('supabase_admin'),
    applicationName: 'pg_cron scheduler',
    channel: RELOAD_CHANNEL,
    log,
    purpose: 'job changes',
    onNotification: reloadLogged,
    // Changes made while nobody listened.
    onListening: (reconnected) => {
      if (reconnected) reloadLogged();
    },
  });
  await reload(true);

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await listening.stop();
      // Runs still going end with the stack, as pg_cron's end with the server (they are recorded as failed).
      if (backends.size)
        await pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [[...backends.values()]]).catch(() => undefined);
      await Promise.all(running.values());
      await pool.end();
    },
  };
}
