import type { Page, Route } from '@playwright/test';
import { createAdmin, createUser, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

/**
 * Holds every request to the API (REST and auth) until `release()`: what the page shows meanwhile was painted
 * without any answer from the server. Records each held request, so a test can tell which ones the page made.
 */
async function holdApi(page: Page) {
  const apiUrl = process.env.E2E_API_URL;
  if (!apiUrl) throw new Error('E2E_API_URL is not set; the e2e global setup provides it');
  const api = new URL(apiUrl);
  const held: Route[] = [];
  const seen: string[] = [];
  let released = false;
  await page.route(
    (url) => url.origin === api.origin && /^\/(rest|auth)\/v1\//.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS' || released) return route.continue();
      const url = new URL(request.url());
      seen.push(
        `${request.method()} ${url.pathname}${url.searchParams.get('grant_type') ? `?grant_type=${url.searchParams.get('grant_type')}` : ''}`,
      );
      held.push(route);
    },
  );
  return {
    seen,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const sessionRequest = /^(GET|POST) \/auth\/v1\/token\?grant_type=refresh_token$/;

test('/konto paints its frame and the account from the stored session while every API request is held @auth @destructive', async ({
  page,
}) => {
  const account = await createUser({ prefix: 'frame' });
  await signInBrowser(page, account);
  const api = await holdApi(page);

  await page.goto('/konto', { waitUntil: 'domcontentloaded' });
  // The site's header and navigation, the page and the signed-in address (from the stored session): no answer yet.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Konto' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();
  await expect(page.getByText(`Obecny adres: ${account.email}`)).toBeVisible();
  await expect(page.getByTestId('my-creatures').getByRole('status')).toHaveText('Wczytujemy Twoje stwory…');
  // The sections' queries started with the route, all at once, among them "Moje stwory"; the session was not refreshed.
  await expect.poll(() => api.seen.filter((request) => request.includes('/rest/v1/')).length).toBeGreaterThanOrEqual(4);
  expect(api.seen.some((request) => request.includes('/rest/v1/creatures'))).toBe(true);
  expect(api.seen.filter((request) => sessionRequest.test(request))).toEqual([]);

  await api.release();
  await expect(page.getByTestId('my-creatures').getByText('Nie masz jeszcze stworów.')).toBeVisible();
  await expect(page.getByText('Nie masz zapisanych wyników.')).toBeVisible();
  expect(api.seen.filter((request) => sessionRequest.test(request))).toEqual([]);
});

test('/admin paints its navigation and the dashboard laid out with placeholders before its figures arrive @admin @mfa @destructive', async ({
  page,
}) => {
  const admin = await createAdmin();
  await signInBrowser(page, admin);
  const api = await holdApi(page);

  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('navigation', { name: 'Sekcje panelu' })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Panel administracyjny' })).toBeVisible();
  await expect(page.getByText('Subskrybenci newslettera')).toBeVisible();
  await expect(page.getByTestId('count-published')).not.toHaveText(/\d/);
  await expect.poll(() => api.seen.some((request) => request.includes('/rest/v1/rpc/admin_dashboard'))).toBe(true);
  expect(api.seen.filter((request) => sessionRequest.test(request))).toEqual([]);
  const placeholder = await page.getByTestId('count-published').boundingBox();

  await api.release();
  await expect(page.getByTestId('count-published')).toHaveText(/^\d+$/);
  // The figure took the placeholder's place: same line, same height (nothing below it moved).
  const figure = await page.getByTestId('count-published').boundingBox();
  expect(figure && placeholder && { y: figure.y, height: figure.height }).toEqual(
    placeholder && { y: placeholder.y, height: placeholder.height },
  );
});

/** What a page for signed-in people shows of an account: never on screen for a visitor who is not signed in. */
const signedInText = /Obecny adres|Wyloguj/;

const frames = [
  { path: '/konto', title: 'Twoje konto', intro: /^Tu zarządzasz swoim kontem/ },
  { path: '/admin', title: 'Panel administracyjny', intro: /^Stan serwisu w liczbach/ },
];

for (const frame of frames) {
  test(`${frame.path} is served as its prerendered frame: title, intro and placeholders without any script, nothing of an account @auth`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(frame.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: frame.title })).toBeVisible();
      await expect(page.getByText(frame.intro)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
      expect(await page.locator('#root').innerText()).not.toMatch(signedInText);
      // Never indexed: the frame says noindex like the page.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    } finally {
      await context.close();
    }
  });

  test(`a visitor who is not signed in goes from ${frame.path}'s frame to /login and never sees signed-in content @auth`, async ({
    page,
  }) => {
    // Every text the page shows on the way, as it changes (innerText leaves out what is hidden).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      const record = () => {
        if (document.body) seen.push(document.body.innerText);
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      document.addEventListener('DOMContentLoaded', record);
    });
    await page.goto(frame.path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(frame.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
    expect(seen.some((text) => text.includes(frame.title))).toBe(true);
    expect(seen.filter((text) => signedInText.test(text))).toEqual([]);
  });
}

// At the desktop width of the other tests, and on a narrow phone, where the header has the least room for the account.
const widths = [
  { name: 'desktop', viewport: undefined },
  { name: 'a 360 px phone', viewport: { width: 360, height: 740 } },
];

for (const frame of frames) {
  for (const width of widths) {
    test(`the takeover of the ${frame.path} frame keeps its title and intro in place (no shift) and shows the account, on ${width.name} @auth @destructive`, async ({
      page,
    }) => {
      if (width.viewport) await page.setViewportSize(width.viewport);
      const account = frame.path === '/admin' ? await createAdmin() : await createUser({ prefix: 'frame' });
      await signInBrowser(page, account);
      // The app's code is held back: the frame as the browser paints it before the app runs (its inline scripts run).
      const held: Route[] = [];
      let holding = true;
      await page.route(/\/assets\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
      await page.goto(frame.path, { waitUntil: 'commit' });
      const title = page.getByRole('heading', { level: 1, name: frame.title });
      const intro = page.getByText(frame.intro);
      await expect(title).toBeVisible();
      await expect(intro).toBeVisible();
      const where = () => Promise.all([title.boundingBox(), intro.boundingBox()]);
      const before = await where();
      expect(before.every(Boolean)).toBe(true);
      expect(held.length).toBeGreaterThan(0);

      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      // The app has taken over: the account's own address is on screen.
      await expect(page.getByText(frame.path === '/admin' ? account.email : `Obecny adres: ${account.email}`)).toBeVisible();
      expect(await where()).toEqual(before);
    });
  }
}
