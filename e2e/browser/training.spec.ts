import { expect, test } from './fixtures.ts';

test('the training page shows programme, price and FAQ, and validates the inquiry form @content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Szkolenia' }).click();
  await expect(page.getByTestId('offer-title')).toHaveText('Szkolenie Midjourney AI: od pierwszego promptu do spójnej serii grafik');
  await expect(page.getByTestId('offer-facts')).toContainText(/990\s*zł/);
  await expect(page.getByTestId('offer-programme').getByRole('listitem')).toHaveCount(6);
  await page.getByText('Czy dostanę fakturę?').click();
  await expect(page.getByText('Tak, wystawiamy fakturę VAT.')).toBeVisible();

  const form = page.getByTestId('inquiry-form');
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Adres e-mail: Podaj adres e-mail, żebyśmy mogli odpowiedzieć.');
  await expect(form.getByLabel('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
  await form.getByLabel('Adres e-mail').fill('anna@firma');
  await form.getByLabel('Wiadomość').fill('Szukamy szkolenia dla zespołu marketingu w grudniu.');
  await form.getByRole('checkbox', { name: /Zgadzam się na przetwarzanie/ }).check();
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(form.getByRole('alert')).toContainText('To nie wygląda na adres e-mail');
});

test('an inquiry is stored, visitors cannot read inquiries back, and repeated sending is rate-limited @content @destructive', async ({
  page,
  request,
}) => {
  const email = `anna.${Date.now()}@example.com`;
  await page.goto('/szkolenie-midjourney-ai/b2b');
  await expect(page.getByTestId('offer-title')).toHaveText('Szkolenie Midjourney i generatorów AI dla firm');

  const send = async () => {
    const form = page.getByTestId('inquiry-form');
    await form.getByLabel('Imię i nazwisko').fill('Anna Kowalska');
    await form.getByLabel('Adres e-mail').fill(email);
    await form.getByLabel('Firma (opcjonalnie)').fill('Żółta Łódź sp. z o.o.');
    await form.getByLabel('Liczba osób (opcjonalnie)').fill('8');
    await form.getByLabel('Wiadomość').fill('Szkolenie dla 8 osób z działu marketingu.');
    await form.getByRole('checkbox', { name: /Zgadzam się na przetwarzanie/ }).check();
    await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  };

  await send();
  await expect(page.getByTestId('inquiry-sent')).toContainText(`Odpowiemy w ciągu 2 dni roboczych na adres ${email}.`);

  const apiUrl = process.env.E2E_API_URL;
  const anonKey = process.env.E2E_ANON_KEY;
  if (apiUrl && anonKey) {
    const response = await request.get(`${apiUrl}/rest/v1/training_inquiries?select=email`, { headers: { apikey: anonKey } });
    expect([401, 403]).toContain(response.status());
  }

  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole('button', { name: 'Wyślij kolejne zapytanie' }).click();
    await send();
    await expect(page.getByTestId('inquiry-sent')).toBeVisible();
  }
  await page.getByRole('button', { name: 'Wyślij kolejne zapytanie' }).click();
  await send();
  await expect(page.getByTestId('inquiry-error')).toContainText('w ciągu ostatniej godziny');
});

test('the archived B2B offer is marked and takes no inquiries; unknown offers are 404 @content', async ({ page }) => {
  await page.goto('/szkolenie-midjourney-ai/b2b-old');
  await expect(page.getByTestId('offer-archived')).toContainText('Oferta archiwalna.');
  await expect(page.getByTestId('inquiry-form')).toHaveCount(0);

  await page.goto('/szkolenie-midjourney-ai/online');
  await expect(page.getByRole('navigation', { name: 'Oferty szkoleń' }).getByRole('link', { name: 'Archiwum B2B' })).toHaveCount(0);
  await expect(page.getByTestId('inquiry-form')).toBeVisible();

  for (const path of ['/szkolenie-midjourney-ai/nie-ma-takiej-oferty', '/szkolenie-midjourney-ai/szkolenie-midjourney-ai']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
  }
});
