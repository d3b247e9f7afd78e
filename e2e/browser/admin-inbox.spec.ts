import crypto from 'node:crypto';
import fs from 'node:fs';
import { linksIn, mailbox } from '../../stack/test/support/mail.ts';
import { createAdmin, serviceClient, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// The admin inbox (/admin/zapytania): a visitor's training inquiry reaches the admins live and by mail; an admin
// opens it from the mail, answers, marks it handled and exports the handled ones as CSV.

function inbox() {
  const url = process.env.E2E_MAILPIT_URL;
  if (!url) throw new Error('E2E_MAILPIT_URL is not set');
  return mailbox(url);
}

const emails: string[] = [];
test.afterAll(async () => {
  if (emails.length) await serviceClient().from('training_inquiries').delete().in('email', emails);
});

test('a B2B inquiry reaches the inbox live and by mail; the admin opens it from the mail, marks it handled and exports it @realtime @admin @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await createAdmin();
  await signInBrowser(page, admin);
  await page.goto('/admin/zapytania?typ=b2b');
  await expect(page.getByRole('heading', { level: 1, name: 'Zapytania i zgłoszenia' })).toBeVisible();
  await expect(page.getByTestId('inbox-summary')).toContainText('Nowe · Szkolenie dla firm (B2B):');

  // A visitor, in a browser of their own, sends an inquiry from the B2B offer.
  const name = `Zofia Żak ${crypto.randomBytes(3).toString('hex')}`;
  const email = uniqueEmail('b2b-skrzynka');
  emails.push(email);
  const started = new Date(Date.now() - 1000);
  const visitorContext = await browser.newContext({ baseURL });
  await visitorContext.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/szkolenie-midjourney-ai/b2b');
  const form = visitor.getByTestId('inquiry-form');
  await form.getByLabel('Imię i nazwisko').fill(name);
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByLabel('Firma (opcjonalnie)').fill('Żółta Łódź sp. z o.o.');
  await form.getByLabel('Liczba osób (opcjonalnie)').fill('8');
  await form.getByLabel('Wiadomość').fill('Szkolenie dla 8 osób z działu marketingu, najlepiej w styczniu.');
  await form.getByRole('checkbox', { name: /Zgadzam się na przetwarzanie/ }).check();
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(visitor.getByTestId('inquiry-sent')).toBeVisible();
  await visitorContext.close();

  // The admin's open inbox shows it without a reload.
  const item = page.getByTestId('inbox-item').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Szkolenie dla firm (B2B)');
  await expect(item).toContainText('Nowe');

  // Every admin gets a mail; its link opens the entry.
  // Other tests' entries may come first, in a mail of their own: the one naming this entry is wanted.
  const mail = await inbox().waitFor({ to: admin.email, subject: /zgłosze/, after: started, text: name }, 30_000);
  expect(mail.text).toContain(name);
  const link = linksIn(mail).find((href) => href.includes('/admin/zapytania?wpis='));
  expect(link, 'a link to the entry in the mail').toBeDefined();
  const target = new URL(link!);
  await page.goto(`${target.pathname}${target.search}`);
  const detail = page.getByTestId('inbox-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(
    'Szkolenie dla firm (B2B): Szkolenie Midjourney i generatorów AI dla firm',
  );
  await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(detail).toContainText('Żółta Łódź sp. z o.o.');
  await expect(detail).toContainText('Szkolenie dla 8 osób z działu marketingu, najlepiej w styczniu.');
  await expect(detail.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(detail.getByRole('link', { name: 'Odpowiedz e-mailem' })).toHaveAttribute('href', new RegExp(`^mailto:${email}\\?subject=`));

  await detail.getByRole('button', { name: 'Oznacz jako obsłużone' }).click();
  await expect(page.getByTestId('inbox-status')).toContainText('Zgłoszenie ma teraz status „Obsłużone”.');
  await expect(detail.getByRole('button', { name: 'Przywróć jako nowe' })).toBeVisible();
  await detail.getByRole('link', { name: 'Zamknij szczegóły' }).click();
  await expect(detail).toBeHidden();
  // The "Nowe" view no longer lists it; "Obsłużone" does.
  await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Filtr statusu' }).getByRole('link', { name: 'Obsłużone' }).click();
  await expect(page).toHaveURL(/status=handled/);
  // Exactly one filter is the current one.
  const statusFilter = page.getByRole('navigation', { name: 'Filtr statusu' });
  await expect(statusFilter.getByRole('link', { name: 'Obsłużone' })).toHaveAttribute('aria-current', 'page');
  await expect(statusFilter.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.getByTestId('inbox-item').filter({ hasText: name })).toContainText('Obsłużone');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^zgloszenia-obsluzone-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFData,Typ,Status,Imię i nazwisko,E-mail')).toBe(true);
  const line = csv.split('\r\n').find((row) => row.includes(name));
  expect(line).toContain(`Szkolenie dla firm (B2B),Obsłużone,${name},${email},Żółta Łódź sp. z o.o.,8,`);
});
