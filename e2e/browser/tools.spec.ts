import { expect, test } from './fixtures.ts';

test('the chaos guide explains each value on the slider and builds the prompt @content', async ({ page }) => {
  await page.goto('/ai/midjourney-chaos');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parametr --chaos w Midjourney');

  const slider = page.getByRole('slider', { name: 'Wartość --chaos' });
  await expect(slider).toHaveValue('0');
  await expect(page.getByTestId('parameter-band')).toContainText('Bez chaosu');
  await expect(page.getByTestId('parameter-prompt')).toHaveText('plakat festiwalu jazzowego nad Wisłą, noc, neony --chaos 0');

  await slider.fill('60');
  await expect(page.getByTestId('parameter-value')).toHaveText('--chaos 60');
  await expect(page.getByTestId('parameter-band')).toContainText('Duży chaos');
  await expect(page.getByTestId('parameter-prompt')).toHaveText('plakat festiwalu jazzowego nad Wisłą, noc, neony --chaos 60');
  await expect(slider).toHaveAttribute('aria-valuetext', '60 — Duży chaos');

  // Keyboard works too.
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('parameter-band')).toContainText('Eksperyment');

  await page.getByRole('link', { name: /Parametr --chaos w Midjourney: kiedy/ }).click();
  await expect(page).toHaveURL(/\/midjourney\/midjourney-parametr-chaos$/);
});

test('the stylize and aspect-ratio guides have their own scales @content', async ({ page }) => {
  await page.goto('/ai/midjourney-stylize');
  const stylize = page.getByRole('slider', { name: 'Wartość --stylize' });
  await expect(stylize).toHaveValue('100');
  await expect(page.getByTestId('parameter-band')).toContainText('Wartość domyślna');
  await stylize.fill('800');
  await expect(page.getByTestId('parameter-band')).toContainText('Maksimum stylu');

  await page.getByRole('navigation', { name: 'Inne parametry Midjourney' }).getByRole('link', { name: '--ar (proporcje)' }).click();
  await expect(page).toHaveURL(/\/ai\/midjourney-proporcje$/);
  const ratio = page.getByRole('slider', { name: 'Wartość --ar' });
  await expect(page.getByTestId('parameter-value')).toHaveText('--ar 1:1');
  await ratio.fill('5');
  await expect(page.getByTestId('parameter-value')).toHaveText('--ar 16:9');
  await expect(page.getByTestId('ratio-preview')).toContainText('16:9');
  await expect(page.getByTestId('parameter-prompt')).toHaveText(/--ar 16:9$/);
});

test('the recommender suggests tools from the ranking with reasons, and the result can be shared @content', async ({ page }) => {
  await page.goto('/ranking-top-ai');
  await page.getByRole('link', { name: 'Odpowiedz na cztery pytania' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Znajdź swój generator AI' })).toBeVisible();

  await page.getByRole('radio', { name: 'Krótkie filmy i animacje' }).check();
  await page.getByRole('radio', { name: 'Do 30 USD miesięcznie' }).check();
  await expect(page.getByTestId('recommender-progress')).toContainText('Odpowiedzi: 2 z 4.');
  await expect(page.getByTestId('recommendations')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Tak, do użytku komercyjnego' }).check();
  await page.getByRole('radio', { name: 'Chcę pisać i klikać po polsku' }).check();

  const suggestions = page.getByTestId('recommendation');
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.first()).toContainText('Najlepsze dopasowanie');
  await expect(suggestions.first()).toContainText('Sprawdza się w zadaniu: krótkie filmy i animacje.');
  await expect(page).toHaveURL(/zastosowanie=wideo/);
  const names = await suggestions.getByRole('heading', { level: 3 }).allInnerTexts();

  // The same link gives the same suggestions.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Krótkie filmy i animacje' })).toBeChecked();
  await expect(suggestions.getByRole('heading', { level: 3 })).toHaveText(names);

  // A link with answers opens straight on the suggestions; free vector tools for business include Adobe Firefly.
  await page.goto('/ai/znajdz-swoj-generator-ai?zastosowanie=wektory&budzet=darmowy&licencja=komercyjna&jezyk=polski');
  await expect(page.getByTestId('recommendation').getByRole('heading', { level: 3 })).toContainText(['Adobe Firefly']);
  await page.getByRole('button', { name: 'Zacznij od nowa' }).click();
  await expect(page).toHaveURL((url) => url.search === '');
});
