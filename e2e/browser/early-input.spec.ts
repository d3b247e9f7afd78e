import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { topOnScreen } from '../support/takeover.ts';

// A prerendered page answers taps before the app has taken over (web/scripts/early-input.js): the app's entry is
// held back here until the test lets it go, so every tap below lands on the static page right after its load event.
// How fast the takeover is lives in `npm run bench:web`, not here.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Opens a prerendered page with the app's entry held back; resolves the function that lets the app start. */
async function openStaticPage(page: Page, path: string): Promise<() => Promise<void>> {
  const html = await (await page.request.get(path)).text();
  const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(entry, `${path} is a prerendered page that starts the app after its first paint`).toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-takeover', '');
  return async () => {
    release();
    // The takeover is over when the live page drops the marker.
    await expect(page.locator('html')).not.toHaveAttribute('data-takeover');
  };
}

test('before the app runs, the header menu opens and stays open through the takeover; "Ustawienia cookies" opens the notice @content @smoke', async ({
  page,
}) => {
  const startApp = await openStaticPage(page, '/poradnik/midjourney-ai');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Główne sekcje serwisu', includeHidden: true });
  await expect(nav).toBeHidden();

  await button.tap();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Słownik AI', exact: true })).toBeVisible();
  await button.tap();
  await expect(nav).toBeHidden();
  await button.tap();
  await expect(nav).toBeVisible();

  // Consent was given (fixtures.ts), so the notice opens only because of the tap, offering to withdraw.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).tap();
  await expect(page.locator('html')).toHaveAttribute('data-takeover', '');

  await startApp();
  const notice = page.getByRole('dialog', { name: 'Ciasteczka, ale tylko do statystyk' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Wycofuję zgodę' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();

  // The app took the open menu over: still open, and its own button closes it.
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await button.tap();
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('before the app runs, a link in the guide leads to its page @content @smoke', async ({ page }) => {
  await openStaticPage(page, '/poradnik/midjourney-ai');
  await page.getByRole('main').getByRole('link', { name: 'poradnika o wideo w Midjourney' }).tap();
  await expect(page).toHaveURL((url) => url.pathname === '/poradnik/midjourney-video');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The entry waits for the page's high-priority image in view (its cover) to paint, so the app's code does not share
// a slow connection with the largest content (web/scripts/prerender.ts, paintFirst). A cover that fails to load does
// not hold the app back.
test('a prerendered page requests the app only after its cover has painted; a failed cover does not hold it back @content', async ({
  page,
}) => {
  const path = '/poradnik/midjourney-ai';
  const html = await (await page.request.get(path)).text();
  const entry = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const cover = /<img elementtiming="cover"[^>]*\bsrc="[^"]*\/(covers\/[^"?]+)/.exec(html)?.[1];
  expect(cover, 'the guide marks its cover for the takeover').toBeTruthy();
  let releaseCover!: () => void;
  const coverReleased = new Promise<void>((resolve) => (releaseCover = resolve));
  await page.route(`**/${cover}?*`, async (route) => {
    await coverReleased;
    await route.continue();
  });
  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === entry) entryRequests.push(request.url());
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The text has painted and the start script has seen that paint (its observer runs a task later; a few frames on).
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  expect(entryRequests, 'the entry is not requested while the cover is still loading').toEqual([]);
  const entryRequested = page.waitForRequest((request) => new URL(request.url()).pathname === entry);
  releaseCover();
  await entryRequested;
  await expect(page.getByTestId('page-cover')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-takeover');

  await page.unroute(`**/${cover}?*`);
  await page.route(`**/${cover}?*`, (route) => route.abort());
  await page.goto(`${path}?okladka=brak`);
  // The app took over: its own menu button answers (the static page's would too, so the takeover marker tells).
  await expect(page.locator('html')).not.toHaveAttribute('data-takeover');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The menu keeps the keyboard through the takeover: the app's first render replaces the static markup, and with it
// the element that had focus. Seen on Node 24's CI run of mobile.spec: Escape closed the static menu and focused its
// button, then the takeover dropped that focus on <body>.
test('Escape pressed on the static menu before the takeover leaves the focus on the app’s Menu button @content', async ({ page }) => {
  const startApp = await openStaticPage(page, '/poradnik/midjourney-ai');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Główne sekcje serwisu', includeHidden: true });
  await button.tap();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Ranking AI' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();

  await startApp();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('a link focused in the static menu keeps the focus through the takeover, so Escape then closes the app’s menu @content', async ({
  page,
}) => {
  const startApp = await openStaticPage(page, '/poradnik/midjourney-ai');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Główne sekcje serwisu', includeHidden: true });
  await button.tap();
  const link = nav.getByRole('link', { name: 'Ranking AI' });
  await link.focus();

  await startApp();
  await expect(link).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('taking over a prerendered page loads no markdown renderer (it reuses the page’s blocks); the next page that needs it does @content', async ({
  page,
}) => {
  const renderer: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/assets\/(markdown-renderer|marked|purify)/.test(file)) renderer.push(file);
  });
  await page.goto('/slownik-ai');
  // The takeover is over when the live page drops the marker; then nothing more is on its way.
  await expect(page.locator('html')).not.toHaveAttribute('data-takeover');
  await page.waitForLoadState('networkidle');
  expect(renderer).toEqual([]);

  // A navigation inside the app still starts loading it with the route's data.
  await page.locator('a.brand').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => renderer.length).toBeGreaterThan(0);
});

// The app's first render replaces the static page, and the letters' and cards' remembered sizes (content-visibility)
// go with the replaced elements: blocks above the screen that had been rendered fall back to their placeholder size,
// and what the reader looks at moved. The takeover puts it back where it was (the reader's place, early-input.js).
test('a letter jumped to on the static glossary stays where it was through the takeover @content', async ({ page }) => {
  const startApp = await openStaticPage(page, '/slownik-ai');
  const heading = page.getByTestId('glossary-index').getByRole('heading', { level: 2, name: 'Ś', exact: true });
  await page.getByTestId('glossary-alphabet').getByRole('link', { name: 'Ś', exact: true }).tap();
  await expect(heading).toBeInViewport();
  const before = await topOnScreen(heading);

  await startApp();
  await expect(heading).toBeInViewport();
  expect(Math.abs((await topOnScreen(heading)) - before), `the heading was ${before}px from the top`).toBeLessThan(2);
});

test('a reader who scrolled the static ranking down keeps their place through the takeover @content', async ({ page }) => {
  const startApp = await openStaticPage(page, '/ranking-top-ai');
  const cards = page.locator('.tool-details > .tool-card');
  expect(await cards.count()).toBeGreaterThan(12);
  // Scrolled past the first cards, as a reader would (the cards above were rendered on the way).
  for (let card = 1; card <= 10; card++) {
    await cards.nth(card).scrollIntoViewIfNeeded();
  }
  const target = cards.nth(10).getByRole('heading').first();
  const name = (await target.textContent())?.trim() ?? '';
  const before = await topOnScreen(target);

  await startApp();
  const after = page.locator('.tool-details > .tool-card').nth(10).getByRole('heading').first();
  await expect(after).toHaveText(name);
  expect(Math.abs((await topOnScreen(after)) - before), `${name} was ${before}px from the top`).toBeLessThan(2);
});
