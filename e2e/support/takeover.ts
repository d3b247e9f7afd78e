import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the app has taken the prerendered page over: the saved page carries `data-takeover` on <html>, and
 * the app drops it once its first render is on screen (web/src/main.tsx). Longer than the default expect timeout:
 * on a busy CI machine a takeover can take longer than that.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('html')).not.toHaveAttribute('data-takeover', { timeout: 15_000 });
}

/** Where an element's top is on screen, in CSS pixels (a locator's box can be off screen, unlike toBeInViewport). */
export function topOnScreen(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top);
}
