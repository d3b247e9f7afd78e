import { expect, test } from './fixtures.ts';

const MAIN_LINKS = ['Artykuły', 'Słownik AI', 'Ranking AI', 'Poradnik Midjourney', 'Szkolenia', 'Newsletter', 'Zaloguj się'];

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the main links sit behind a menu button that opens, closes with Escape and closes after a link @content', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Główne sekcje serwisu', includeHidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', (await nav.getAttribute('id'))!);
    await expect(nav).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of MAIN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

    await nav.getByRole('link', { name: 'Ranking AI' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await nav.getByRole('link', { name: 'Słownik AI', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/slownik-ai');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  for (const path of [
    '/',
    '/ranking-top-ai',
    '/slownik-ai',
    '/poradnik/midjourney-ai',
    '/szkolenie-midjourney-ai',
    '/gratisy',
    '/newsletter',
    '/stworz-stwora',
    '/kolory',
  ]) {
    test(`${path} does not scroll sideways, menu open or closed @content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  }

  test('the ranking renders its tool cards as they come near the screen; a table link shows its card @content', async ({ page }) => {
    await page.goto('/ranking-top-ai');
    const rows = page.getByTestId('ranking-row');
    await expect(rows.first()).toBeVisible();
    const cards = page.getByRole('region', { name: 'Szczegóły, licencje i ceny' }).getByRole('article');
    const rendered = (index: number) =>
      cards.nth(index).evaluate((card) => card.querySelector('h3')!.checkVisibility({ contentVisibilityAuto: true }));
    // Far below the first screen: not laid out or painted (content-visibility), yet in the accessibility tree.
    const last = (await cards.count()) - 1;
    expect(await rendered(last)).toBe(false);
    await expect(cards.last().getByRole('heading', { level: 3 })).toHaveText(/\S/);

    const link = rows.last().getByRole('rowheader').getByRole('link');
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/#narzedzie-/);
    await expect(cards.last()).toBeInViewport();
    await expect.poll(() => rendered(last)).toBe(true);
    await expect(cards.last().getByRole('heading', { level: 3, name })).toBeVisible();
  });
});

test('on a wide screen the links are always shown and there is no menu button @content', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Główne sekcje serwisu' });
  for (const name of MAIN_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
});
