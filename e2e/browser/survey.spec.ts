import { expect, test } from './fixtures.ts';

test('the survey has no site chrome, checks required answers and stores a response visitors cannot read @content @destructive', async ({
  page,
  request,
}) => {
  await page.goto('/ankieta');
  await expect(page.getByRole('heading', { level: 1, name: 'Ankieta dla czytelników' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Główne sekcje serwisu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const form = page.getByTestId('survey-form');
  await form.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();
  await expect(form.getByRole('alert')).toHaveCount(4);
  await expect(form.getByText('Zaznacz co najmniej jedną odpowiedź.').first()).toBeVisible();

  await form.getByRole('radio', { name: 'Kilka razy w tygodniu' }).check();
  await form.getByRole('checkbox', { name: 'Midjourney' }).check();
  await form.getByRole('checkbox', { name: 'Flux' }).check();
  await form.getByRole('checkbox', { name: 'Media społecznościowe' }).check();
  await form.getByRole('radio', { name: '5', exact: true }).check();
  await form.getByRole('textbox', { name: 'O czym powinniśmy napisać?' }).fill('Więcej o wideo i spójności postaci.');
  await form.getByRole('button', { name: 'Wyślij odpowiedzi' }).click();

  await expect(page.getByTestId('survey-thanks').getByRole('heading', { name: 'Dziękujemy za odpowiedzi!' })).toBeFocused();

  const apiUrl = process.env.E2E_API_URL;
  const anonKey = process.env.E2E_ANON_KEY;
  if (apiUrl && anonKey) {
    const response = await request.get(`${apiUrl}/rest/v1/survey_responses?select=answers`, { headers: { apikey: anonKey } });
    expect([401, 403]).toContain(response.status());
  }
});
