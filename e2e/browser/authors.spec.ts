import crypto from 'node:crypto';
import { createAdmin, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// Bylines (issue [site-media], people and trust pages): an article names its author with a portrait, links to their
// card on /o-nas, and says who wrote it in its JSON-LD; /o-nas lists the editors. In the prerendered HTML too.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article carries its author box with a described portrait, and a Person as its JSON-LD author @content', async ({ page }) => {
    await page.goto('/midjourney/midjourney-parametr-chaos');
    const box = page.getByTestId('author-box');
    await expect(box).toContainText('Michał Zieliński');
    await expect(box).toContainText('Trener narzędzi AI');
    const portrait = box.getByTestId('author-portrait');
    await expect(portrait).toHaveAttribute('alt', /^Ilustrowany portret Michała Zielińskiego/);
    await expect(portrait).toHaveAttribute('width', '72');
    await expect(portrait).toHaveAttribute('height', '72');
    await expect(portrait).toHaveAttribute('loading', 'lazy');
    await expect(portrait).toHaveAttribute('srcset', /render\/image\/public\/media\/autorzy\/michal-zielinski\.webp\?width=144/);
    await portrait.scrollIntoViewIfNeeded();
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(box.getByRole('link', { name: 'Więcej o redakcji' })).toHaveAttribute('href', '/o-nas#michal-zielinski');

    const jsonLd = JSON.parse((await page.locator('script[data-json-ld="article"]').textContent())!);
    expect(jsonLd.author).toMatchObject({
      '@type': 'Person',
      name: 'Michał Zieliński',
      jobTitle: 'Trener narzędzi AI',
      url: expect.stringMatching(/\/o-nas#michal-zielinski$/),
      image: expect.stringMatching(/\/storage\/v1\/object\/public\/media\/autorzy\/michal-zielinski\.webp$/),
    });
  });

  test('/o-nas lists every author under their own anchor, in Polish alphabetical order @content', async ({ page }) => {
    await page.goto('/o-nas');
    const authors = page.getByTestId('authors');
    await expect(authors.getByRole('heading', { level: 2, name: 'Redakcja' })).toBeVisible();
    await expect(authors.getByRole('heading', { level: 3 })).toHaveText(['Anna Wiśniewska', 'Michał Zieliński']);
    await expect(page.locator('#anna-wisniewska')).toContainText('Redaktorka prowadząca');
    await expect(page.locator('#michal-zielinski').getByRole('img')).toHaveAttribute('alt', /^Ilustrowany portret Michała/);
  });
});

test('a byline leads to its author on /o-nas @content', async ({ page }) => {
  await page.goto('/post/jak-pisac-prompty-do-generatorow-obrazow');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  await page.getByTestId('author-box').getByRole('link', { name: 'Więcej o redakcji' }).click();
  await expect(page).toHaveURL(/\/o-nas#anna-wisniewska$/);
  await expect(page.locator('#anna-wisniewska')).toBeInViewport();
});

test('an admin signs a new article with an author; the preview and the published page show the byline @admin @content @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = crypto.randomBytes(3).toString('hex');
  await signInBrowser(page, await createAdmin());
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Nowy artykuł', exact: true }).click();
  await page.getByLabel('Tytuł', { exact: true }).fill(`Podpisany tekst ${tag}`);
  await page.getByLabel('Wstęp').fill('Artykuł z podpisem autorki.');
  await page.getByLabel('Treść (Markdown)').fill('Treść artykułu z podpisem.');
  const author = page.getByLabel('Autor', { exact: true });
  await expect(author).toHaveValue('');
  await expect(author.locator('option')).toContainText(['Redakcja (bez podpisu)', 'Anna Wiśniewska — Redaktorka prowadząca']);
  await author.selectOption({ label: 'Anna Wiśniewska — Redaktorka prowadząca' });
  await expect(page.getByTestId('post-preview').getByTestId('author-box')).toContainText('Anna Wiśniewska');
  await page.getByLabel('Opublikowany').check();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByTestId('save-status')).toContainText(/Artykuł jest opublikowany\./);

  const visitor = await browser.newContext({ locale: 'pl-PL' });
  await visitor.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/post/podpisany-tekst-${tag}`);
  await expect(publicPage.getByTestId('author-box')).toContainText('Anna Wiśniewska, Redaktorka prowadząca');
  await visitor.close();
});
