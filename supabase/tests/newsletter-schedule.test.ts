import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testClient } from '../../stack/test/support/clients.ts';
import { mailbox } from '../../stack/test/support/mail.ts';
import { userClient } from '../../stack/test/support/realtime.ts';
import { sql as asAdmin, userToken, warmFunctionsCache } from '../../stack/test/support/newsletter.ts';
import { sql, startTestStack, type TestStack, until } from '../../stack/test/support/stack.ts';

// Scheduled newsletter sending (pg_cron + pg_net + the project URL and key from Vault call newsletter-send at the
// issue's time) and the daily job that forgets sign-ups left unconfirmed: migration
// 20261126230000_newsletter_scheduled_sending.sql, on the local stack's pg_cron and pg_net.

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
