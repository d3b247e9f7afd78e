import crypto from 'node:crypto';
import { createAdmin, serviceClient, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// /o-nas and /kontakt: prerendered trust pages linked from the footer; a contact message reaches the admin inbox.

const emails: string[] = [];
test.afterAll(async () => {
  if (emails.length) await serviceClient().from('contact_messages').delete().in('email', emails);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/o-nas and /kontakt are prerendered with their text, and the footer links to both @content', async ({ page }) => {
    await page.goto('/o-nas');
    await expect(page.getByRole('heading', { level: 1, name: 'O nas' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jak testujemy' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'O nas' })).toHaveAttribute('href', '/o-nas');
    await expect(footer.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/kontakt');

    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Napisz do nas' })).toBeVisible();
    await expect(page.getByLabel('Temat', { exact: true })).toBeVisible();
  });
});

test('a visitor fixes the form as the errors say, sends a message, and an admin reads it in the inbox @admin @content @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  const form = page.getByTestId('contact-form');

  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Temat: Wybierz, czego dotyczy wiadomość.');
  const email = form.getByLabel('Adres e-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Each message goes as soon as its field is right, without sending again.
  const address = `kontakt-${crypto.randomBytes(4).toString('hex')}@obrazy-ai.test`;
  emails.push(address);
  await email.fill('a,b@evil.example');
  await expect(email).toHaveAccessibleDescription('To nie wygląda na adres e-mail, np. anna@firma.pl.');
  await expect(summary).toContainText('Adres e-mail: To nie wygląda na adres e-mail');
  await email.fill(address);
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(email).toHaveAccessibleDescription('');
  await expect(summary).not.toContainText('Adres e-mail');
  const name = `Helena Źdźbło ${crypto.randomBytes(3).toString('hex')}`;
  await form.getByLabel('Imię i nazwisko').fill(name);
  await form.getByLabel('Temat', { exact: true }).selectOption({ label: 'Błąd na stronie' });
  await form.getByLabel('Wiadomość', { exact: true }).fill('W rankingu na telefonie ucina się ostatnia kolumna tabeli.');
  await expect(form.getByText('58 z 3000 znaków')).toBeVisible();
  await form.getByRole('checkbox', { name: /Zgadzam się na przetwarzanie/ }).check();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const sent = page.getByTestId('contact-sent');
  await expect(sent).toContainText(`Odpowiemy w ciągu 2 dni roboczych na adres ${address}.`);
  await expect(sent.getByRole('heading', { name: 'Dziękujemy, wiadomość dotarła!' })).toBeFocused();

  const adminContext = await browser.newContext({ baseURL });
  // Cookies already accepted, as in every test but the consent notice's own (fixtures.ts): the notice opens ~2 s in.
  await adminContext.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const adminPage = await adminContext.newPage();
  await signInBrowser(adminPage, await createAdmin());
  await adminPage.goto('/admin/zapytania?typ=contact');
  const item = adminPage.getByTestId('inbox-item').filter({ hasText: name });
  await expect(item).toContainText('Kontakt');
  await item.getByRole('link').click();
  const detail = adminPage.getByTestId('inbox-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText('Kontakt: Błąd na stronie');
  await expect(detail).toContainText('W rankingu na telefonie ucina się ostatnia kolumna tabeli.');
  await adminContext.close();
});
