// The admin newsletter screens' API surface, through supabase-js and the functions endpoint as the screens use it:
// who may read, export, erase and send, the export's paging past PostgREST's row limit, and what erasure removes.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { testClient } from '../../stack/test/support/clients.ts';
import { mailbox } from '../../stack/test/support/mail.ts';
import { userClient } from '../../stack/test/support/realtime.ts';
import { sql, userToken, warmFunctionsCache } from '../../stack/test/support/newsletter.ts';

let stack: TestStack;
let inbox: ReturnType<typeof mailbox>;

beforeAll(async () => {
  warmFunctionsCache();
  // Visitors are played through X-Forwarded-For, which the gateway keeps from a trusted proxy only.
  stack = await startTestStack({ exclude: ['auth', 'storage', 'realtime'], env: { STACK_TRUSTED_PROXIES: '127.0.0.1' } });
  inbox = mailbox(stack.env.MAILPIT_URL!);
});

afterAll(async () => {
  await stack?.dispose();
});

type Caller = { name: string; token: string; client: SupabaseClient };

async function caller(name: string, options: { admin: boolean; aal: 'aal1' | 'aal2' } | 'anon'): Promise<Caller> {
  const token = options === 'anon' ? stack.env.ANON_KEY! : await userToken(stack, options);
  const client =
    options === 'anon'
      ? testClient(stack.env.API_URL!, stack.env.ANON_KEY!)
      : userClient(stack.env.API_URL!, stack.env.ANON_KEY!, () => token);
  return { name, token, client };
}

const domainOf = (label: string) => `${label}-${crypto.randomBytes(3).toString('hex')}.test`;

async function confirmedSubscribers(domain: string, count: number, status = 'confirmed'): Promise<void> {
  await sql(
    stack,
    `insert into public.newsletter_subscribers (email, status, consent_source, consent_at, confirmed_at)
     select 'osoba' || lpad(n::text, 5, '0') || '@' || $1, $3, 'test', now(), now() from generate_series(1, $2::int) n`,
    [domain, count, status],
  );
}

async function draftIssue(subject: string): Promise<string> {
  const [issue] = await sql<{ id: string }>(stack, 'insert into public.newsletter_issues (subject, body_md) values ($1, $2) returning id', [
    subject,
    '## Co nowego\n\nZażółć gęślą jaźń.',
  ]);
  return issue!.id;
}

function send(token: string, body: unknown) {
  return fetch(`${stack.env.FUNCTIONS_URL}/newsletter-send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The export as the admin screen does it: every matching row, 1000 per request (PostgREST's max_rows). */
async function exportAll(client: SupabaseClient, filter: { status?: string; pattern?: string }) {
  const rows: { email: string; status: string }[] = [];
  for (let from = 0; ; from += 1000) {
    let query = client.from('newsletter_subscribers').select('id, email, status');
    if (filter.status) query = query.eq('status', filter.status);
    if (filter.pattern) query = query.ilike('email', filter.pattern);
    const { data, error } = await query
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + 999);
    if (error) return { rows, error };
    rows.push(...data);
    if (data.length < 1000) return { rows, error: null };
  }
}

describe('who may do what', () => {
  const domain = domainOf('uprawnienia');
  let issueId: string;
  let subscriberId: string;

  beforeAll(async () => {
    await confirmedSubscribers(domain, 3);
    issueId = await draftIssue('Wydanie nie dla każdego');
    const [row] = await sql<{ id: string }>(stack, 'select id from public.newsletter_subscribers where email = $1', [
      `osoba00001@${domain}`,
    ]);
    subscriberId = row!.id;
  });

  test('anon, a signed-in user and an admin at aal1 cannot read, export, erase or send', async () => {
    const denied = [
      await caller('anon', 'anon'),
      await caller('user', { admin: false, aal: 'aal2' }),
      await caller('admin aal1', { admin: true, aal: 'aal1' }),
    ];
    for (const { name, token, client } of denied) {
      const read = await client.from('newsletter_subscribers').select('email', { count: 'exact' }).ilike('email', `%@${domain}`);
      if (name === 'anon') expect(read.error?.code, name).toBe('42501');
      else expect({ rows: read.data, count: read.count }, name).toEqual({ rows: [], count: 0 });

      const exported = await exportAll(client, { pattern: `%@${domain}` });
      expect(exported.rows, name).toEqual([]);

      const erase = await client.rpc('newsletter_erase_subscriber', { p_subscriber_id: subscriberId });
      expect(erase.error?.code, name).toBe('42501');
      if (name !== 'anon')
        expect(erase.error?.message, name).toBe('Usuwać subskrybentów może tylko administrator z weryfikacją dwuetapową.');
      const deleted = await client.from('newsletter_subscribers').delete().eq('id', subscriberId).select('id');
      if (name === 'anon') expect(deleted.error?.code, name).toBe('42501');
      else expect(deleted.data, name).toEqual([]);

      const issues = await client.from('newsletter_issues').select('id').eq('id', issueId);
      if (name === 'anon') expect(issues.error?.code, name).toBe('42501');
      else expect(issues.data, name).toEqual([]);
      const insert = await client.from('newsletter_issues').insert({ subject: 'Podrzucone wydanie' });
      expect(insert.error?.code, name).toBe('42501');

      const expectedStatus = name === 'anon' ? 401 : 403;
      for (const body of [{ issueId }, { issueId, testEmail: `${name.replace(/\s/g, '-')}@${domain}` }, { webViewUrls: [issueId] }]) {
        const response = await send(token, body);
        expect(response.status, `${name} ${JSON.stringify(body)}`).toBe(expectedStatus);
      }
    }

    // Nothing changed.
    expect(await sql(stack, 'select count(*)::int as n from public.newsletter_subscribers where email like $1', [`%@${domain}`])).toEqual([
      { n: 3 },
    ]);
    expect(await sql(stack, 'select status from public.newsletter_issues where id = $1', [issueId])).toEqual([{ status: 'draft' }]);
    expect(await sql(stack, 'select 1 from public.newsletter_deliveries where issue_id = $1', [issueId])).toHaveLength(0);
    expect(await inbox.search(`to:@${domain}`)).toHaveLength(0);
  });

  test('an admin with MFA (aal2) can read, export, erase and send', async () => {
    const { token, client } = await caller('admin aal2', { admin: true, aal: 'aal2' });
    const read = await client.from('newsletter_subscribers').select('email', { count: 'exact' }).ilike('email', `%@${domain}`);
    expect(read.count).toBe(3);
    expect((await exportAll(client, { pattern: `%@${domain}` })).rows).toHaveLength(3);

    const erase = await client.rpc('newsletter_erase_subscriber', { p_subscriber_id: subscriberId });
    expect(erase.error).toBeNull();
    expect(erase.data).toMatchObject({ id: subscriberId, email: `osoba00001@${domain}`, deliveries: 0, confirmations: 0 });

    const response = await send(token, { issueId });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { done: boolean; sent: number; total: number; status: string };
    expect(answer).toMatchObject({ done: true, status: 'sent' });
    const received = await inbox.search(`to:@${domain}`);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual([`osoba00002@${domain}`, `osoba00003@${domain}`]);
  });
});

describe('CSV export and search', () => {
  test('the export reads every matching row past the 1000-row limit of one request, filtered by status', async () => {
    const domain = domainOf('eksport');
    // Unsubscribed, so the sends of the other tests do not mail 1,234 addresses.
    await confirmedSubscribers(domain, 1234, 'unsubscribed');
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source)
       select 'czeka' || n || '@' || $1, 'pending', 'test' from generate_series(1, 7) n`,
      [domain],
    );
    const { client } = await caller('admin aal2', { admin: true, aal: 'aal2' });
    const one = await client.from('newsletter_subscribers').select('id').ilike('email', `%@${domain}`);
    expect(one.data).toHaveLength(1000);

    const unsubscribed = await exportAll(client, { status: 'unsubscribed', pattern: `%@${domain}` });
    expect(unsubscribed.error).toBeNull();
    expect(unsubscribed.rows).toHaveLength(1234);
    expect(new Set(unsubscribed.rows.map((row) => row.email)).size).toBe(1234);
    expect(unsubscribed.rows.every((row) => row.status === 'unsubscribed')).toBe(true);
    expect((await exportAll(client, { status: 'pending', pattern: `%@${domain}` })).rows).toHaveLength(7);
  });

  test('the search escapes LIKE wildcards, so an underscore matches only itself', async () => {
    const domain = domainOf('szukaj');
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source) values ($1, 'pending', 'test'), ($2, 'pending', 'test')`,
      [`jan_k@${domain}`, `janek@${domain}`],
    );
    const { client } = await caller('admin aal2', { admin: true, aal: 'aal2' });
    // What emailSearchPattern('jan_k') gives (web/src/features/admin-newsletter/subscribers.ts).
    const escaped = await client.from('newsletter_subscribers').select('email').ilike('email', '%jan\\_k%').like('email', `%${domain}`);
    expect(escaped.data).toEqual([{ email: `jan_k@${domain}` }]);
    const unescaped = await client.from('newsletter_subscribers').select('email').ilike('email', '%jan_k%').like('email', `%${domain}`);
    expect(unescaped.data).toHaveLength(2);
  });
});

describe('erasure on request', () => {
  test('removes the subscriber with their deliveries and tokens, and nothing of anyone else', async () => {
    const domain = domainOf('rodo');
    const leaving = `odchodzi@${domain}`;
    const staying = `zostaje@${domain}`;
    // Both subscribe through the site's function (a stored token each), then get confirmed and receive an issue.
    for (const email of [leaving, staying]) {
      const response = await fetch(`${stack.env.FUNCTIONS_URL}/newsletter-subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` },
        body: JSON.stringify({ email, source: 'stopka' }),
      });
      expect(response.status).toBe(200);
    }
    await sql(
      stack,
      "update public.newsletter_subscribers set status = 'confirmed', consent_at = now(), confirmed_at = now() where email like $1",
      [`%@${domain}`],
    );
    const admin = await caller('admin aal2', { admin: true, aal: 'aal2' });
    const issueId = await draftIssue('Wydanie przed usunięciem');
    expect((await send(admin.token, { issueId })).status).toBe(200);
    await inbox.waitFor({ to: leaving, subject: 'Wydanie przed usunięciem' });

    const countsOf = async (email: string) => {
      const [row] = await sql<{ subscribers: number; deliveries: number; confirmations: number }>(
        stack,
        `select (select count(*)::int from public.newsletter_subscribers where email = $1) as subscribers,
                (select count(*)::int from public.newsletter_deliveries d join public.newsletter_subscribers s on s.id = d.subscriber_id where s.email = $1) as deliveries,
                (select count(*)::int from public.newsletter_confirmations c join public.newsletter_subscribers s on s.id = c.subscriber_id where s.email = $1) as confirmations`,
        [email],
      );
      return row!;
    };
    expect(await countsOf(leaving)).toEqual({ subscribers: 1, deliveries: 1, confirmations: 1 });
    const [{ id } = { id: '' }] = await sql<{ id: string }>(stack, 'select id from public.newsletter_subscribers where email = $1', [
      leaving,
    ]);
    const deliveriesBefore = await sql(stack, 'select count(*)::int as n from public.newsletter_deliveries where subscriber_id = $1', [id]);
    expect(deliveriesBefore).toEqual([{ n: 1 }]);

    const erase = await admin.client.rpc('newsletter_erase_subscriber', { p_subscriber_id: id });
    expect(erase.error).toBeNull();
    expect(erase.data).toEqual({ id, email: leaving, deliveries: 1, confirmations: 1 });

    // Nothing of that subscriber is left, by id or by address.
    expect(await sql(stack, 'select 1 from public.newsletter_subscribers where id = $1 or email = $2', [id, leaving])).toHaveLength(0);
    expect(await sql(stack, 'select 1 from public.newsletter_deliveries where subscriber_id = $1', [id])).toHaveLength(0);
    expect(await sql(stack, 'select 1 from public.newsletter_confirmations where subscriber_id = $1', [id])).toHaveLength(0);
    // Everyone else, and the issue, are untouched.
    expect(await countsOf(staying)).toEqual({ subscribers: 1, deliveries: 1, confirmations: 1 });
    expect(await sql(stack, 'select status from public.newsletter_issues where id = $1', [issueId])).toEqual([{ status: 'sent' }]);

    const again = await admin.client.rpc('newsletter_erase_subscriber', { p_subscriber_id: id });
    expect(again.error).toMatchObject({ code: 'P0002', message: 'Nie ma takiego subskrybenta (może został już usunięty).' });
  });
});

describe('sending history', () => {
  test('web-view links come only for issues whose sending started, and open their web view', async () => {
    const domain = domainOf('historia');
    await confirmedSubscribers(domain, 2);
    const admin = await caller('admin aal2', { admin: true, aal: 'aal2' });
    const sentId = await draftIssue('Wydanie z linkiem');
    const draftId = await draftIssue('Szkic bez linku');
    expect((await send(admin.token, { issueId: sentId })).status).toBe(200);

    const response = await send(admin.token, { webViewUrls: [sentId, draftId] });
    expect(response.status).toBe(200);
    const { urls } = (await response.json()) as { urls: Record<string, string> };
    expect(Object.keys(urls)).toEqual([sentId]);
    expect(urls[sentId]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/newsletter\/[A-Za-z0-9_-]{43}$/);

    const token = decodeURIComponent(urls[sentId]!.split('/').pop()!);
    const anon = testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
    const { data } = await anon.rpc('newsletter_issue_by_token', { p_token: token });
    expect(data).toEqual([expect.objectContaining({ subject: 'Wydanie z linkiem' })]);

    for (const bad of [[], ['nie-uuid'], 'jeden', Array.from({ length: 101 }, () => crypto.randomUUID())]) {
      expect((await send(admin.token, { webViewUrls: bad })).status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
  });
});
