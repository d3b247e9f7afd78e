import { expect, test } from './fixtures.ts';

const polish = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

test('a tag on an article leads to every article with that tag @content', async ({ page }) => {
  await page.goto('/midjourney/midjourney-referencje-stylu-sref');
  await expect(page.getByTestId('post-title')).toBeVisible();
  await page.getByRole('list', { name: 'Tagi' }).getByRole('link', { name: '#sref' }).click();

  await expect(page).toHaveURL(/\/tag\?t=sref$/);
  await expect(page.getByTestId('tag-title')).toHaveText('Tag: #sref');
  await expect(page.getByTestId('tag-count')).toHaveText('1 artykuł');
  await expect(page.getByTestId('post-card')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Ścieżka nawigacji' }).getByRole('link', { name: 'Tagi' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/tag' && url.search === '');
  await expect(page.getByRole('heading', { level: 1, name: 'Tagi' })).toBeVisible();
});

test('the tag index lists every tag in Polish order with article counts @content', async ({ page }) => {
  await page.goto('/tag');
  const links = page.getByTestId('tag-cloud').getByRole('link');
  await expect(links.first()).toBeVisible();
  const tags = (await links.allInnerTexts()).map((text) => text.replace(/^#/, '').replace(/\s+\d+$/, ''));
  expect(tags).toEqual([...tags].sort(polish.compare));
  expect(tags).toContain('użytek komercyjny');
  await expect(page.getByTestId('tag-cloud').getByRole('link', { name: /^#midjourney: \d+ artykuł(y|ów)?$/ })).toBeVisible();
  await expect(page.getByText('#szkic')).toHaveCount(0);

  await page
    .getByTestId('tag-cloud')
    .getByRole('link', { name: /^#midjourney:/ })
    .click();
  await expect(page.getByTestId('tag-title')).toHaveText('Tag: #midjourney');
  const cards = page.getByTestId('post-card');
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  for (const card of await cards.all()) await expect(card.getByRole('link', { name: '#midjourney' })).toBeVisible();
  await expect(page.getByText('Szkic: notatki robocze o nowej wersji Midjourney')).toHaveCount(0);
});

test('tags with Polish letters and spaces work, from a card on the home page too @content', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('post-card').filter({ hasText: 'Adobe Firefly' });
  await card.getByRole('link', { name: '#użytek komercyjny' }).click();
  await expect(page.getByTestId('tag-title')).toHaveText('Tag: #użytek komercyjny');
  await expect(page.getByTestId('post-card').first()).toContainText('Firefly');

  await page.goto('/tag?t=nie-ma-takiego-tagu');
  await expect(page.getByTestId('tag-count')).toHaveText('Nie ma jeszcze artykułów z tym tagiem.');
});
