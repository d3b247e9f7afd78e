import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test';
import { buildSite, serveSite, type SiteServer } from '../../web/scripts/site.ts';
import { expect, test } from './fixtures.ts';

// Analytics only after consent (cookieMessage=1), proven with the network log. The suite's own site has no analytics
// token and runs on 127.0.0.1 (where analytics never starts), so this file builds one with a token and opens it
// under a real-looking host name; Mixpanel's API is answered here and recorded, nothing leaves the machine.

const host = 'obrazy-analytics.test';
let dir: string;
let site: SiteServer;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-analytics-site-'));
  await buildSite(
    { VITE_SUPABASE_URL: process.env.E2E_API_URL!, VITE_SUPABASE_ANON_KEY: process.env.E2E_ANON_KEY!, VITE_MIXPANEL_TOKEN: 'e2e-token' },
    dir,
    { prerender: false, log: () => undefined },
  );
  site = await serveSite(0, dir);
  const debianChromium = '/usr/lib/chromium/chromium';
  browser = await chromium.launch({
    executablePath: fs.existsSync(debianChromium) ? debianChromium : undefined,
    args: [`--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything of the analytics library a page asked for: its code chunk and any call to Mixpanel's servers. */
async function recordingContext(): Promise<{ context: BrowserContext; calls: string[] }> {
  const context = await browser.newContext({ locale: 'pl-PL' });
  const calls: string[] = [];
  const record = (request: Request) => {
    const url = request.url();
    if (/mixpanel/i.test(url)) calls.push(url);
  };
  context.on('request', record);
  // Mixpanel's API answers "1" for accepted events; answered here, so nothing goes out.
  await context.route(/mixpanel\.com/, (route) =>
    route.fulfill({ status: 200, body: '1', headers: { 'access-control-allow-origin': '*' } }),
  );
  return { context, calls };
}

async function sdkTraces(context: BrowserContext, page: import('@playwright/test').Page) {
  const cookies = (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('mp_'));
  const storage = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('mp_') || key.startsWith('__mp')),
  );
  return { cookies, storage };
}

test('before consent nothing of analytics loads; after "OK" it runs; withdrawn, it stops and its cookies go @content', async () => {
  test.setTimeout(120_000);
  const base = `http://${host}:${site.port}`;
  const { context, calls } = await recordingContext();
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const notice = page.getByTestId('cookie-consent');
  await expect(notice.getByRole('button', { name: 'OK, zgadzam się' })).toBeVisible({ timeout: 10_000 });
  await page.goto(`${base}/slownik-ai`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No script, no request, no cookie, no storage key before consent.
  expect(calls).toEqual([]);
  expect(await sdkTraces(context, page)).toEqual({ cookies: [], storage: [] });

  await page.getByTestId('cookie-consent').getByRole('button', { name: 'OK, zgadzam się' }).click();
  // The SDK sends batches every 5 s: the page view of the consent reaches Mixpanel's API.
  await expect.poll(() => calls.filter((url) => /api[^/]*\.mixpanel\.com/.test(url)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect((await sdkTraces(context, page)).cookies.length + (await sdkTraces(context, page)).storage.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Ustawienia cookies' }).click();
  // Withdrawing reloads the page, without the SDK.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByTestId('cookie-consent').getByRole('button', { name: 'Wycofuję zgodę' }).click(),
  ]);
  await expect.poll(() => sdkTraces(context, page)).toEqual({ cookies: [], storage: [] });
  expect((await context.cookies()).find((cookie) => cookie.name === 'cookieMessage')?.value).toBe('0');
  const before = calls.length;
  await page.getByRole('link', { name: 'Polityka prywatności' }).first().click();
  await expect(page).toHaveURL(/polityka-prywatnosci/);
  await page.waitForTimeout(6_000); // one batch interval: nothing may be sent
  expect(calls.slice(before).filter((url) => /api[^/]*\.mixpanel\.com\/(track|engage|decide)/.test(url))).toEqual([]);
  await context.close();
});
