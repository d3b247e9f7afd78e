import crypto from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { freePort } from '../../stack/src/shared/ports.ts';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { Inbox, subscribed, userClient } from '../../stack/test/support/realtime.ts';
import { sql, userToken, warmFunctionsCache } from '../../stack/test/support/newsletter.ts';

/**
 * The newsletter against an SMTP relay that refuses some addresses, as a production relay does: 550 for a mailbox
 * that does not exist (permanent: bounced and suppressed), 451 for one that is temporarily unavailable (retried
 * later). Everything else is accepted and counted here.
 */
let stack: TestStack;
let relay: SMTPServer;
const accepted: string[] = [];

function startRelay(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nieistniejacy')) {
        return callback(Object.assign(new Error('5.1.1 Nie ma takiej skrzynki'), { responseCode: 550 }));
      }
      if (address.address.startsWith('chwilowo')) {
        return callback(Object.assign(new Error('4.2.1 Skrzynka chwilowo niedostępna'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  warmFunctionsCache();
  const port = await freePort();
  relay = await startRelay(port);
  stack = await startTestStack({
    files: { 'functions/.env': `SMTP_HOST=127.0.0.1\nSMTP_PORT=${port}\nNEWSLETTER_FROM=newsletter@obrazy-ai.test\n` },
    exclude: ['auth', 'storage'],
  });
});

afterAll(async () => {
  await stack?.dispose();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
});

async function createIssue(subject: string): Promise<string> {
  const [issue] = await sql<{ id: string }>(stack, 'insert into public.newsletter_issues (subject, body_md) values ($1, $2) returning id', [
    subject,
    'Treść wydania.',
  ]);
  return issue!.id;
}

async function send(token: string, issueId: string) {
  const response = await fetch(`${stack.env.FUNCTIONS_URL}/newsletter-send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ issueId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    status: string;
    total: number;
    sent: number;
    failed: number;
    remaining: number;
    done: boolean;
    retryAfterSeconds: number;
  };
}

describe('SMTP failures during a send', () => {
  const domain = `relay-${crypto.randomBytes(3).toString('hex')}.test`;
  let issueId: string;
  let admin: string;
  let answer: Awaited<ReturnType<typeof send>>;
  let channel: RealtimeChannel | undefined;
  let client: SupabaseClient | undefined;
  const progress = new Inbox<{ sent_count: number; total_count: number; failed_count: number; status: string }>();

  beforeAll(async () => {
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source, consent_at)
       select address, 'confirmed', 'test', now()
       from unnest(array['nieistniejacy@' || $1, 'chwilowo@' || $1]
                   || array(select 'czytelnik' || n || '@' || $1 from generate_series(1, 20) n)) address`,
      [domain],
    );
    issueId = await createIssue('Wydanie z odbiciami');
    admin = await userToken(stack, { admin: true, aal: 'aal2' });
    // The admin page's view: the issue row over realtime, as an admin with MFA.
    client = userClient(stack.env.API_URL!, stack.env.ANON_KEY!, () => admin);
    await client.realtime.setAuth(admin);
    channel = client
      .channel(`newsletter-${issueId}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'newsletter_issues', filter: `id=eq.${issueId}` }, (payload) =>
        progress.push(payload.new as never),
      );
    await subscribed(channel);
    answer = await send(admin, issueId);
  });

  afterAll(async () => {
    await channel?.unsubscribe();
    // An open socket would keep the stack's realtime server waiting when it stops.
    client?.realtime.disconnect();
  });

  test('a 5xx marks that delivery failed and the address bounced; the rest still go out', async () => {
    expect(accepted.filter((address) => address.endsWith(`@${domain}`)).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `czytelnik${i + 1}@${domain}`).sort(),
    );
    const [bounced] = await sql(
      stack,
      "select status, bounced_at is not null as has_time from public.newsletter_subscribers where email = 'nieistniejacy@' || $1",
      [domain],
    );
    expect(bounced).toEqual({ status: 'bounced', has_time: true });
    const [delivery] = await sql<{ status: string; last_error: string }>(
      stack,
      `select d.status, d.last_error from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id
       where d.issue_id = $1 and s.email = 'nieistniejacy@' || $2`,
      [issueId, domain],
    );
    expect(delivery!.status).toBe('failed');
    expect(delivery!.last_error).toMatch(/^550 /);
    expect(delivery!.last_error).not.toContain('@');
    expect(answer).toMatchObject({ failed: 1, sent: 20 });
  });

  test('a 4xx is retried later with backoff: the issue keeps sending and says what remains', async () => {
    expect(answer).toMatchObject({ status: 'sending', done: false, remaining: 1 });
    const [delivery] = await sql<{ status: string; attempts: number; later: boolean }>(
      stack,
      `select d.status, d.attempts, d.next_attempt_at > now() + interval '20 seconds' as later
       from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id
       where d.issue_id = $1 and s.email = 'chwilowo@' || $2`,
      [issueId, domain],
    );
    expect(delivery).toEqual({ status: 'pending', attempts: 1, later: true });
    // Called again before the backoff ends, nothing is claimable: it answers at once and asks to come back.
    expect(await send(admin, issueId)).toMatchObject({ remaining: 1, retryAfterSeconds: 10 });
  });

  test('a bounced address is suppressed from later issues', async () => {
    const next = await createIssue('Następne wydanie');
    const result = await send(admin, next);
    const addresses = await sql<{ email: string }>(
      stack,
      `select s.email from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id where d.issue_id = $1`,
      [next],
    );
    expect(addresses.map((row) => row.email)).not.toContain(`nieistniejacy@${domain}`);
    expect(result.failed).toBe(0);
  });

  test('a subscriber who unsubscribes after sending started is not mailed afterwards', async () => {
    const leaving = `odchodzacy@${domain}`;
    await sql(
      stack,
      "insert into public.newsletter_subscribers (email, status, consent_source, consent_at) values ($1, 'confirmed', 'test', now())",
      [leaving],
    );
    const later = await createIssue('Wydanie w trakcie wypisu');
    // Sending starts (as the resume job would, with the service role's claims): the delivery row exists…
    await sql(
      stack,
      `select set_config('request.jwt.claims', '{"role":"service_role"}', false), public.newsletter_start_send($1, '<p>x</p>', null)`,
      [later],
    );
    // …then the address leaves before its turn.
    await sql(stack, "update public.newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email = $1", [
      leaving,
    ]);
    await send(admin, later);
    const [delivery] = await sql<{ status: string }>(
      stack,
      `select d.status from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id
       where d.issue_id = $1 and s.email = $2`,
      [later, leaving],
    );
    expect(delivery).toEqual({ status: 'skipped' });
    expect(accepted).not.toContain(leaving);
  });

  test('the admin page sees the progress live over realtime (counters on the issue row)', async () => {
    const items = await progress.until((all) => all.some((row) => row.sent_count === 20 && row.failed_count === 1));
    expect(items[0]).toMatchObject({ status: 'sending' });
    expect(items.at(-1)).toMatchObject({ status: 'sending', total_count: 22, sent_count: 20, failed_count: 1 });
    const sentCounts = items.map((row) => row.sent_count);
    expect(sentCounts).toEqual([...sentCounts].sort((a, b) => a - b));
  });
});
