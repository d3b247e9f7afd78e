import crypto from 'node:crypto';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { createAdmin, serviceClient, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// Admin journeys of the glossary: the paged list in Polish order, and a term created with related terms, edited and
// deleted, each step visible on the public /slownik-ai. The term is named so that it changes no result the public
// glossary tests running in parallel look at (a "K" term, no "światło", "źródło" or "Ż").

// The list test counts every term, so the tests of this file run one after another.
test.describe.configure({ mode: 'serial' });

type Cookies = NonNullable<Exclude<BrowserContextOptions['storageState'], string | undefined>['cookies']>;
let adminCookies: Cookies;
const createdSlugs: string[] = [];

// One admin session for the file: a TOTP code is accepted once, so a second sign-in in the same 30 s would wait.
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await createAdmin();
  const context = await browser.newContext({ baseURL });
  await signInBrowser(await context.newPage(), admin);
  adminCookies = await context.cookies();
  await context.close();
});

test.afterEach(async () => {
  if (createdSlugs.length === 0) return;
  const { error } = await serviceClient().from('glossary_terms').delete().in('slug', createdSlugs.splice(0));
  if (error) throw new Error(`cleaning up terms failed: ${error.message}`);
});

async function signedIn(page: Page): Promise<void> {
  await page.context().addCookies(adminCookies);
}

const polish = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

test('the admin list pages through the glossary in Polish alphabetical order @admin @content @smoke @destructive', async ({ page }) => {
  await signedIn(page);
  await page.goto('/admin/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Słownik AI' })).toBeVisible();
  const { count } = await serviceClient().from('glossary_terms').select('id', { count: 'exact', head: true });
  const pages = Math.ceil(count! / 20);
  await expect(page.getByTestId('glossary-admin-count')).toContainText(`Strona 1 z ${pages}.`);

  const names = async () =>
    (await page.getByTestId('admin-term-row').getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n')[0]!);
  const collected: string[] = [];
  for (let current = 1; current <= pages; current++) {
    if (current > 1) {
      await page.getByRole('navigation', { name: 'Strony listy pojęć' }).getByRole('button', { name: 'Następna strona' }).click();
      await expect(page).toHaveURL(new RegExp(`strona=${current}`));
      await expect(page.getByTestId('glossary-admin-count')).toContainText(`Strona ${current} z ${pages}.`);
    }
    collected.push(...(await names()));
  }
  expect(collected).toHaveLength(count!);
  // Across pages, not only within one: the database sorts with a Polish collation.
  expect(collected).toEqual([...collected].sort(polish.compare));
  expect(collected.indexOf('LoRA')).toBeLessThan(collected.indexOf('Łączenie obrazów (blend)'));
  expect(collected.indexOf('Łączenie obrazów (blend)')).toBeLessThan(collected.indexOf('Model bazowy'));
});

test('an admin creates a term with related terms, edits it and deletes it; /slownik-ai follows each step @admin @content @destructive', async ({
  page,
}) => {
  const suffix = crypto.randomBytes(3).toString('hex');
  const name = `Kadr próbny E2E ${suffix}`;
  const slug = `kadr-probny-e2e-${suffix}`;
  createdSlugs.push(slug);
  await signedIn(page);
  await page.goto('/admin/glossary');
  await page.getByRole('button', { name: 'Dodaj pojęcie' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nowe pojęcie' })).toBeFocused();

  await page.getByLabel('Pojęcie', { exact: true }).fill(name);
  const slugInput = page.getByLabel('Adres (slug)');
  await expect(slugInput).toHaveValue(slug);
  await expect(page.getByTestId('slug-check')).toHaveText('Adres jest wolny.');

  // A slug another term uses is flagged while typing.
  await slugInput.fill('bokeh');
  await expect(page.getByText('To adres innego pojęcia w słowniku. Wybierz inny adres.')).toBeVisible();
  await expect(slugInput).toHaveAttribute('aria-invalid', 'true');
  await slugInput.fill(slug);
  await expect(page.getByTestId('slug-check')).toHaveText('Adres jest wolny.');

  await page.getByLabel('Inne nazwy').fill('test frame');
  await page.getByLabel('Definicja').fill('Pojęcie dodane przez test E2E panelu administracyjnego — sprawdza zapis i powiązania.');
  await page.getByLabel('Przykład').fill('Zażółć gęślą jaźń.');

  // Related terms come from the existing ones; the filter ignores diacritics.
  const picker = page.getByTestId('related-picker');
  const find = picker.getByLabel('Znajdź pojęcie do powiązania');
  await find.fill('glebia');
  await picker.getByRole('button', { name: 'Dodaj powiązanie z „Głębia ostrości”' }).click();
  await expect(find).toBeFocused();
  await find.fill('boke');
  await picker.getByRole('button', { name: 'Dodaj powiązanie z „Bokeh”' }).click();
  await expect(picker.getByRole('list', { name: 'Wybrane powiązane pojęcia' }).getByRole('listitem')).toHaveText([
    /Głębia ostrości/,
    /Bokeh/,
  ]);

  await page.getByRole('button', { name: 'Dodaj pojęcie' }).click();
  const status = page.getByTestId('glossary-admin-status').getByRole('status');
  await expect(status).toHaveText(`Dodano pojęcie „${name}”.`);

  await page.goto(`/slownik-ai/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('term-definition')).toContainText('Pojęcie dodane przez test E2E');
  await expect(page.getByTestId('term-example')).toContainText('Zażółć gęślą jaźń.');
  await expect(page.getByTestId('term-related').getByRole('link')).toHaveText(['Głębia ostrości', 'Bokeh']);

  await page.goto('/slownik-ai');
  await expect(page.getByTestId('glossary-index').getByRole('link', { name })).toBeVisible();

  // Edit: a new definition, one related term fewer.
  await page.goto(`/admin/glossary?szukaj=${encodeURIComponent(`Kadr próbny E2E ${suffix}`)}`);
  await expect(page.getByTestId('glossary-admin-count')).toHaveText(`Znaleziono 1 pojęcie dla „Kadr próbny E2E ${suffix}”.`);
  await page.getByRole('button', { name: `Edytuj ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Edycja: ${name}` })).toBeFocused();
  await page.getByLabel('Definicja').fill('Definicja poprawiona w panelu.');
  await page.getByRole('button', { name: 'Usuń powiązanie z „Bokeh”' }).click();
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(status).toHaveText(`Zapisano zmiany pojęcia „${name}”.`);

  await page.goto(`/slownik-ai/${slug}`);
  await expect(page.getByTestId('term-definition')).toHaveText('Definicja poprawiona w panelu.');
  await expect(page.getByTestId('term-related').getByRole('link')).toHaveText(['Głębia ostrości']);

  // Delete, after confirming.
  await page.goBack();
  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć pojęcie ze słownika?' });
  await expect(dialog).toContainText(`Pojęcie „${name}” zostanie trwale usunięte`);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-term-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  await dialog.getByRole('button', { name: 'Usuń pojęcie' }).click();
  await expect(status).toHaveText(`Usunięto pojęcie „${name}” wraz z linkami do niego z innych pojęć.`);
  await expect(page.getByTestId('admin-term-row')).toHaveCount(0);

  await page.goto(`/slownik-ai/${slug}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a term changed by someone else since it was opened is not overwritten @admin @content @destructive', async ({ page }) => {
  const suffix = crypto.randomBytes(3).toString('hex');
  const slug = `kadr-konflikt-${suffix}`;
  createdSlugs.push(slug);
  const name = `Kadr konflikt ${suffix}`;
  const { error } = await serviceClient().from('glossary_terms').insert({ slug, term: name, definition: 'Pierwotna definicja.' });
  expect(error).toBeNull();

  await signedIn(page);
  await page.goto(`/admin/glossary?szukaj=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edytuj ${name}` }).click();
  await expect(page.getByLabel('Definicja')).toHaveValue('Pierwotna definicja.');

  // Meanwhile someone else saves the term.
  expect((await serviceClient().from('glossary_terms').update({ definition: 'Cudza zmiana.' }).eq('slug', slug)).error).toBeNull();

  await page.getByLabel('Definicja').fill('Moja zmiana.');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByTestId('term-editor-status').getByRole('alert')).toContainText(
    'To pojęcie zostało w międzyczasie zmienione albo usunięte przez kogoś innego. Twoje zmiany nie zostały zapisane',
  );
  const { data } = await serviceClient().from('glossary_terms').select('definition').eq('slug', slug).single();
  expect(data?.definition).toBe('Cudza zmiana.');
});
