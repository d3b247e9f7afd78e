/** The scheduler's SQL on pg_cron's tables: the active jobs, and one `cron.job_run_details` row per run. */
import type pg from 'pg';

export interface Job {
  jobid: string;
  schedule: string;
  command: string;
  database: string;
  username: string;
  jobname: string | null;
  /**
   * Whether `username` is a superuser role: such a job runs only while `cron.enable_superuser_jobs` is on. Not
   * `postgres` in a cluster made by an older checkout, where it is the bootstrap superuser and its jobs run as before.
   */
  superuser: boolean;
}

/** pg_cron is an extension a migration creates: before that (or after `drop extension`) there are no jobs. */
function withoutCronSchema(error: unknown): boolean {
  return (error as { code?: string }).code === '42P01' || (error as { code?: string }).code === '3F000';
}

export async function activeJobs(db: pg.Pool): Promise<Job[]> {
  try {
    const { rows } = await db.query<Job>(
      `select j.jobid::text, j.schedule, j.command, j.database, j.username, j.jobname, coalesce(r.rolsuper and not (r.rolname = 'postgres' and r.oid = 10), false) as superuser
       from cron.job j left join pg_catalog.pg_roles r on r.rolname = j.username
       where j.active order by j.jobid`,
    );
    return rows;
  } catch (error) {
    if (withoutCronSchema(error)) return [];
    throw error;
  }
}

/** pg_cron's `cron.enable_superuser_jobs`, as the server has it (postgresql.conf or `alter system`); off when unset. */
export async function superuserJobsEnabled(db: pg.Pool): Promise<boolean> {
  const { rows } = await db.query<{ value: string | null }>(`select current_setting('cron.enable_superuser_jobs', true) as value`);
  return ['on', 'true', 'yes', '1'].includes((rows[0]?.value ?? '').toLowerCase());
}

/** Records a run as `starting` (pg_cron's first status) and returns its runid. */
export async function startRun(db: pg.Pool, job: Job): Promise<string> {
  const { rows } = await db.query<{ runid: string }>(
    `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
     values ($1, $2, $3, $4, 'starting', now()) returning runid::text`,
    [job.jobid, job.database, job.username, job.command],
  );
  return rows[0]!.runid;
}

export async function markRunning(db: pg.Pool, runid: string, pid: number): Promise<void> {
  await db.query(`update cron.job_run_details set status = 'running', job_pid = $2 where runid = $1`, [runid, pid]);
}

export async function finishRun(db: pg.Pool, runid: string, outcome: { succeeded: boolean; message: string }): Promise<void> {
  await db.query(`update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1`, [
    runid,
    outcome.succeeded ? 'succeeded' : 'failed',
    outcome.message,
  ]);
}

/** Runs left `running` or `starting` by a scheduler that stopped: pg_cron marks them failed on start. */
export async function failInterruptedRuns(db: pg.Pool): Promise<void> {
  try {
    await db.query(
      `update cron.job_run_details set status = 'failed', return_message = 'server restarted', end_time = coalesce(end_time, now())
       where status in ('starting', 'running')`,
    );
  } catch (error) {
    if (!withoutCronSchema(error)) throw error;
  }
}
