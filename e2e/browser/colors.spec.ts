import { expect, test } from './fixtures.ts';

test('the palette tool builds harmonies, keeps locked colours and remembers the palette in the URL @content', async ({ page }) => {
  await page.goto('/kolory');
  await expect(page.getByRole('heading', { level: 1, name: 'Generator palet kolorów' })).toBeVisible();
  const hexes = page.getByTestId('palette-hex');
  await expect(hexes).toHaveCount(5);
  await expect(hexes.first()).toHaveText('#3b2fb8');

  await page.getByLabel('Kolor bazowy (HEX)').fill('#ff0000');
  await page.getByLabel('Harmonia').selectOption({ label: 'Triada' });
  await expect(page).toHaveURL(/baza=ff0000/);
  await expect(page).toHaveURL(/harmonia=triada/);
  await expect(hexes.nth(0)).toHaveText('#ff0000');
  await expect(hexes.nth(1)).toHaveText('#00ff00');
  await expect(hexes.nth(2)).toHaveText('#0000ff');

  await page.getByRole('button', { name: 'Zablokuj kolor 2' }).click();
  await expect(page.getByRole('button', { name: 'Zablokowany kolor 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Harmonia').selectOption({ label: 'Dopełniająca' });
  await expect(hexes.nth(1)).toHaveText('#00ff00');
  await expect(hexes.nth(2)).toHaveText('#00ffff');
  await expect(page).toHaveURL(/blokady=-x---/);

  await page.reload();
  await expect(hexes.nth(1)).toHaveText('#00ff00');
  await expect(page.getByRole('button', { name: 'Zablokowany kolor 2' })).toHaveAttribute('aria-pressed', 'true');

  // A bad HEX is explained, not applied.
  await page.getByLabel('Kolor bazowy (HEX)').fill('#zzz');
  await expect(page.getByRole('alert')).toHaveText('Wpisz kolor w formacie #RRGGBB, np. #3b2fb8.');
  await expect(hexes.nth(0)).toHaveText('#ff0000');
});

test('the contrast checker and the export use WCAG ratios and CSS variables @content', async ({ page }) => {
  await page.goto('/kolory?baza=ff0000&harmonia=triada');
  await page.getByLabel('Kolor tekstu').selectOption('#000000');
  await page.getByLabel('Kolor tła').selectOption('#ffffff');
  await expect(page.getByTestId('contrast-result')).toContainText('Kontrast 21,00:1 — AAA.');
  await page.getByLabel('Kolor tła').selectOption('#0000ff');
  await expect(page.getByTestId('contrast-result')).toContainText('Kontrast 2,44:1 — za niski.');

  await expect(page.getByTestId('palette-export')).toContainText('--kolor-1: #ff0000;');
  await page.getByLabel('Format', { exact: true }).selectOption({ label: 'RGB' });
  await expect(page.getByTestId('palette-export')).toContainText('rgb(255 0 0)');
});

test('the neumorphism generator updates the preview and the CSS live @content', async ({ page }) => {
  await page.goto('/neumorphism');
  await expect(page.getByRole('heading', { level: 1, name: 'Generator neumorfizmu CSS' })).toBeVisible();
  const css = page.getByTestId('neumorphism-css');
  await expect(css).toContainText('box-shadow: 20px 20px 60px');

  await page.getByLabel('Kolor (HEX)').fill('#808080');
  await page.getByRole('slider', { name: /Odległość cienia/ }).fill('10');
  await page.getByRole('slider', { name: /Rozmycie/ }).fill('30');
  await page.getByRole('slider', { name: /Intensywność/ }).fill('0.5');
  await expect(css).toContainText('box-shadow: 10px 10px 30px #404040, -10px -10px 30px #c0c0c0;');

  await page.getByLabel('Źródło światła').selectOption({ label: 'Z prawej u dołu' });
  await expect(css).toContainText('box-shadow: -10px -10px 30px #404040, 10px 10px 30px #c0c0c0;');

  await page.getByRole('radio', { name: 'Wciśnięty' }).check();
  await expect(css).toContainText('inset -10px -10px 30px #404040');
  await expect(page.getByTestId('neumorphism-preview')).toHaveCSS('box-shadow', /inset/);

  await page.getByRole('slider', { name: /Rozmiar/ }).fill('100');
  await expect(page.getByTestId('neumorphism-preview')).toHaveCSS('width', '100px');
  await expect(css).toContainText('border-radius: 40px;');
});
