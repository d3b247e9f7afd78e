import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminDbUrl, sql, startTestStack, type TestStack, until } from '../../stack/test/support/stack.ts';

// A scheduled send that cannot be asked for backs off to once a minute instead of failing every second:
// migration 20261128200000_newsletter_schedule_backs_off.sql.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['auth', 'storage', 'realtime', 'functions', 'mail'] });
});

afterAll(async () => {
  await stack?.dispose();
});

const db = (text: string, params: unknown[] = []) => sql(stack.env.DB_URL!, text, params);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled newsletter sending', () => {
  test('when asking newsletter-send fails, the issue stays unsent and cancellable and its job runs once a minute', async () => {
    // Without the project's URL in Vault, newsletter_request_send raises.
    await sql(adminDbUrl(stack.env.DB_URL!), `delete from vault.secrets where name = 'project_url'`);
    const [issue] = await db(
      `insert into public.newsletter_issues (subject, body_md, scheduled_at) values ('Nieudane', 'Treść.', now() + interval '2 seconds') returning id`,
    );
    // What newsletter_schedule_send does for a time within the next minute.
    await db(`select cron.schedule(public.newsletter_schedule_job_name($1), '1 seconds', format('select public.newsletter_scheduled_tick(%L::uuid)', $1::uuid))`, [
      issue!.id,
    ]);
    const [job] = await until(
      () => db(`select jobid, schedule from cron.job where jobname = public.newsletter_schedule_job_name($1)`, [issue!.id]),
      (rows) => rows[0]?.schedule === '* * * * *',
    );
    const runsAfterBackoff = async () =>
      (await db(`select count(*)::int as runs from cron.job_run_details where jobid = $1 and start_time > now() - interval '4 seconds'`, [job!.jobid]))[0]!
        .runs as number;
    await sleep(4000);
    // Every second would be 4 runs; once a minute is at most one.
    expect(await runsAfterBackoff()).toBeLessThanOrEqual(1);
    expect(await db('select status, schedule_fired_at from public.newsletter_issues where id = $1', [issue!.id])).toEqual([
      { status: 'draft', schedule_fired_at: null },
    ]);
  });
});
