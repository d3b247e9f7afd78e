import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseSchedule } from '../../src/services/cron/domain/schedule.ts';
import { adminDbUrl, sql, startTestStack, type TestStack, until } from '../support/stack.ts';

// pg_cron's stand-in: the stack's scheduler over the `cron` schema. What the product schedules with it (newsletter
// sending, forgetting unconfirmed sign-ups) is tested with the site's schema, in supabase/tests/newsletter-schedule.test.ts.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['auth', 'storage', 'realtime', 'functions', 'mail'] });
});

afterAll(async () => {
  await stack?.dispose();
});

const db = (text: string, params: unknown[] = []) => sql(stack.env.DB_URL!, text, params);
const admin = (text: string, params: unknown[] = []) => sql(adminDbUrl(stack.env.DB_URL!), text, params);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pg_cron', () => {
  test('schedules with and without a name, refuses a bad schedule, and alters and unschedules by id and name', async () => {
    const [unnamed] = await db(`select cron.schedule('*/5 * * * *', 'select 1') as id`);
    const [named] = await db(`select cron.schedule('porzadki', '0 3 * * *', 'select 2') as id`);
    const [again] = await db(`select cron.schedule('porzadki', '0 4 * * 1-5', 'select 3') as id`);
    expect(again!.id).toBe(named!.id);
    expect(await db('select jobname, schedule, command, username, database, active from cron.job where jobid = $1', [named!.id])).toEqual([
      { jobname: 'porzadki', schedule: '0 4 * * 1-5', command: 'select 3', username: 'postgres', database: 'postgres', active: true },
    ]);
    await expect(db(`select cron.schedule('61 * * * *', 'select 1')`)).rejects.toMatchObject({ message: 'invalid schedule: 61 * * * *' });
    await expect(db(`select cron.schedule('60 seconds', 'select 1')`)).rejects.toMatchObject({ code: '22023' });
    await db(`select cron.alter_job($1, schedule := '@daily', active := false)`, [unnamed!.id]);
    expect(await db('select schedule, active from cron.job where jobid = $1', [unnamed!.id])).toEqual([
      { schedule: '@daily', active: false },
    ]);
    expect(await db('select cron.unschedule($1::bigint) as ok', [unnamed!.id])).toEqual([{ ok: true }]);
    expect(await db(`select cron.unschedule('porzadki') as ok`)).toEqual([{ ok: true }]);
    await expect(db(`select cron.unschedule('porzadki')`)).rejects.toMatchObject({
      message: "could not find valid entry for job 'porzadki'",
    });
  });

  test('the SQL check accepts exactly the schedules the scheduler reads', async () => {
    const token = fc.constantFrom(
      '*',
      '0',
      '5',
      '7',
      '12',
      '13',
      '23',
      '24',
      '31',
      '32',
      '59',
      '60',
      '$',
      'jan',
      'mon',
      'sun',
      'x',
      '1-5',
      '5-1',
      '*/0',
      '*/15',
      '3/4',
      '1,2',
      '0-7',
    );
    const samples = fc.sample(
      fc.array(token, { minLength: 4, maxLength: 6 }).map((fields) => fields.join(' ')),
      400,
    );
    samples.push('1 seconds', '59 seconds', '60 seconds', '0 seconds', '@daily', '@reboot', '@sometimes', '');
    const rows = await db('select s, cron._stack_schedule_is_valid(s) as valid from unnest($1::text[]) s', [samples]);
    const disagreements = rows.filter((row) => row.valid !== (parseSchedule(row.s as string) !== null));
    expect(disagreements).toEqual([]);
  });

  test('runs an interval job every tick exactly once, as the role that scheduled it, and records each run', async () => {
    await db('create table public.cron_probe (at timestamptz default clock_timestamp(), who text default current_user)');
    const [job] = await db(`select cron.schedule('probe', '1 seconds', 'insert into public.cron_probe default values') as id`);
    const rows = await until(
      () => db('select who, date_trunc($$second$$, at) as second from public.cron_probe'),
      (found) => found.length >= 3,
    );
    await db(`select cron.unschedule('probe')`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.who))).toEqual(new Set(['postgres']));
    expect(new Set(rows.map((row) => String(row.second))).size).toBe(rows.length);
    const runs = await db(
      'select status, return_message, username, job_pid, start_time <= end_time as ordered from cron.job_run_details where jobid = $1',
      [job!.id],
    );
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.filter((run) => run.status === 'succeeded')[0]).toMatchObject({
      return_message: 'INSERT 0 1',
      username: 'postgres',
      ordered: true,
    });
    await db('drop table public.cron_probe');
  });

  test('a failing job is recorded as failed with the error', async () => {
    const [job] = await db(`select cron.schedule('zepsute', '1 seconds', 'select 1/0') as id`);
    const runs = await until(
      () => db(`select status, return_message from cron.job_run_details where jobid = $1 and status = 'failed'`, [job!.id]),
      (found) => found.length > 0,
    );
    await db(`select cron.unschedule('zepsute')`);
    expect(runs[0]).toEqual({ status: 'failed', return_message: 'division by zero' });
  });

  describe('a job never runs as a role its writer could not become', () => {
    test('postgres cannot write a row of cron.job naming another role, directly or through alter_job, even as a replica session', async () => {
      const [own] = await db(`select cron.schedule('moje', '0 3 * * *', 'select 1') as id`);
      const refused = { code: '42501', message: 'must be superuser to create a job for another role' };
      await expect(
        db(`insert into cron.job (schedule, command, username) values ('1 seconds', 'select 1', 'supabase_admin')`),
      ).rejects.toMatchObject(refused);
      await expect(db(`update cron.job set username = 'supabase_admin' where jobid = $1`, [own!.id])).rejects.toMatchObject(refused);
      await expect(db(`update cron.job set username = 'supabase_auth_admin' where jobid = $1`, [own!.id])).rejects.toMatchObject(refused);
      await expect(db(`select cron.alter_job($1, username := 'supabase_admin')`, [own!.id])).rejects.toMatchObject({ code: '42501' });
      await expect(
        db(`select cron.schedule_in_database('obcy', '1 seconds', 'select 1', 'postgres', 'supabase_admin')`),
      ).rejects.toMatchObject({ code: '42501' });
      // session_replication_role = replica skips ordinary triggers; postgres may set it, the guard fires anyway.
      await expect(
        db(`set session_replication_role = replica; update cron.job set username = 'supabase_admin' where jobid = ${Number(own!.id)}`),
      ).rejects.toMatchObject(refused);
      await expect(db('truncate cron.job')).rejects.toMatchObject({ code: '42501' });
      expect(await db('select username from cron.job where jobid = $1', [own!.id])).toEqual([{ username: 'postgres' }]);
      // A direct insert of its own job is held to the same checks as cron.schedule.
      await expect(db(`insert into cron.job (schedule, command) values ('61 * * * *', 'select 1')`)).rejects.toMatchObject({
        code: '22023',
      });
      await db(`select cron.unschedule('moje')`);
    });

    test('postgres cannot change or remove a job of another role', async () => {
      await admin(`alter system set cron.enable_superuser_jobs = on`);
      await admin('select pg_reload_conf()');
      try {
        const [job] = await admin(`select cron.schedule('admina', '0 4 * * *', 'select 1') as id`);
        const notYours = { code: '42501', message: `Job ${job!.id} does not exist or you don't own it` };
        await expect(db(`update cron.job set command = 'select 2' where jobid = $1`, [job!.id])).rejects.toMatchObject(notYours);
        await expect(db('delete from cron.job where jobid = $1', [job!.id])).rejects.toMatchObject(notYours);
        await admin(`select cron.unschedule('admina')`);
      } finally {
        await admin(`alter system reset cron.enable_superuser_jobs`);
        await admin('select pg_reload_conf()');
      }
    });

    test('superuser jobs are off unless cron.enable_superuser_jobs is on: refused when written, skipped when run', async () => {
      await expect(admin(`select cron.schedule('jako-admin', '1 seconds', 'select 1')`)).rejects.toMatchObject({
        code: '42501',
        message: 'cannot schedule jobs as superuser',
      });
      // A row written while the switch was on (or by a stack before this rule) is not run while it is off.
      await admin('create table public.cron_superuser_probe (who text default current_user)');
      await admin('grant select on public.cron_superuser_probe to postgres');
      await admin(`alter system set cron.enable_superuser_jobs = on`);
      await admin('select pg_reload_conf()');
      await admin(`select cron.schedule('jako-admin', '1 seconds', 'insert into public.cron_superuser_probe default values')`);
      await until(
        () => admin('select who from public.cron_superuser_probe'),
        (rows) => rows.length > 0,
      );
      await admin(`alter system reset cron.enable_superuser_jobs`);
      await admin('select pg_reload_conf()');
      await sleep(1500);
      await admin('truncate public.cron_superuser_probe');
      await sleep(2500);
      const after = await admin('select who from public.cron_superuser_probe');
      await admin(`select cron.unschedule('jako-admin')`);
      await admin('drop table public.cron_superuser_probe');
      expect(after).toEqual([]);
    });
  });
});
