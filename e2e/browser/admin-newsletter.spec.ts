import crypto from 'node:crypto';
import fs from 'node:fs';
import { mailbox } from '../../stack/test/support/mail.ts';
import { createAdmin, serviceClient, signInBrowser, type AdminAccount } from '../support/accounts.ts';
import { test, expect } from './fixtures.ts';

function env(name: string): string {
  const value = process.env[`E2E_${name}`];
  if (!value) throw new Error(`E2E_${name} is not set; the e2e global setup provides it`);
  return value;
}

/** Confirmed subscribers under a domain of their own, so parallel tests can tell their mail apart. */
async function subscribers(label: string, localParts: string[], status: 'confirmed' | 'pending' = 'confirmed') {
  const domain = `${label}-${crypto.randomBytes(4).toString('hex')}.test`;
  const now = new Date().toISOString();
  const emails = localParts.map((local) => `${local}@${domain}`);
  const { error } = await serviceClient()
    .from('newsletter_subscribers')
    .insert(
      emails.map((email) => ({
        email,
        status,
        consent_source: 'e2e',
        consent_at: status === 'confirmed' ? now : null,
        confirmed_at: status === 'confirmed' ? now : null,
      })),
    );
  if (error) throw new Error(`inserting subscribers failed: ${error.message}`);
  return { domain, emails };
}

let admin: AdminAccount;

test.beforeAll(async () => {
  admin = await createAdmin();
});

test('compose, preview, test to oneself, then send to all: the bar reaches 100 % and every subscriber gets the mail @realtime @newsletter @admin @destructive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const inbox = mailbox(env('MAILPIT_URL'));
  const { domain, emails } = await subscribers('wysylka', ['ala', 'bartek', 'celina', 'dawid', 'ewa']);
  const subject = `Nowości w AI ${crypto.randomBytes(3).toString('hex')}: Flux i Midjourney`;

  await signInBrowser(page, admin);
  await page.goto('/admin/newsletter-send');
  await expect(page.getByRole('heading', { level: 1, name: 'Wysyłka newslettera' })).toBeVisible({ timeout: 15_000 });

  // Sending needs a body: the form says so before anything is saved.
  await page.getByLabel('Temat', { exact: true }).fill(subject);
  await page.getByRole('button', { name: 'Wyślij do wszystkich…' }).click();
  await expect(page.getByText('Wpisz treść wydania, zanim je wyślesz.')).toBeVisible();

  await page.getByLabel('Magazyn (newsletter2)').check();
  await page.getByLabel('Treść (Markdown)').fill('## Parametr --chaos\n\nZażółć **gęślą** jaźń.\n\n- pierwszy punkt\n- drugi punkt');

  // Both layouts preview the draft as it is typed.
  const classic = page.frameLocator('iframe[title="Podgląd w układzie Klasyczny (newsletter)"]');
  const magazine = page.frameLocator('iframe[title="Podgląd w układzie Magazyn (newsletter2)"]');
  await expect(classic.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(classic.getByRole('heading', { level: 2, name: 'Parametr --chaos' })).toBeVisible();
  await expect(classic.locator('.newsletter-view--classic')).toHaveCount(1);
  await expect(magazine.locator('.newsletter-view--magazine strong')).toHaveText('gęślą');

  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByTestId('send-status')).toContainText('Szkic zapisany.');
  await expect(page).toHaveURL(/[?&]wydanie=[0-9a-f-]{36}/);
  await expect(page.getByRole('navigation', { name: 'Szkice wydań' }).getByRole('button', { name: subject })).toBeVisible();

  // The test mail goes to the admin alone.
  const testSentAt = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: `Wyślij test do mnie (${admin.email})` }).click();
  await expect(page.getByTestId('send-status')).toContainText(`Wysłaliśmy wiadomość testową na ${admin.email}`);
  const testMail = await inbox.waitFor({ to: admin.email, subject: `[TEST] ${subject}`, after: testSentAt });
  expect(testMail.html).toContain('<strong>gęślą</strong>');
  // The mail is in the layout chosen and previewed (the magazine's masthead), not a layout of its own.
  expect(testMail.html).toContain('data-layout="newsletter2"');
  expect(testMail.html).toContain('— magazyn o generowaniu obrazów');
  // Other tests may send their own issues to every confirmed address meanwhile: count this issue's mail only.
  const thisIssue = async () => (await inbox.search(`to:@${domain}`)).filter((mail) => mail.subject.includes(subject));
  expect(await thisIssue()).toHaveLength(0);

  // Send to all, after a confirmation naming how many will get it.
  await page.getByRole('button', { name: 'Wyślij do wszystkich…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wysłać wydanie do wszystkich?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('potwierdzonych subskrybentów');
  await dialog.getByRole('button', { name: /^Wyślij do \d+$/ }).click();

  const bar = page.getByRole('progressbar', { name: `Postęp wysyłki: ${subject}` });
  await expect(bar).toBeVisible();
  // Mails arrive while the page reports progress; at the end the bar stands at 100 %.
  const arrived = await Promise.all(emails.map((to) => inbox.waitFor({ to, subject }, 30_000)));
  expect(arrived.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByTestId('send-status')).toContainText(/Wysyłka zakończona: wysłano (\d+) z \1/);
  for (const mail of arrived) {
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    expect(mail.html).toContain('<strong>gęślą</strong>');
    expect(mail.html).toContain('data-layout="newsletter2"');
  }
  // Exactly one mail each: the test mail went to the admin only, and nobody got the issue twice.
  expect(await thisIssue()).toHaveLength(emails.length);

  // The history lists it as sent, with a web-view link that opens the issue in its layout.
  const history = page.getByRole('region', { name: 'Historia wysyłek' });
  const row = history.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Wysłane');
  const link = row.getByRole('link', { name: `Otwórz w przeglądarce: ${subject}` });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/newsletter\/[A-Za-z0-9_%-]+$/);
  // The link points at the project's SITE_URL; the test site runs elsewhere, so open its path here.
  await page.goto(new URL(href!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.locator('.newsletter-view--magazine')).toHaveCount(1);
});

test('subscribers: search, pages, CSV export of every match (BOM, formula-safe) and erasure with confirmation @newsletter @admin @destructive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const locals = ['=1+1', 'łucja', ...Array.from({ length: 53 }, (_, n) => `czytelnik${String(n).padStart(2, '0')}`)];
  const { domain } = await subscribers('eksport', locals);
  await signInBrowser(page, admin);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Subskrybenci newslettera' })).toBeVisible({ timeout: 15_000 });

  await page.getByLabel('Szukaj po adresie e-mail').fill(domain);
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page.getByText(`Znaleziono: ${locals.length}. Strona 1 z 2.`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(51);
  await page.getByRole('button', { name: 'Następna strona' }).click();
  await expect(page.getByText(`Znaleziono: ${locals.length}. Strona 2 z 2.`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(locals.length - 50 + 1);
  await page.getByLabel('Status').selectOption('pending');
  await expect(page.getByText('Brak subskrybentów spełniających warunki.')).toBeVisible();
  await page.getByLabel('Status').selectOption('confirmed');
  await expect(page.getByText(`Znaleziono: ${locals.length}. Strona 1 z 2.`)).toBeVisible();

  // The export holds every match, not only the page on screen.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Eksportuj CSV (${locals.length})` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subskrybenci-newslettera-potwierdzeni-wyszukani-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('e-mail,status,kod statusu,źródło zapisu,zgoda (data),prośba o zapis,potwierdzony,wypisany,odrzucony,utworzony');
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(locals.length + 2);
  expect(lines.some((line) => line.startsWith(`'=1+1@${domain},Potwierdzony,confirmed,e2e,`))).toBe(true);
  expect(lines.some((line) => line.startsWith(`łucja@${domain},`))).toBe(true);
  await expect(page.getByTestId('subscribers-status')).toContainText(`Wyeksportowano ${locals.length} subskrybentów do pliku CSV.`);

  // Erasure asks first; cancelling keeps the address.
  const target = `łucja@${domain}`;
  await page.getByLabel('Szukaj po adresie e-mail').fill(target);
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page.getByText('Znaleziono: 1. Strona 1 z 1.')).toBeVisible();
  await page.getByRole('button', { name: `Usuń subskrybenta ${target} (na jego prośbę)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć subskrybenta na jego prośbę?' });
  await expect(dialog).toContainText(target);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: target })).toHaveCount(1);

  const { data: before } = await serviceClient().from('newsletter_subscribers').select('id').eq('email', target).single();
  await page.getByRole('button', { name: `Usuń subskrybenta ${target} (na jego prośbę)` }).click();
  await dialog.getByRole('button', { name: 'Usuń trwale' }).click();
  // Another test of this suite may be sending an issue to every confirmed subscriber meanwhile, so the number of
  // deliveries erased is whatever exists; none may remain.
  await expect(page.getByTestId('subscribers-status')).toContainText(
    new RegExp(
      `Usunięto ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} wraz z historią wysyłek \\(\\d+\\) i tokenami potwierdzeń \\(0\\)\\.`,
    ),
  );
  await expect(page.getByText('Brak subskrybentów spełniających warunki.')).toBeVisible();
  const { data } = await serviceClient().from('newsletter_subscribers').select('id').eq('email', target);
  expect(data).toEqual([]);
  const { count } = await serviceClient()
    .from('newsletter_deliveries')
    .select('*', { count: 'exact', head: true })
    .eq('subscriber_id', before!.id);
  expect(count).toBe(0);
});

test('an interrupted send is offered for resuming, and the page follows a resume run elsewhere live (realtime) @realtime @newsletter @admin @destructive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const inbox = mailbox(env('MAILPIT_URL'));
  const { emails } = await subscribers('wznowienie', ['fryderyk', 'gosia', 'henryk']);
  const subject = `Wydanie przerwane ${crypto.randomBytes(3).toString('hex')}`;
  const service = serviceClient();
  const { data: issue, error } = await service
    .from('newsletter_issues')
    .insert({ subject, body_md: 'Ciąg dalszy **nastąpi**.' })
    .select('id')
    .single();
  if (error) throw new Error(`creating the issue failed: ${error.message}`);
  // What a send killed before its first mail leaves behind: the issue in „sending”, one pending delivery per subscriber.
  const started = await service.rpc('newsletter_start_send', {
    p_issue_id: issue.id,
    p_body_html: '<p>Ciąg dalszy <strong>nastąpi</strong>.</p>',
    p_web_view_token_hash: crypto.randomBytes(32).toString('hex'),
  });
  if (started.error) throw new Error(`starting the send failed: ${started.error.message}`);

  await signInBrowser(page, admin);
  await page.goto('/admin/newsletter-send');
  const row = page.getByRole('region', { name: 'Historia wysyłek' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('W trakcie wysyłki', { timeout: 15_000 });
  await expect(row.getByRole('button', { name: `Wznów wysyłkę: ${subject}` })).toBeVisible();
  await row.getByRole('button', { name: subject, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`wydanie=${issue.id}`));
  const resume = page.getByRole('button', { name: 'Wznów wysyłkę', exact: true });
  await expect(resume).toBeVisible();
  const bar = page.getByRole('progressbar', { name: `Postęp wysyłki: ${subject}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  // Resumed as `npm run newsletter:resume` does (service role); the page only listens.
  let done = false;
  for (let call = 0; call < 20 && !done; call++) {
    const response = await fetch(`${env('API_URL')}/functions/v1/newsletter-send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env('SERVICE_ROLE_KEY')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ issueId: issue.id }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { done: boolean; retryAfterSeconds: number };
    done = answer.done;
    if (!done && answer.retryAfterSeconds > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(done).toBe(true);
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
  await expect(resume).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Wznów wysyłkę: ${subject}` })).toHaveCount(0);
  await Promise.all(emails.map((to) => inbox.waitFor({ to, subject })));
  await expect(row).toContainText('Wysłane');
});

test('scheduling: a saved draft is scheduled for a chosen time, listed as scheduled, rescheduled and cancelled @newsletter @admin @destructive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subject = `Zaplanowane wydanie ${crypto.randomBytes(3).toString('hex')}`;
  await signInBrowser(page, admin);
  await page.goto('/admin/newsletter-send');
  await expect(page.getByRole('heading', { level: 1, name: 'Wysyłka newslettera' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Temat', { exact: true }).fill(subject);
  await page.getByLabel('Treść (Markdown)').fill('Wydanie, które wyjdzie o wybranej porze.');
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByTestId('send-status')).toContainText('Szkic zapisany.');
  const issueId = new URL(page.url()).searchParams.get('wydanie')!;
  expect(issueId).toMatch(/^[0-9a-f-]{36}$/);
  const stored = async () =>
    (await serviceClient().from('newsletter_issues').select('status, scheduled_at').eq('id', issueId).single()).data;

  try {
    const form = page.getByRole('form', { name: 'Planowanie wysyłki' });
    await expect(form.getByTestId('schedule-state')).toHaveText('To wydanie nie ma zaplanowanej wysyłki.');
    // Days ahead, so it never goes out during the run; the input takes the browser's local time to the minute.
    const when = async (days: number) =>
      page.evaluate((ahead) => {
        const at = new Date(Date.now() + ahead * 86_400_000);
        at.setSeconds(0, 0);
        const pad = (value: number) => String(value).padStart(2, '0');
        const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
        return { local, iso: at.toISOString() };
      }, days);
    const first = await when(3);
    await form.getByLabel('Data i godzina wysyłki').fill(first.local);
    await form.getByRole('button', { name: 'Zaplanuj wysyłkę' }).click();
    await expect(form.getByRole('status')).toContainText('Wysyłka zaplanowana na');
    await expect(form.getByTestId('schedule-state')).toContainText('Wysyłka zaplanowana na');
    expect(new Date((await stored())!.scheduled_at!).toISOString()).toBe(first.iso);

    // The drafts list shows it as scheduled, also after a reload (the state is the database's, not the page's).
    await page.reload();
    const drafts = page.getByRole('navigation', { name: 'Szkice wydań' });
    const entry = drafts.getByRole('listitem').filter({ hasText: subject });
    await expect(entry).toContainText('(zaplanowany na');
    await expect(form.getByTestId('schedule-state')).toContainText('Do tego czasu możesz zmienić termin albo ją anulować.');

    const second = await when(4);
    await form.getByLabel('Data i godzina wysyłki').fill(second.local);
    await form.getByRole('button', { name: 'Zmień termin' }).click();
    await expect(form.getByRole('status')).toContainText('Wysyłka zaplanowana na');
    await expect.poll(async () => new Date((await stored())!.scheduled_at!).toISOString()).toBe(second.iso);

    await form.getByRole('button', { name: 'Anuluj zaplanowaną wysyłkę' }).click();
    await expect(form.getByRole('status')).toHaveText('Zaplanowana wysyłka została anulowana.');
    await expect(form.getByTestId('schedule-state')).toHaveText('To wydanie nie ma zaplanowanej wysyłki.');
    await expect(entry).not.toContainText('zaplanowany');
    expect(await stored()).toEqual({ status: 'draft', scheduled_at: null });
  } finally {
    // A schedule left by a failed run removes itself with its issue.
    await serviceClient().from('newsletter_issues').delete().eq('id', issueId);
  }
});
