import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseSchedule } from '../../src/services/cron/domain/schedule.ts';
import { testClient } from '../support/clients.ts';
import { mailbox } from '../support/mail.ts';
import { userClient } from '../support/realtime.ts';
import { sql as asAdmin, userToken, warmFunctionsCache } from '../support/newsletter.ts';
import { sql, startTestStack, type TestStack } from '../support/stack.ts';

// pg_cron's stand-in (the stack's scheduler over the `cron` schema) and what the product does with it: scheduled
// newsletter sending through pg_net and Vault, and the daily forgetting of unconfirmed sign-ups.

let stack: TestStack;

beforeAll(async () => {
  warmFunctionsCache();
  stack = await startTestStack({ exclude: ['auth', 'storage', 'realtime'] });
});

afterAll(async () => {
  await stack?.dispose();
});

const db = (text: string, params: unknown[] = []) => sql(stack.env.DB_URL!, text, params);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

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
});

describe('scheduled newsletter sending', () => {
  const admin = async () => {
    const token = await userToken(stack, { admin: true, aal: 'aal2' });
    return userClient(stack.env.API_URL!, stack.env.ANON_KEY!, () => token);
  };

  test('an issue goes out at its time, also across a restart of the stack; a cancelled one never does', async () => {
    const inbox = mailbox(stack.env.MAILPIT_URL!);
    const email = `zaplanowany-${Date.now()}@obrazy-ai.test`;
    await asAdmin(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source, consent_at, confirmed_at) values ($1, 'confirmed', 'test', now(), now())`,
      [email],
    );
    const issue = async (subject: string) =>
      (
        await asAdmin<{ id: string }>(stack, `insert into public.newsletter_issues (subject, body_md) values ($1, 'Treść.') returning id`, [
          subject,
        ])
      )[0]!.id;
    const planned = await issue(`Zaplanowane ${Date.now()}`);
    const cancelled = await issue(`Anulowane ${Date.now()}`);
    const client = await admin();
    const at = new Date(Date.now() + 25_000);
    expect(
      (await client.rpc('newsletter_schedule_send', { p_issue_id: planned, p_at: new Date(Date.now() + 3_600_000).toISOString() })).error,
    ).toBeNull();
    // Rescheduled to the time that counts.
    expect((await client.rpc('newsletter_schedule_send', { p_issue_id: planned, p_at: at.toISOString() })).error).toBeNull();
    expect((await client.rpc('newsletter_schedule_send', { p_issue_id: cancelled, p_at: at.toISOString() })).error).toBeNull();
    expect((await client.rpc('newsletter_cancel_scheduled_send', { p_issue_id: cancelled })).error).toBeNull();
    const past = await client.rpc('newsletter_schedule_send', { p_issue_id: cancelled, p_at: new Date(Date.now() - 1000).toISOString() });
    expect(past.error).toMatchObject({ code: '22023', message: 'Termin wysyłki musi być w przyszłości.' });
    const anon = await testClient(stack.env.API_URL!, stack.env.ANON_KEY!).rpc('newsletter_schedule_send', {
      p_issue_id: planned,
      p_at: at.toISOString(),
    });
    expect(anon.error?.code).toBe('42501');

    await stack.down();
    await stack.up();

    const mail = await inbox.waitFor({ to: email, subject: /Zaplanowane/ }, 45_000);
    const sentAt = new Date(mail.created).getTime();
    expect(sentAt).toBeGreaterThanOrEqual(at.getTime() - 1000);
    expect(sentAt).toBeLessThanOrEqual(at.getTime() + 5000);
    const [state] = await asAdmin(
      stack,
      'select status, scheduled_at is not null as scheduled, schedule_fired_at is not null as fired from public.newsletter_issues where id = $1',
      [planned],
    );
    expect(state).toMatchObject({ scheduled: true, fired: true });
    await sleep(2000);
    expect((await inbox.search(`to:${email}`)).map((message) => message.subject)).not.toContainEqual(expect.stringMatching(/Anulowane/));
    expect(await asAdmin(stack, `select status, scheduled_at from public.newsletter_issues where id = $1`, [cancelled])).toEqual([
      { status: 'draft', scheduled_at: null },
    ]);
    const late = await client.rpc('newsletter_cancel_scheduled_send', { p_issue_id: planned });
    expect(late.error?.code).toBe('55000');
  }, 120_000);
});

describe('forgetting unconfirmed sign-ups', () => {
  test('a daily job deletes sign-ups unconfirmed for 7 days and keeps the rest', async () => {
    const suffix = Date.now();
    await asAdmin(
      stack,
      `insert into public.newsletter_subscribers (email, status, requested_at, created_at, confirmed_at, consent_at) values
         ('stary-${suffix}@obrazy-ai.test', 'pending', now() - interval '8 days', now() - interval '8 days', null, null),
         ('nowy-${suffix}@obrazy-ai.test', 'pending', now() - interval '6 days', now() - interval '6 days', null, null),
         ('potwierdzony-${suffix}@obrazy-ai.test', 'confirmed', now() - interval '30 days', now() - interval '30 days', now() - interval '29 days', now() - interval '29 days')`,
    );
    expect(await db(`select schedule, command from cron.job where jobname = 'newsletter-forget-unconfirmed'`)).toEqual([
      { schedule: '30 3 * * *', command: 'select public.newsletter_forget_unconfirmed()' },
    ]);
    // Run now what the job runs daily, through the scheduler.
    await db(`select cron.alter_job(jobid, schedule := '1 seconds') from cron.job where jobname = 'newsletter-forget-unconfirmed'`);
    const left = await until(
      () =>
        asAdmin(stack, `select email from public.newsletter_subscribers where email like $1 order by email`, [
          `%-${suffix}@obrazy-ai.test`,
        ]),
      (rows) => rows.length === 2,
    );
    await db(`select cron.alter_job(jobid, schedule := '30 3 * * *') from cron.job where jobname = 'newsletter-forget-unconfirmed'`);
    expect(left.map((row) => row.email)).toEqual([`nowy-${suffix}@obrazy-ai.test`, `potwierdzony-${suffix}@obrazy-ai.test`]);
  });
});
