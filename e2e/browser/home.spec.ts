import { expect, test } from './fixtures.ts';
import { appTookOver } from '../support/takeover.ts';

// From supabase/seed.sql, newest first; the two oldest seeded articles fall outside the home page's 12.
const seededNewestFirst = [
  'AI w projektowaniu identyfikacji marki: gdzie pomaga, a gdzie szkodzi',
  'Referencje stylu w Midjourney: --sref, kody stylu i spójna seria grafik',
  'Prawa autorskie do obrazów AI w Polsce i UE: co wiemy, a co wciąż jest niejasne',
  'Skalowanie obrazów AI do druku: rozdzielczość, DPI i upscalery',
  'Stable Diffusion na własnym komputerze: od czego zacząć',
];
const draft = {
  title: 'Szkic: notatki robocze o nowej wersji Midjourney',
  path: '/midjourney/midjourney-nowa-wersja-notatki-robocze',
};

test('the home page lists the newest published articles and no drafts @content @smoke', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle(/Obrazy AI/);
  await expect(page.getByRole('heading', { level: 1, name: 'Twórz lepsze obrazy ze sztuczną inteligencją' })).toBeVisible();

  const cards = page.getByTestId('post-list').getByTestId('post-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);

  // Other tests may publish newer articles on a shared stack, so check the seeded ones' relative order.
  const titles = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
  const positions = seededNewestFirst.map((title) => titles.indexOf(title));
  expect(positions, `seeded titles on the home page: ${titles.join(' | ')}`).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  const publishedAt = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  const timestamps = publishedAt.map((value) => Date.parse(value));
  expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));

  await expect(page.getByText(draft.title)).toHaveCount(0);
});

test('a card opens its article with the title and a rendered body @content', async ({ page }) => {
  await page.goto('/');

  const card = page.getByTestId('post-card').filter({ hasText: 'Referencje stylu w Midjourney' });
  await card.click();

  await expect(page).toHaveURL(/\/midjourney\/midjourney-referencje-stylu-sref$/);
  await expect(page.getByTestId('post-title')).toHaveText('Referencje stylu w Midjourney: --sref, kody stylu i spójna seria grafik');
  await expect(page.getByRole('heading', { level: 2, name: 'Problem spójności' })).toBeVisible();
  await expect(page.getByTestId('post-body').locator('table')).toBeVisible();
  await expect(page).toHaveTitle(/Referencje stylu w Midjourney/);

  // Articles of the "post" section live under /post.
  await page.goto('/post/skalowanie-obrazow-ai-do-druku');
  await expect(page.getByTestId('post-title')).toHaveText('Skalowanie obrazów AI do druku: rozdzielczość, DPI i upscalery');
  await expect(page.getByRole('heading', { level: 2, name: 'Podstawowy rachunek' })).toBeVisible();
});

test('an unknown path shows the 404 screen with a working link home @content', async ({ page }) => {
  await page.goto('/ta-strona-nie-istnieje');

  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound.getByText('404', { exact: true })).toBeVisible();
  await expect(notFound.getByText('Nasza sztuczna inteligencja nie wygenerowała jeszcze takiej strony.')).toBeVisible();

  await notFound.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('post-list')).toBeVisible();
});

test('missing, misplaced and draft articles show the 404 screen @content', async ({ page }) => {
  for (const path of [
    '/post/nie-ma-takiego-artykulu',
    // A real article under the other section's prefix.
    '/post/midjourney-referencje-stylu-sref',
    draft.path,
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
  }
});

test('a failed load shows a loading state, then a Polish error with a working retry @content', async ({ page }) => {
  // supabase-js retries a failed read 3 times (1 s, 2 s, 4 s) before the route's error screen appears.
  let backendDown = true;
  await page.route('**/rest/v1/posts?**', (route) => (backendDown ? route.abort('connectionrefused') : route.continue()));

  // The home page is prerendered (its articles are on screen before any request), so come to it within the app,
  // from a page that reads no articles, once the app has taken over.
  await page.goto('/polityka-prywatnosci');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Artykuły' }).click();
  // Scoped to the page content: the footer's newsletter form has its own (empty) live region.
  await expect(page.getByRole('main').getByRole('status')).toContainText('Wczytujemy najnowsze artykuły');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Nie udało się wczytać artykułów', { timeout: 20_000 });

  backendDown = false;
  await alert.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByTestId('post-list')).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
});

test('icons come from the site alone, however slowly it answers: never from a third party @content', async ({ page, baseURL }) => {
  const site = new URL(baseURL!).origin;
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('icons')) iconRequests.push(request.url());
  });
  // The site's icon endpoint answers after 2 s: longer than the 750 ms after which Iconify would ask another source.
  await page.route(`${site}/icons/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.url().startsWith(`${site}/icons/`), { timeout: 30_000 });
  await page.goto('/');
  expect((await answered).status()).toBe(200);
  // The app's icons (the prerendered page's own were replaced at the takeover) render from that late answer: the
  // navigation's (the menu button's own is hidden on a wide screen).
  await expect(page.locator('header nav svg.iconify').first()).toBeVisible();
  expect(iconRequests.length).toBeGreaterThan(0);
  expect(iconRequests.filter((url) => !url.startsWith(`${site}/icons/`))).toEqual([]);
});

test('the takeover draws the icons the prerendered page shows at once: none blinks into its placeholder @content', async ({ page }) => {
  // The prerendered page was saved with its icons drawn, each naming itself for the takeover to load first.
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('icon--loading');
  expect(html.match(/<svg[^>]+data-icon="lucide:/g)?.length ?? 0).toBeGreaterThan(5);
  // The page's data answers late, so the icons' (asked for as the app starts) are in before the app's first render.
  await page.route('**/rest/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const counter = window as unknown as { iconPlaceholders: number };
    counter.iconPlaceholders = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches('.icon--loading') || node.querySelector('.icon--loading')))
            counter.iconPlaceholders++;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const icons = page.locator('header nav svg.iconify');
  await expect(icons.first()).toBeVisible();
  const before = await icons.count();
  await appTookOver(page);
  expect(await page.evaluate(() => (window as unknown as { iconPlaceholders: number }).iconPlaceholders)).toBe(0);
  await expect(icons).toHaveCount(before);
});
