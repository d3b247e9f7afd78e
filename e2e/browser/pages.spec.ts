import { serviceClient } from '../support/accounts.ts';
import { publishOldPost } from '../support/posts.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appTookOver, topOnScreen } from '../support/takeover.ts';

test('the privacy policy matches the cookie statement @content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Polityka prywatności' }).click();

  await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  await expect(page).toHaveTitle(/Polityka prywatności/);
  const body = page.getByTestId('page-body');
  await expect(body).toContainText('wyłącznie do anonimowej analityki i statystyk');
  await expect(body).toContainText('nie prowadzi remarketingu');
  await expect(body).toContainText('nie sprzedaje');
  await expect(body.getByRole('cell', { name: 'cookieMessage' })).toBeVisible();
  await expect(body).toContainText('Prezesa Urzędu Ochrony Danych Osobowych');
});

test('/404 shows the not-found screen with a way home @content', async ({ page }) => {
  await page.goto('/404');
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByText('404', { exact: true })).toBeVisible();
  await expect(notFound.getByText('Nasza sztuczna inteligencja nie wygenerowała jeszcze takiej strony.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nie ma takiej strony');
  await notFound.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the home page shows the top 5 of the ranking and a glossary term of the day @content', async ({ page }) => {
  await page.goto('/');
  const top = page.getByTestId('top-tools');
  await expect(top.getByRole('listitem')).toHaveCount(5);
  await expect(top.getByRole('listitem').first()).toContainText('Midjourney');
  await top.getByRole('link', { name: 'Midjourney' }).click();
  await expect(page).toHaveURL(/\/ranking-top-ai#narzedzie-midjourney$/);
  // The tool's own card (one element): other cards' headings also contain "Midjourney" as a substring.
  const card = page.getByRole('article', { name: 'Midjourney', exact: true });
  await expect(card.getByRole('heading', { level: 3, name: 'Midjourney', exact: true })).toBeInViewport();

  await page.goto('/');
  await expect(page.getByTestId('training-teaser')).toContainText(/990\s*zł/);
  await expect(page.getByTestId('newsletter-form-strona-glowna').getByLabel('Twój adres e-mail')).toBeVisible();
  const teaser = page.getByTestId('glossary-teaser');
  await expect(teaser).toContainText('Pojęcie dnia');
  // The saved page says what it shows of the calendar, so the site renders it again once the day (the term) or the
  // year (the footer's ©) ends (web/scripts/valid-until.ts).
  const raw = await (await page.request.get('/')).text();
  expect(raw).toMatch(/<div [^>]*data-testid="glossary-teaser"[^>]*data-changes-with="day"/);
  expect(raw).toMatch(/<p [^>]*class="site-footer__copy"[^>]*data-changes-with="year"/);
  // The term is read once the app has taken the page over: a page prerendered the day before shows that day's term
  // until then, or until the site renders it again after midnight (seen in CI at midnight in Warsaw).
  await appTookOver(page);
  const term = await teaser.getByRole('heading', { level: 3 }).innerText();
  await teaser.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: term })).toBeVisible();
});

// A page that converts markdown suspends while its renderer loads (web/src/lib/markdown.ts), after the router has
// rendered it and looked for the URL's anchor: the anchor is scrolled to once it appears (web/src/lib/late-anchor.ts),
// unless the reader has moved meanwhile. The renderer is held back here, as on a slow connection.
const outcome = { waits: 'ends at the card', 'scrolls meanwhile': 'stays where they scrolled' } as const;
for (const reader of ['waits', 'scrolls meanwhile'] as const) {
  test(`a link to a ranking card from the live home page, with the markdown renderer slow, ${outcome[reader]} when the reader ${reader} @content`, async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/markdown-renderer-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    // A move within the app (not a load of the prerendered ranking): wait until it has taken over.
    await appTookOver(page);
    // The page has rendered without its anchor once the app asks for the code that waits for it.
    const waiting = page.waitForResponse('**/assets/late-anchor-*.js');
    await page.getByTestId('top-tools').getByRole('link', { name: 'Midjourney' }).click();
    await expect(page).toHaveURL(/\/ranking-top-ai#narzedzie-midjourney$/);
    await (await waiting).finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const card = page.getByRole('article', { name: 'Midjourney', exact: true });
    await expect(card).toHaveCount(0);
    if (reader === 'scrolls meanwhile') await page.mouse.wheel(0, 200);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Ranking narzędzi AI' })).toBeVisible();
    await expect(card).toHaveCount(1);
    if (reader === 'waits') await expect(card.getByRole('heading', { level: 3, name: 'Midjourney', exact: true })).toBeInViewport();
    else await expect(page.getByRole('heading', { level: 1, name: 'Ranking narzędzi AI' })).toBeInViewport();
  });
}

test('after moving to another page, focus lands on its main heading @content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('post-list')).toBeVisible();
  // Moving within the app (not a page load of the prerendered page): wait until it has taken over.
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Słownik AI' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Słownik AI' })).toBeFocused();

  // Typing in the search changes only the query string: focus stays in the field.
  const search = page.getByRole('searchbox', { name: 'Szukaj w słowniku' });
  await search.fill('seed');
  await expect(search).toBeFocused();
});

test('the Midjourney guide has a working table of contents and links to the other guides @content', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Główne sekcje serwisu' }).getByRole('link', { name: 'Poradnik Midjourney' }).click();
  await expect(page.getByTestId('guide-title')).toHaveText('Midjourney od podstaw: poradnik krok po kroku');

  const toc = page.getByTestId('guide-toc');
  await expect(toc.getByRole('link')).toContainText(['Konto i plany', 'Pierwszy prompt', 'Parametry, które warto znać']);
  await toc.getByRole('link', { name: 'Najczęstsze błędy' }).click();
  await expect(page).toHaveURL(/#najczestsze-bledy$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Najczęstsze błędy' })).toBeInViewport();
  await expect(page.getByTestId('guide-body').locator('table')).toContainText('--chaos');

  await page.getByRole('navigation', { name: 'Inne poradniki' }).getByRole('link', { name: 'Wideo w Midjourney' }).click();
  await expect(page.getByTestId('guide-title')).toHaveText('Wideo w Midjourney: jak animować obrazy');
  await page.goto('/poradnik/konsultacje-ai');
  await expect(page.getByTestId('guide-title')).toHaveText('Konsultacje AI: jak wdrożyć generatory obrazów w firmie');
});

test("an article's own HTML keeps its data attributes but cannot name itself a block the takeover reuses @content @destructive", async ({
  page,
}) => {
  const slug = `blok-w-tresci-${Date.now().toString(36)}`;
  const postId = await publishOldPost({
    slug,
    title: `Wpis z atrybutami ${slug.slice(-6)}`,
    lead: 'Wpis z własnym HTML w treści.',
    body_md: '<p data-block="podszywka" data-uwaga="zostaje">Akapit z atrybutami.</p>',
  });
  try {
    await page.goto(`/post/${slug}`);
    const paragraph = page.getByTestId('post-body').getByText('Akapit z atrybutami.');
    await expect(paragraph).toHaveAttribute('data-uwaga', 'zostaje');
    await expect(paragraph).not.toHaveAttribute('data-block');
  } finally {
    await serviceClient().from('posts').delete().eq('id', postId);
  }
});

// Cards far down a page are laid out only near the screen (content-visibility), with a placeholder height until
// then: a jump past them lands among cards that then take their real height, so what the reader looks at lands off
// by the placeholders' error. The placeholders are sized like the cards (styles.css, ranking.css). A reload is not
// left to the browser, which restores the scroll offset over a static page whose blocks above are all placeholders
// (181–1,908 px off on the ranking with the old placeholders, a glossary letter holds 1 to ~10 terms): the page
// saves the element the reader looks at when it goes away and opens at it again (web/scripts/early-input.js).
const screens = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 720 } } as const;
const farDown = [
  // The ranking's first cards do not change while the suite runs (tests add their tools at its end).
  { page: 'the ranking', path: '/ranking-top-ai', target: (page: Page) => page.locator('.tool-details > .tool-card').nth(10) },
  { page: 'the glossary', path: '/slownik-ai', target: (page: Page) => page.getByRole('heading', { level: 3, name: 'Szum', exact: true }) },
];
for (const [screen, viewport] of Object.entries(screens)) {
  for (const { page: name, path, target } of farDown) {
    test(`a reload of ${name} scrolled far down on a ${screen} opens at the reader's place${screen === 'phone' ? ', and so does going back to it' : ''} @content`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await appTookOver(page);
      // The reader scrolls there (the blocks on the way take their real size), then reloads.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      while ((await topOnScreen(target(page))) > viewport.height / 4) {
        await page.mouse.wheel(0, viewport.height / 2);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      }
      // Until the scrolling has settled (three frames at the same offset).
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let same = 0, last = -1; same < 3; await frame()) same = window.scrollY === last ? same + 1 : ((last = window.scrollY), 0);
      });
      const before = await topOnScreen(target(page));
      await page.reload();
      await appTookOver(page);
      const after = await topOnScreen(target(page));
      expect(Math.abs(after - before), `${before}px from the top before the reload, ${after}px after it`).toBeLessThan(40);
      if (screen !== 'phone') return;
      // Off to another page loaded as a new document (a link to another site), and back: the page loads again (no
      // back/forward cache in this browser) and opens at the same place.
      await page.goto('/gratisy');
      await appTookOver(page);
      await page.goBack();
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe(
        'back_forward',
      );
      await appTookOver(page);
      const back = await topOnScreen(target(page));
      expect(Math.abs(back - before), `${before}px from the top before, ${back}px after going back`).toBeLessThan(40);
    });
  }

  // The home page's list changes as other tests publish posts, so it is measured on one page: the list with its
  // cards below the screen as placeholders against the list with every card laid out.
  test(`the home page's article cards not yet laid out take about their real height on a ${screen} @content`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await appTookOver(page);
    const list = page.getByTestId('post-list');
    const { skipped, placeholders, laidOut } = await list.evaluate(async (element) => {
      const cards = [...element.children] as HTMLElement[];
      const skipped = cards.filter((card) => !card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })).length;
      const placeholders = element.getBoundingClientRect().height;
      for (const card of cards) card.style.contentVisibility = 'visible';
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return { skipped, placeholders, laidOut: element.getBoundingClientRect().height };
    });
    expect(skipped, 'cards below the first screens wait as placeholders').toBeGreaterThanOrEqual(3);
    expect(Math.abs(laidOut - placeholders), `${skipped} cards as placeholders: ${placeholders}px, laid out: ${laidOut}px`).toBeLessThan(
      150,
    );
  });
}
