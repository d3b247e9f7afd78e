import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { testClient } from '../../stack/test/support/clients.ts';
import { linksIn, mailbox, type MailMessage } from '../../stack/test/support/mail.ts';
import { userClient } from '../../stack/test/support/realtime.ts';
import { functionPids, searchSummaries, sql, userToken, warmFunctionsCache } from '../../stack/test/support/newsletter.ts';

// Small limits so the tests can reach them; a short claim lease so a killed send resumes within seconds.
const FUNCTIONS_ENV = [
  'NEWSLETTER_IP_LIMIT=5',
  'NEWSLETTER_EMAIL_LIMIT=3',
  'NEWSLETTER_CLAIM_LEASE_SECONDS=2',
  'NEWSLETTER_SEND_CONCURRENCY=10',
  'NEWSLETTER_FROM="Obrazy AI <newsletter@obrazy-ai.test>"',
].join('\n');
const CONFIRMATION_SUBJECT = 'Potwierdź zapis na newsletter Obrazy AI';

let stack: TestStack;
let inbox: ReturnType<typeof mailbox>;

beforeAll(async () => {
  warmFunctionsCache();
  stack = await startTestStack({
    files: { 'functions/.env': `${FUNCTIONS_ENV}\n` },
    // The newsletter needs the database, the gateway, the functions runtime and the inbox.
    exclude: ['auth', 'storage', 'realtime'],
    // The kill test sends over a thousand mails; the inbox keeps them all (Mailpit's own setting). The tests play
    // several visitors through X-Forwarded-For, kept by the gateway from a trusted proxy only.
    env: { MP_MAX_MESSAGES: '5000', STACK_TRUSTED_PROXIES: '127.0.0.1' },
  });
  inbox = mailbox(stack.env.MAILPIT_URL!);
});

afterAll(async () => {
  await stack?.dispose();
});

const unique = (label: string) => `${label}-${crypto.randomBytes(4).toString('hex')}@obrazy-ai.test`;
/** A made-up client IP per test, so the per-IP limit of one test does not spill into another. */
let lastIp = 0;
const ip = () => `203.0.113.${++lastIp}, 10.0.0.1`;

function call(name: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; query?: string } = {}) {
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  return fetch(`${stack.env.FUNCTIONS_URL}/${name}${init.query ?? ''}`, {
    method: init.method ?? 'POST',
    redirect: 'manual',
    headers: { ...(typeof init.body === 'object' ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body,
  });
}

const subscribe = (email: string, clientIp = ip()) =>
  call('newsletter-subscribe', { body: { email, source: 'stopka' }, headers: { 'x-forwarded-for': clientIp } });
const confirm = (token: string) => call('newsletter-confirm', { body: { token } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function confirmationLink(email: string): Promise<string> {
  const mail = await inbox.waitFor({ to: email, subject: CONFIRMATION_SUBJECT });
  const link = linksIn(mail).find((candidate) => candidate.includes('/newsletter/verify?token='));
  expect(link, 'verify link in the confirmation mail').toBeDefined();
  return link!;
}

async function subscriberOf(email: string) {
  const [row] = await sql<{ id: string; status: string; consent_source: string; consent_at: Date | null }>(
    stack,
    'select id, status, consent_source, consent_at from public.newsletter_subscribers where email = $1',
    [email],
  );
  return row;
}

describe('addresses', () => {
  test('one mailbox only: a list or a display name is refused by the function and by the database', async () => {
    for (const email of ['a,b@evil.example', 'Ala <ala@obrazy-ai.test>', 'ala@obrazy-ai.test,eve@evil.example']) {
      const response = await subscribe(email);
      expect(response.status, email).toBe(400);
    }
    expect(await sql(stack, `select 1 from public.newsletter_subscribers where email like '%evil.example%'`)).toEqual([]);
    await expect(
      sql(
        stack,
        `insert into public.newsletter_subscribers (email, status, consent_source) values ('a,b@evil.example', 'pending', 'test')`,
      ),
    ).rejects.toThrow(/newsletter_subscribers_email_normalised/);
  });
});

describe('subscribe with double opt-in', () => {
  test('subscribe → Polish mail → verify link → confirmed; a second click says already confirmed', async () => {
    const email = unique('ala');
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Dziękujemy!/);

    const link = await confirmationLink(email);
    expect(link.startsWith('http://127.0.0.1:3000/newsletter/verify?token=')).toBe(true);
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', consent_source: 'stopka', consent_at: null });
    // Only the hash is stored.
    const token = tokenOf(link);
    expect(await sql(stack, 'select 1 from public.newsletter_confirmations where token_hash = $1', [token])).toHaveLength(0);

    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      ok: true,
      status: 'confirmed',
      message: 'Gotowe! Twój zapis na newsletter został potwierdzony.',
    });
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed' });
    expect((await subscriberOf(email))!.consent_at).toBeInstanceOf(Date);

    const second = await confirm(token);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ ok: true, status: 'already_confirmed' });
  });

  test('the same address again gets the same answer, and there is never a second pending record', async () => {
    const email = unique('powtorka');
    const answers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await subscribe(email);
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    await subscribe(email.toUpperCase()).then((response) => response.text().then((text) => answers.push(text)));
    const link = await confirmationLink(email);
    expect((await confirm(tokenOf(link))).status).toBe(200);
    // Confirmed addresses get the same answer too, and no mail.
    const afterConfirm = await subscribe(email);
    answers.push(await afterConfirm.text());
    expect(new Set(answers).size).toBe(1);
    // Same answer as for an address nobody has seen before.
    expect(await (await subscribe(unique('nowy'))).text()).toBe(answers[0]);
    expect(await sql(stack, 'select status from public.newsletter_subscribers where email = $1', [email])).toEqual([
      { status: 'confirmed' },
    ]);
  });

  test('confirmation mails per address are limited (3 an hour); requests per IP too (5 an hour → 429 in Polish)', async () => {
    const email = unique('limit');
    for (let i = 0; i < 4; i++) expect((await subscribe(email)).status).toBe(200);
    await inbox.waitFor({ to: email, subject: CONFIRMATION_SUBJECT });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await inbox.search(`to:${email}`)).toHaveLength(3);

    const sameIp = ip();
    for (let i = 0; i < 5; i++) expect((await subscribe(unique('ip'), sameIp)).status).toBe(200);
    const limited = await subscribe(unique('ip'), sameIp);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Zbyt wiele prób zapisu. Spróbuj ponownie za godzinę.' });
    const stored = await sql<{ bucket: string }>(stack, 'select bucket from public.newsletter_rate_limits');
    expect(stored.some((row) => row.bucket.includes('203.0.113') || row.bucket.includes('@'))).toBe(false);
  });

  test('a malformed address is refused in Polish', async () => {
    const response = await subscribe('to-nie-jest-adres');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Podaj poprawny adres e-mail.' });
  });

  test('forged, expired and used tokens each get a clear Polish message', async () => {
    const forged = await confirm('x'.repeat(43));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ ok: false, status: 'invalid', error: expect.stringMatching(/nieprawidłowy/) });
    expect((await confirm('krótki')).status).toBe(400);

    const email = unique('wygasly');
    await subscribe(email);
    const token = tokenOf(await confirmationLink(email));
    await sql(
      stack,
      `update public.newsletter_confirmations set expires_at = now() - interval '1 minute', created_at = now() - interval '49 hours'
       where subscriber_id = (select id from public.newsletter_subscribers where email = $1)`,
      [email],
    );
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({
      status: 'expired',
      error: expect.stringMatching(/wygasł.*48 godzin.*Zapisz się ponownie/),
    });
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending' });

    // Subscribing again sends a fresh link that works.
    const after = new Date();
    await subscribe(email);
    const fresh = await inbox.waitFor({ to: email, subject: CONFIRMATION_SUBJECT, after });
    const freshToken = tokenOf(linksIn(fresh).find((link) => link.includes('/newsletter/verify'))!);
    expect(freshToken).not.toBe(token);
    expect((await confirm(freshToken)).status).toBe(200);

    // Used, then unsubscribed: the old link must not subscribe the address again.
    const { id } = (await subscriberOf(email))!;
    await sql(stack, 'select public.newsletter_unsubscribe($1)', [id]);
    const used = await confirm(freshToken);
    expect(used.status).toBe(410);
    expect(await used.json()).toMatchObject({ status: 'used', error: expect.stringMatching(/wykorzystany/) });
    expect(await subscriberOf(email)).toMatchObject({ status: 'unsubscribed' });
  });

  test('GET on the verify function redirects to the site page instead of confirming', async () => {
    const response = await call('newsletter-confirm', { method: 'GET', query: '?token=abc' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:3000/newsletter/verify?token=abc');
  });

  test('visitors reach no newsletter table or service function directly', async () => {
    const anon = testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
    for (const table of [
      'newsletter_subscribers',
      'newsletter_confirmations',
      'newsletter_rate_limits',
      'newsletter_issues',
      'newsletter_deliveries',
    ]) {
      const { data, error } = await anon.from(table).select('*');
      expect(error?.code ?? (data?.length === 0 ? 'empty' : 'rows'), table).toMatch(/42501|empty/);
    }
    const { error } = await anon.rpc('newsletter_confirm', { p_token_hash: '0'.repeat(64) });
    expect(error?.code).toBe('42501');
  });

  test('admins with MFA read subscribers and may unsubscribe one, never confirm one; aal1 admins see nothing', async () => {
    const email = unique('rls');
    await subscribe(email);
    const asUser = async (options: { admin: boolean; aal: 'aal1' | 'aal2' }) => {
      const token = await userToken(stack, options);
      return userClient(stack.env.API_URL!, stack.env.ANON_KEY!, () => token);
    };
    const admin = await asUser({ admin: true, aal: 'aal2' });
    const { data: rows } = await admin.from('newsletter_subscribers').select('email, status').eq('email', email);
    expect(rows).toEqual([{ email, status: 'pending' }]);
    const confirmAttempt = await admin.from('newsletter_subscribers').update({ status: 'confirmed' }).eq('email', email).select();
    expect(confirmAttempt.error?.code).toBe('42501');
    const unsubscribe = await admin.from('newsletter_subscribers').update({ status: 'unsubscribed' }).eq('email', email).select('status');
    expect(unsubscribe.data).toEqual([{ status: 'unsubscribed' }]);

    const aal1 = await asUser({ admin: true, aal: 'aal1' });
    expect((await aal1.from('newsletter_subscribers').select('email')).data).toEqual([]);
    expect((await aal1.from('newsletter_issues').select('id')).data).toEqual([]);
    const insert = await aal1.from('newsletter_issues').insert({ subject: 'Bez MFA' });
    expect(insert.error?.code).toBe('42501');
  });
});

interface SendAnswer {
  status: string;
  total: number;
  sent: number;
  failed: number;
  remaining: number;
  done: boolean;
  retryAfterSeconds: number;
  webViewUrl: string;
  error?: string;
}

async function createIssue(subject: string): Promise<string> {
  const [issue] = await sql<{ id: string }>(stack, 'insert into public.newsletter_issues (subject, body_md) values ($1, $2) returning id', [
    subject,
    '# Nowości w generatorach\n\nMidjourney ma **nową wersję**. Zobacz [ranking](http://127.0.0.1:3000/ranking-top-ai).',
  ]);
  return issue!.id;
}

const send = (token: string, body: unknown) => call('newsletter-send', { body, headers: { authorization: `Bearer ${token}` } });

describe('newsletter-send', () => {
  test('only an admin with MFA (aal2) may send: no token 401, anon 401, a user 403, an aal1 admin 403', async () => {
    const issueId = await createIssue('Nie do wysłania');
    expect((await call('newsletter-send', { body: { issueId } })).status).toBe(401);
    const anon = await send(stack.env.ANON_KEY!, { issueId });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ error: 'Zaloguj się jako administrator.' });
    for (const options of [
      { admin: false, aal: 'aal2' as const },
      { admin: true, aal: 'aal1' as const },
    ]) {
      const response = await send(await userToken(stack, options), { issueId });
      expect(response.status, JSON.stringify(options)).toBe(403);
      expect(await response.json()).toEqual({ error: 'Wysyłać newsletter może tylko administrator z weryfikacją dwuetapową.' });
    }
    expect(await sql(stack, 'select status from public.newsletter_issues where id = $1', [issueId])).toEqual([{ status: 'draft' }]);
    expect(await sql(stack, 'select 1 from public.newsletter_deliveries where issue_id = $1', [issueId])).toHaveLength(0);
  });

  test('a test send mails one address and touches no delivery', async () => {
    const issueId = await createIssue('Wydanie próbne');
    const admin = await userToken(stack, { admin: true, aal: 'aal2' });
    const to = unique('redakcja');
    const response = await send(admin, { issueId, testEmail: to });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Wysłaliśmy wiadomość testową.' });
    const mail = await inbox.waitFor({ to, subject: '[TEST] Wydanie próbne' });
    expect(mail.html).toContain('<strong>nową wersję</strong>');
    expect(await sql(stack, 'select status from public.newsletter_issues where id = $1', [issueId])).toEqual([{ status: 'draft' }]);
    expect(await sql(stack, 'select 1 from public.newsletter_deliveries where issue_id = $1', [issueId])).toHaveLength(0);
  });

  test('sending to 1,000 subscribers survives a SIGKILL after ~300 mails: all receive it, duplicates ≤ concurrency with one Message-ID', async () => {
    const COUNT = 1000;
    const CONCURRENCY = 10;
    const domain = `wysylka-${crypto.randomBytes(3).toString('hex')}.test`;
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source, consent_at, confirmed_at)
       select 'czytelnik' || n || '@' || $1, 'confirmed', 'test', now(), now() from generate_series(1, $2::int) n`,
      [domain, COUNT],
    );
    // Addresses that must not receive it.
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source, consent_at)
       values ('oczekujacy@' || $1, 'pending', 'test', null), ('wypisany@' || $1, 'unsubscribed', 'test', now())`,
      [domain],
    );
    const issueId = await createIssue('Wydanie 1: nowości w AI');
    const admin = await userToken(stack, { admin: true, aal: 'aal2' });

    const started = Date.now();
    const first = send(admin, { issueId }).then(
      (response) => response.status,
      () => 'connection lost',
    );
    let sentBeforeKill = 0;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const [row] = await sql<{ sent: number }>(
        stack,
        "select count(*)::int as sent from public.newsletter_deliveries where issue_id = $1 and status = 'sent'",
        [issueId],
      );
      sentBeforeKill = row!.sent;
      if (sentBeforeKill >= 300) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const pids = functionPids(stack, 'newsletter-send');
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    const firstRate = sentBeforeKill / ((Date.now() - started) / 1000);
    expect(await first).not.toBe(200);
    expect(sentBeforeKill).toBeGreaterThanOrEqual(300);
    expect(sentBeforeKill).toBeLessThan(COUNT);
    const [interrupted] = await sql<{ status: string }>(stack, 'select status from public.newsletter_issues where id = $1', [issueId]);
    expect(interrupted!.status).toBe('sending');

    // Resume as `npm run newsletter:resume` or a scheduled job would: with the service role, until nothing remains.
    const resumedAt = Date.now();
    let answer: SendAnswer | undefined;
    for (let call = 0; call < 40 && !answer?.done; call++) {
      if (answer) await new Promise((resolve) => setTimeout(resolve, answer!.retryAfterSeconds > 0 ? 500 : 0));
      const response = await send(stack.env.SERVICE_ROLE_KEY!, { issueId });
      expect(response.status).toBe(200);
      answer = (await response.json()) as SendAnswer;
    }
    const resumeSeconds = (Date.now() - resumedAt) / 1000;
    expect(answer).toMatchObject({ status: 'sent', done: true, remaining: 0, failed: 0 });
    expect(answer!.sent).toBe(answer!.total);

    const deliveries = await sql<{ status: string; n: number }>(
      stack,
      'select status, count(*)::int as n from public.newsletter_deliveries where issue_id = $1 group by status',
      [issueId],
    );
    expect(deliveries).toEqual([{ status: 'sent', n: answer!.total }]);
    const [issue] = await sql<{ status: string; sent_count: number; total_count: number }>(
      stack,
      'select status, sent_count, total_count from public.newsletter_issues where id = $1',
      [issueId],
    );
    expect(issue).toMatchObject({ status: 'sent', sent_count: answer!.total, total_count: answer!.total });

    const received = await searchSummaries(stack.env.MAILPIT_URL!, `to:@${domain}`);
    const byAddress = new Map<string, Set<string>>();
    const perAddress = new Map<string, number>();
    for (const mail of received) {
      const address = mail.To[0]!.Address;
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      byAddress.set(address, (byAddress.get(address) ?? new Set()).add(mail.MessageID));
    }
    expect(perAddress.size).toBe(COUNT);
    expect(perAddress.has(`oczekujacy@${domain}`) || perAddress.has(`wypisany@${domain}`)).toBe(false);
    const duplicates = received.length - COUNT;
    expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
    for (const [address, ids] of byAddress) expect(ids.size, address).toBe(1);
    console.info(
      `newsletter: ${COUNT} mails; ${firstRate.toFixed(0)} mails/s before the kill after ${sentBeforeKill}; ` +
        `resume finished in ${resumeSeconds.toFixed(1)} s (claim lease 2 s); ${duplicates} duplicate(s)`,
    );
  });
});

describe('every newsletter mail can be left in one click', () => {
  let mails: MailMessage[];
  let webViewToken: string;

  beforeAll(async () => {
    const domain = `wypis-${crypto.randomBytes(3).toString('hex')}.test`;
    await sql(
      stack,
      `insert into public.newsletter_subscribers (email, status, consent_source, consent_at)
       select 'osoba' || n || '@' || $1, 'confirmed', 'test', now() from generate_series(1, 3) n`,
      [domain],
    );
    const issueId = await createIssue('Wydanie 2: wypisy');
    const response = await send(await userToken(stack, { admin: true, aal: 'aal2' }), { issueId });
    const answer = (await response.json()) as SendAnswer;
    expect(answer).toMatchObject({ done: true });
    webViewToken = answer.webViewUrl.split('/').pop()!;
    mails = await Promise.all([1, 2, 3].map((n) => inbox.waitFor({ to: `osoba${n}@${domain}`, subject: 'Wydanie 2: wypisy' })));
  });

  const statusOf = async (mail: MailMessage) => (await subscriberOf(mail.to[0]!))!.status;

  test('each mail carries List-Unsubscribe (URL) and List-Unsubscribe-Post: One-Click, and a stable Message-ID', () => {
    for (const mail of mails) {
      expect(mail.headers['List-Unsubscribe']?.[0]?.trim()).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/newsletter-unsubscribe\?token=[^>]+>$/,
      );
      expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
      expect(mail.headers['Message-Id']?.[0]?.trim()).toMatch(/^<[0-9a-f-]{36}@obrazy-ai\.test>$/);
      expect(mail.text).toContain('Wypisz się z newslettera: http://127.0.0.1:3000/newsletter/unsubscribe?token=');
    }
  });

  test('unsubscribe by the link in the mail (the site page POSTs its token); idempotent', async () => {
    const mail = mails[0]!;
    const link = linksIn(mail).find((candidate) => candidate.startsWith('http://127.0.0.1:3000/newsletter/unsubscribe?token='))!;
    const token = tokenOf(link);
    const first = await call('newsletter-unsubscribe', { body: { token } });
    expect(await first.json()).toEqual({
      ok: true,
      status: 'unsubscribed',
      message: 'Wypisaliśmy Cię z newslettera. Nie wyślemy Ci już kolejnych wydań.',
    });
    expect(await statusOf(mail)).toBe('unsubscribed');
    const again = await call('newsletter-unsubscribe', { body: { token } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'already_unsubscribed' });
  });

  test('RFC 8058 one-click POST to the List-Unsubscribe URL unsubscribes; GET only redirects to the site', async () => {
    const mail = mails[1]!;
    const url = mail.headers['List-Unsubscribe']![0]!.trim().slice(1, -1);
    const get = await fetch(url, { redirect: 'manual' });
    expect(get.status).toBe(303);
    expect(get.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/newsletter\/unsubscribe\?token=/);
    expect(await statusOf(mail)).toBe('confirmed');

    const post = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await statusOf(mail)).toBe('unsubscribed');
    expect((await fetch(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
  });

  test('a forged or altered unsubscribe token changes nothing', async () => {
    const mail = mails[2]!;
    const token = decodeURIComponent(mail.headers['List-Unsubscribe']![0]!.trim().split('token=')[1]!.slice(0, -1));
    const [id] = token.split('.');
    for (const forged of [`${id}.${'A'.repeat(43)}`, `${crypto.randomUUID()}.${token.split('.')[1]}`, 'test']) {
      const response = await call('newsletter-unsubscribe', { body: { token: forged } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: 'Ten link do wypisania jest nieprawidłowy. Skopiuj cały adres z wiadomości.',
      });
    }
    expect(await statusOf(mail)).toBe('confirmed');
  });

  test('the web view of a sent issue is readable with its token only', async () => {
    const anon = testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
    const { data, error } = await anon.rpc('newsletter_issue_by_token', { p_token: webViewToken });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ subject: 'Wydanie 2: wypisy', layout: 'newsletter' })]);
    expect((data as { body_html: string }[])[0]!.body_html).toContain('<h1>Nowości w generatorach</h1>');
    const wrong = await anon.rpc('newsletter_issue_by_token', { p_token: 'x'.repeat(43) });
    expect(wrong.data).toEqual([]);
  });
});
