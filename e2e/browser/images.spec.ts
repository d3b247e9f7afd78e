import sharp from 'sharp';
import { expect, test } from './fixtures.ts';

// Covers as content (issue: a site about images that shows images): the seeded articles' covers come from Storage
// through its image transformation, in the prerendered HTML, with alt text, dimensions and a link-preview image.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home cards show covers with alt text, dimensions and widths to choose from; only the first loads at once @storage @content', async ({
    page,
  }) => {
    await page.goto('/');
    const covers = page.getByTestId('post-list').getByRole('img');
    await expect(covers.first()).toBeVisible();
    expect(await covers.count()).toBeGreaterThanOrEqual(6);
    // Whatever article is newest (other tests publish some, some without a cover), the first cover on the page is
    // the one loaded at once.
    await expect(covers.first()).toHaveAttribute('loading', 'eager');
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy');

    const seeded = page.getByTestId('post-card').filter({ hasText: 'Prawa autorskie do obrazów AI w Polsce i UE' }).getByRole('img');
    await expect(seeded).toHaveAttribute('alt', /^Ilustracja poglądowa: /);
    await expect(seeded).toHaveAttribute('width', '1200');
    await expect(seeded).toHaveAttribute('height', '630');
    const srcset = (await seeded.getAttribute('srcset'))!;
    expect(srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1200w']);
    expect(srcset).toContain('/storage/v1/render/image/public/covers/seed/prawo-autorskie-do-obrazow-ai-polska-i-ai-act.webp?width=400');
    // The picture the browser chose really is an image.
    await seeded.scrollIntoViewIfNeeded();
    await expect.poll(() => seeded.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('an article shows its cover and names it as the link-preview image, which answers as an image @storage @content', async ({
    page,
    request,
  }) => {
    await page.goto('/midjourney/midjourney-parametr-chaos');
    const cover = page.getByTestId('post-cover');
    await expect(cover).toHaveAttribute('alt', /^Ilustracja poglądowa: /);
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
    expect(ogImage).toMatch(/width=1200&height=630&resize=cover/);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', (await cover.getAttribute('alt'))!);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const response = await request.get(ogImage);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe('without JavaScript, guides and comparisons', () => {
  test.use({ javaScriptEnabled: false });

  // Every article-like page under /ai and /poradnik has a link preview of the Open Graph size that answers as an
  // image, and shows at least one picture described in Polish.
  for (const path of [
    '/ai/midjourney-chaos',
    '/ai/midjourney-stylize',
    '/ai/midjourney-proporcje',
    '/ai/porownanie-dalle-midjourney-firefly-freepik',
    '/ai/porownanie-gpt-midjourney-ideogram-flux-freepik',
    '/ai/znajdz-swoj-generator-ai',
    '/poradnik/konsultacje-ai',
    '/poradnik/midjourney-ai',
    '/poradnik/midjourney-video',
  ]) {
    test(`${path} names a 1200×630 link-preview image and shows a picture with Polish alt text @content @storage`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
      expect(ogImage).toMatch(/width=1200&height=630&resize=cover/);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /^Ilustracja poglądowa: .{20,}/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const response = await request.get(ogImage);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
      const { width, height } = await sharp(await response.body()).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
      const pictures = page.getByRole('main').getByRole('img');
      expect(await pictures.count()).toBeGreaterThan(0);
      const alts = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
      expect(alts.some((alt) => alt.length >= 20 && /[ąćęłńóśźż]/i.test(alt))).toBe(true);
    });
  }
});

test('every seeded tool in the ranking shows its logo, which loads from the logos bucket @storage @content @smoke', async ({ page }) => {
  await page.goto('/ranking-top-ai');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  // The 21 seeded tools (other tests may add tools of their own meanwhile, without logos).
  const logos = page.getByTestId('ranking-row').locator('img.ranking-table__logo');
  await expect(logos.nth(20)).toBeAttached();
  const first = logos.first();
  await expect(first).toHaveAttribute('src', /\/storage\/v1\/object\/public\/logos\/seed\/midjourney\.webp$/);
  await expect(first).toHaveAttribute('alt', '');
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128);
});

test.describe('without JavaScript, examples', () => {
  test.use({ javaScriptEnabled: false });

  test('each Midjourney parameter guide shows its examples side by side, labelled as illustrations made for the site @storage @content', async ({
    page,
  }) => {
    for (const [path, count, label] of [
      ['/ai/midjourney-chaos', 4, '--chaos 100'],
      ['/ai/midjourney-stylize', 4, '--stylize 750'],
      ['/ai/midjourney-proporcje', 7, '--ar 21:9'],
    ] as const) {
      await page.goto(path);
      const examples = page.getByTestId('guide-examples');
      const images = examples.getByRole('img');
      await expect(images, path).toHaveCount(count);
      await expect(examples.getByText(label, { exact: true })).toBeVisible();
      await expect(examples).toContainText(
        'Ilustracje poglądowe przygotowane dla serwisu: schematy, a nie obrazy wygenerowane w Midjourney.',
      );
      for (let index = 0; index < count; index++) {
        const image = images.nth(index);
        await expect(image).toHaveAttribute('alt', /.{20,}/);
        await expect(image).toHaveAttribute('src', /\/storage\/v1\/object\/public\/media\/parametry\//);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
    }
  });

  test('a visual glossary term shows its illustration, described and labelled as made for the site @storage @content', async ({ page }) => {
    await page.goto('/slownik-ai/bokeh');
    const figure = page.getByTestId('term-illustration');
    const image = figure.getByRole('img');
    await expect(image).toHaveAttribute('alt', /efekt bokeh/);
    await expect(image).toHaveAttribute('width', '640');
    await expect(figure).toContainText('Ilustracja poglądowa przygotowana dla serwisu.');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
    // A term that is not about how an image looks has no picture.
    await page.goto('/slownik-ai/token');
    await expect(page.getByTestId('term-definition')).toBeVisible();
    await expect(page.getByTestId('term-illustration')).toHaveCount(0);
  });

  test('/gratisy shows a preview of each wallpaper @storage @content', async ({ page }) => {
    await page.goto('/gratisy');
    const preview = page.getByRole('img', { name: 'Podgląd: Tapeta „Fioletowa mgławica”' });
    await expect(preview).toHaveAttribute('src', /\/storage\/v1\/object\/public\/media\/gratisy\/tapeta-mglawica-1920x1080\.webp$/);
    await preview.scrollIntoViewIfNeeded();
    await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(480);
    await expect(page.getByRole('img', { name: 'Podgląd: Tapeta „Stwór o zachodzie”' })).toBeAttached();
  });
});
