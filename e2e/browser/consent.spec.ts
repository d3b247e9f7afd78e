import { expect, test } from '@playwright/test';

// No consent cookie here: these tests are about the notice itself.

test('the notice opens about 2 s after load; accepting stores cookieMessage=1 for 36e6 s @content', async ({ page, context }) => {
  // Record what the page writes to document.cookie, to see the exact attributes it asks for.
  await page.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const writes: string[] = [];
    Object.defineProperty(window, 'cookieWrites', { value: writes });
    Object.defineProperty(document, 'cookie', {
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
  });
  // Paused fake time: the 2 s delay runs only when the test says so, however slow the machine is.
  const start = new Date('2026-11-22T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/polityka-prywatnosci');
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  // The page is prerendered: the app (and with it the notice's timer) starts once it has taken over, which the
  // footer form's button, disabled in the static page, shows.
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();

  const notice = page.getByRole('dialog', { name: 'Ciasteczka, ale tylko do statystyk' });
  await expect(notice).toBeHidden();
  await page.clock.runFor(1500);
  await expect(notice).toBeHidden();
  await page.clock.runFor(600);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('wyłącznie do anonimowej analityki i statystyk');
  await expect(notice).toContainText('nie prowadzimy remarketingu');
  await expect(notice).toContainText('nie sprzedajemy');
  await expect(notice.getByRole('button', { name: /zamknij/i })).toHaveCount(0);
  await expect(notice.getByRole('button', { name: 'OK, zgadzam się' })).toBeFocused();

  const before = Date.now() / 1000;
  await notice.getByRole('button', { name: 'OK, zgadzam się' }).click();
  await expect(notice).toBeHidden();
  const cookie = (await context.cookies()).find((entry) => entry.name === 'cookieMessage');
  expect(cookie?.value).toBe('1');
  expect(cookie?.path).toBe('/');
  const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
  expect(writes).toContain('cookieMessage=1; max-age=36000000; path=/; SameSite=Lax');
  // Chromium caps every cookie's lifetime at 400 days (RFC 6265bis), below the 36e6 s the product asks for.
  const expectedLifetime = Math.min(36e6, 400 * 24 * 3600);
  expect(cookie!.expires - before).toBeGreaterThan(expectedLifetime - 120);
  expect(cookie!.expires - before).toBeLessThan(expectedLifetime + 120);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(notice).toBeHidden();
});

test('declining leads to kittens; a click on the backdrop closes without consent @content', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/slownik-ai');
  // The notice's 2 s start once the app runs: let it take over the prerendered page first (on a busy machine that
  // takes longer than the fake 2.1 s would cover).
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  await page.clock.runFor(2100);
  const notice = page.getByRole('dialog', { name: 'Ciasteczka, ale tylko do statystyk' });
  await expect(notice).toBeVisible();

  const decline = notice.getByRole('link', { name: 'Nie, wracam do kotków' });
  await expect(decline).toHaveAttribute('href', /^https:\/\/www\.google\.com\/search\?q=kotki/);

  await page.mouse.click(5, 5);
  await expect(notice).toBeHidden();
  expect((await context.cookies()).some((entry) => entry.name === 'cookieMessage')).toBe(false);
  // The page underneath is usable again.
  await page.getByRole('searchbox', { name: 'Szukaj w słowniku' }).fill('lora');
  await expect(page.getByTestId('glossary-results').getByRole('heading', { level: 3 }).first()).toHaveText('LoRA');
});

test.describe('in a Lighthouse audit', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  });

  test('the notice never opens @content', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('post-list')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
