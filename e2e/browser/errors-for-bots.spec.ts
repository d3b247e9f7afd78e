import { expect, test } from './fixtures.ts';

// One error policy (web/src/components/load-error.tsx): crawlers never get an error page (the specification: a log
// line only). A crawler keeps a prerendered page whose fresh data failed; an error inside the app leaves the route's
// place empty inside the layout, which still links on; people get the Polish screen with "Spróbuj ponownie"
// (home.spec.ts).

test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

test('a crawler keeps the prerendered home page when the fresh load of articles fails @content', async ({ page }) => {
  let failed = 0;
  await page.route('**/rest/v1/posts?**', (route) => {
    failed += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/');
  const cards = page.getByTestId('post-list').getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // supabase-js tries 4 times (1 s, 2 s, 4 s apart) before the app gives up on the load.
  await expect.poll(() => failed, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-takeover'), undefined, { timeout: 10_000 });
  await page.waitForTimeout(500);
  await expect(page.getByTestId('load-error')).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
});

test('a crawler that meets an error within the app gets no error page, only a log line, and noindex @content', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route('**/rest/v1/posts?**', (route) => route.abort('connectionrefused'));
  await page.goto('/polityka-prywatnosci');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Artykuły' }).click();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/, { timeout: 20_000 });
  await expect.poll(() => logged.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('load-error')).toHaveCount(0);
  await expect(page.getByText('Nie udało się wczytać artykułów')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toHaveCount(0);
  // The layout stays: its navigation still links on.
  await expect(page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Artykuły' })).toBeVisible();
});
