import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appTookOver } from '../support/takeover.ts';

const polish = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

test('the glossary index lists at least 60 terms in Polish A–Ż order @content', async ({ page }) => {
  await page.goto('/slownik-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Słownik AI' })).toBeVisible();

  const index = page.getByTestId('glossary-index');
  // textContent: letters far below the screen are not rendered yet (content-visibility), and innerText reads rendering.
  const texts = async (headings: Locator) => (await headings.allTextContents()).map((text) => text.trim());
  const letters = await texts(index.getByRole('heading', { level: 2 }));
  // ł after l, ś after s, ź after z — never at the end of the Latin alphabet or mixed with their base letters.
  for (const [before, after] of [
    ['L', 'Ł'],
    ['Ł', 'M'],
    ['S', 'Ś'],
    ['Ś', 'T'],
    ['Z', 'Ź'],
  ]) {
    expect(letters.indexOf(before!), `${before} in ${letters.join(' ')}`).toBeGreaterThanOrEqual(0);
    expect(letters.indexOf(before!)).toBeLessThan(letters.indexOf(after!));
  }
  expect(letters.at(-1)).toBe('Ź');

  const terms = await texts(index.getByRole('heading', { level: 3 }));
  expect(terms.length).toBeGreaterThanOrEqual(60);
  expect(terms).toEqual([...terms].sort(polish.compare));
  expect(terms.indexOf('Szum')).toBeLessThan(terms.indexOf('Światłocień'));
  expect(terms.indexOf('Ziarno (seed)')).toBeLessThan(terms.indexOf('Źródło światła'));
  expect(terms.indexOf('LoRA')).toBeLessThan(terms.indexOf('Łączenie obrazów (blend)'));
  await expect(page.getByTestId('glossary-status')).toHaveText(`W słowniku jest ${terms.length} pojęć.`);

  // The alphabet bar: letters with terms are links to their section, the others are not.
  const alphabet = page.getByTestId('glossary-alphabet');
  await expect(alphabet.getByRole('link', { name: 'Ź', exact: true })).toBeVisible();
  await expect(alphabet.getByRole('link', { name: 'Ą', exact: true })).toHaveCount(0);
  // After the app's takeover, which keeps a jump made on the static page (early-input.spec.ts): a click in the very frame
  // of its commit would jump on the page being replaced.
  await appTookOver(page);
  await alphabet.getByRole('link', { name: 'Ś', exact: true }).click();
  await expect(index.getByRole('heading', { level: 2, name: 'Ś', exact: true })).toBeInViewport();
});

test('the search ignores case and Polish diacritics and keeps the query in the URL @content', async ({ page }) => {
  await page.goto('/slownik-ai');
  const search = page.getByRole('searchbox', { name: 'Szukaj w słowniku' });
  const results = page.getByTestId('glossary-results');

  await search.fill('zrodlo');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Źródło światła']);
  await expect(page.getByTestId('glossary-status')).toHaveText('Znaleziono 1 pojęcie dla zapytania „zrodlo”.');
  await expect(page).toHaveURL(/\/slownik-ai\?q=zrodlo$/);

  await search.fill('ŹRÓDŁO');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Źródło światła']);

  await search.fill('laczenie');
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Łączenie obrazów (blend)']);

  // English names find their Polish terms.
  await search.fill('latent space');
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Przestrzeń ukryta (latent space)');

  await search.fill('qqqxyz');
  await expect(page.getByTestId('glossary-status')).toHaveText('Brak pojęć pasujących do zapytania „qqqxyz”.');
  await page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('glossary-index')).toBeVisible();

  // A shared link opens with the search applied.
  await page.goto('/slownik-ai?q=swiatl');
  await expect(search).toHaveValue('swiatl');
  // Terms named with the word first, then those that only mention it in their definitions.
  const found = await results.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(found.slice(0, 3)).toEqual(['Światło wolumetryczne', 'Światłocień', 'Źródło światła']);
  expect(found.length).toBeGreaterThan(3);
});

test('a term page shows the definition, an example, related terms and articles @content', async ({ page }) => {
  await page.goto('/slownik-ai?q=zrodlo');
  await page.getByTestId('glossary-results').getByRole('link', { name: 'Źródło światła' }).click();

  await expect(page).toHaveURL(/\/slownik-ai\/zrodlo-swiatla$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Źródło światła' })).toBeVisible();
  await expect(page).toHaveTitle(/Źródło światła/);
  await expect(page.getByTestId('term-definition')).toContainText('Miejsce, z którego pada światło');
  await expect(page.getByRole('heading', { level: 2, name: 'Przykład' })).toBeVisible();
  await expect(page.getByTestId('term-example')).toContainText('otwarta lodówka');

  await page.getByTestId('term-related').getByRole('link', { name: 'Światłocień' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Światłocień' })).toBeVisible();

  await page
    .getByTestId('term-articles')
    .getByRole('link', { name: /Jak pisać prompty/ })
    .click();
  await expect(page).toHaveURL(/\/post\/jak-pisac-prompty-do-generatorow-obrazow$/);
  await expect(page.getByTestId('post-title')).toBeVisible();
});

test('the neighbours of a term follow the Polish alphabet @content', async ({ page }) => {
  await page.goto('/slownik-ai/ziarno');
  const pager = page.getByRole('navigation', { name: 'Sąsiednie pojęcia' });
  await expect(pager.getByRole('link', { name: /Następne pojęcie/ })).toContainText('Znak wodny');
  await expect(pager.getByRole('link', { name: /Poprzednie pojęcie/ })).toContainText('Wariacje');
  await pager.getByRole('link', { name: /Następne pojęcie/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Znak wodny' })).toBeVisible();
  await pager.getByRole('link', { name: /Następne pojęcie/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Źródło światła' })).toBeVisible();
  await expect(pager.getByRole('link', { name: /Następne pojęcie/ })).toHaveCount(0);
});

test('an unknown term shows the 404 screen @content', async ({ page }) => {
  await page.goto('/slownik-ai/nie-ma-takiego-pojecia');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
