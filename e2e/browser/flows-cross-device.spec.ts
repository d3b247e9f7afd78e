import type { Browser, Page } from '@playwright/test';
import { linksIn, mailbox, type MailMessage } from '../../stack/test/support/mail.ts';
import { createUser, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// Sign up on a laptop, open the mail on a phone: the link (a token hash to the site, not a PKCE code only the first
// browser could redeem) or the 6-digit code from the same mail works in a browser that has never seen the site.

function inbox() {
  const url = process.env.E2E_MAILPIT_URL;
  if (!url) throw new Error('E2E_MAILPIT_URL is not set');
  return mailbox(url);
}

/** A browser with nothing of this site in it: another device. Consent given, so the notice stays out of the way. */
async function otherDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pl-PL' });
  await context.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL }]);
  return context.newPage();
}

function tokenHashLink(message: MailMessage): string {
  const link = linksIn(message).find((href) => href.includes('token_hash='));
  if (!link) throw new Error(`no token-hash link in "${message.subject}"`);
  return link;
}

const codeIn = (message: MailMessage) => /\b(\d{6})\b/.exec(`${message.text} ${message.html.replace(/<[^>]+>/g, ' ')}`)?.[1] ?? '';

async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz hasło').fill(password);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę' })).toBeVisible();
}

test('the confirmation link opened on another device confirms the account and signs in there @auth @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('inne-urzadzenie');
  const started = new Date();
  await register(page, email, 'Obrazki2026');
  const message = await inbox().waitFor({ to: email, subject: /potwierd/i, after: started }, 15_000);

  const phone = await otherDevice(browser, baseURL!);
  await phone.goto(tokenHashLink(message));
  await expect(phone.getByRole('heading', { level: 1, name: 'Adres e-mail potwierdzony' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByRole('status')).toContainText(email);
  expect(phone.url()).not.toContain('token_hash');
  await phone.context().close();
});

test('the code from the mail, typed on another device, confirms the account @auth @destructive', async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('kod-z-maila');
  const started = new Date();
  await register(page, email, 'Obrazki2026');
  await expect(page.getByRole('link', { name: 'Mam kod z e-maila' })).toBeVisible();
  const message = await inbox().waitFor({ to: email, subject: /potwierd/i, after: started }, 15_000);
  const code = codeIn(message);
  expect(code).toMatch(/^\d{6}$/);

  const phone = await otherDevice(browser, baseURL!);
  await phone.goto('/potwierdz-email');
  await expect(phone.getByRole('heading', { level: 1, name: 'Potwierdź adres kodem' })).toBeVisible();
  await phone.getByLabel('Adres e-mail').fill(email);
  await phone.getByLabel('Kod z e-maila').fill(code);
  await phone.getByRole('button', { name: 'Potwierdź kodem' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Adres e-mail potwierdzony' })).toBeVisible({ timeout: 15_000 });
  await phone.context().close();
});

test('a password reset link opened on another device sets the new password there @auth @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createUser({ prefix: 'reset-inne' });
  const started = new Date();
  await page.goto('/reset-hasla');
  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText(account.email);
  const message = await inbox().waitFor({ to: account.email, subject: /hasł/i, after: started }, 15_000);

  const phone = await otherDevice(browser, baseURL!);
  await phone.goto(tokenHashLink(message));
  await expect(phone.getByText(`Konto: ${account.email}`)).toBeVisible({ timeout: 15_000 });
  await phone.getByLabel('Nowe hasło', { exact: true }).fill('Telefon2026x');
  await phone.getByLabel('Powtórz nowe hasło').fill('Telefon2026x');
  await phone.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(phone.getByTestId('account-email')).toHaveText(account.email);
  await phone.context().close();
});

test('an e-mail change asks for both links: the first says the other is still due, the second changes the address @auth @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await createUser({ prefix: 'zmiana-adresu' });
  const next = uniqueEmail('nowy-adres');
  const started = new Date();
  await signInBrowser(page, account);
  await page.goto('/konto');
  await page.getByLabel('Nowy adres e-mail').fill(next);
  await page.getByRole('button', { name: 'Zmień adres' }).click();
  await expect(page.getByText('Adres zmieni się po kliknięciu obu.')).toBeVisible();

  const toCurrent = await inbox().waitFor({ to: account.email, after: started }, 15_000);
  const toNew = await inbox().waitFor({ to: next, after: started }, 15_000);
  const phone = await otherDevice(browser, baseURL!);
  await phone.goto(tokenHashLink(toCurrent));
  await expect(phone.getByRole('heading', { level: 1, name: 'Jeszcze jeden link' })).toBeVisible({ timeout: 15_000 });
  await phone.goto(tokenHashLink(toNew));
  await expect(phone.getByRole('heading', { level: 1, name: 'Adres e-mail zmieniony' })).toBeVisible({ timeout: 15_000 });
  await expect(phone.getByRole('status')).toContainText(next);
  await phone.context().close();
});
