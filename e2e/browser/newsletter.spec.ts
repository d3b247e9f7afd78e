import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The confirmation token from the newest mail to the address in the local inbox (Mailpit API), once it arrives. */
async function confirmationToken(request: APIRequestContext, email: string): Promise<string> {
  const inbox = process.env.E2E_MAILPIT_URL;
  if (!inbox) throw new Error('E2E_MAILPIT_URL is not set');
  let token = '';
  await expect(async () => {
    const search = await request.get(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    const { messages } = (await search.json()) as { messages: { ID: string }[] };
    expect(messages.length).toBeGreaterThan(0);
    const message = (await (await request.get(`${inbox}/api/v1/message/${messages[0]!.ID}`)).json()) as { Text?: string; HTML?: string };
    const match = /newsletter\/verify\?token=([^\s"'&<>]+)/.exec(`${message.Text ?? ''} ${message.HTML ?? ''}`);
    expect(match).not.toBeNull();
    token = decodeURIComponent(match![1]!);
  }).toPass({ timeout: 15_000 });
  return token;
}

test('signing up for the newsletter sends a confirmation mail whose link confirms the subscription @newsletter @destructive', async ({
  page,
  request,
}) => {
  const email = `czytelnik.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Obrazy AI' })).toBeVisible();

  const form = page.getByTestId('newsletter-form-strona-newsletter');
  await form.getByLabel('Twój adres e-mail').fill('to-nie-adres');
  await form.getByRole('button', { name: 'Zapisz mnie' }).click();
  await expect(form.getByRole('alert')).toHaveText('Podaj poprawny adres e-mail, np. anna@example.com.');

  await form.getByLabel('Twój adres e-mail').fill(email);
  await form.getByRole('button', { name: 'Zapisz mnie' }).click();
  await expect(form.getByRole('status')).toContainText('Dziękujemy! Jeśli ten adres nie jest jeszcze zapisany', { timeout: 15_000 });

  const token = await confirmationToken(request, email);
  await page.goto(`/newsletter/verify?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('newsletter-outcome')).toContainText('Gotowe! Twój zapis na newsletter został potwierdzony.', {
    timeout: 15_000,
  });
  // The same link again: already confirmed, still a friendly answer.
  await page.reload();
  await expect(page.getByTestId('newsletter-outcome')).toContainText('Ten adres jest już potwierdzony', { timeout: 15_000 });
});

test('the footer of every page has the newsletter form @newsletter @smoke', async ({ page }) => {
  await page.goto('/slownik-ai');
  const form = page.getByRole('contentinfo').getByTestId('newsletter-form-stopka');
  await expect(form.getByLabel('Newsletter: nowe poradniki raz w tygodniu')).toBeVisible();
});

test('the verify and unsubscribe pages explain a broken link, without the site chrome @newsletter', async ({ page }) => {
  await page.goto('/newsletter/verify?token=zly-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Potwierdzenie zapisu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Główne sekcje serwisu' })).toHaveCount(0);
  await expect(page.getByTestId('newsletter-outcome')).toContainText('Ten link jest nieprawidłowy lub niepełny.', { timeout: 15_000 });

  await page.goto('/newsletter/verify');
  await expect(page.getByTestId('newsletter-outcome')).toContainText('W adresie brakuje kodu potwierdzającego.');

  // The link is the one click: the page unsubscribes as it opens.
  await page.goto('/newsletter/unsubscribe?token=zly-token');
  await expect(page.getByTestId('newsletter-outcome')).toContainText('Ten link do wypisania jest nieprawidłowy.', { timeout: 15_000 });
});
