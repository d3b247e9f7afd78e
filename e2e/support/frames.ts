import type { Page } from '@playwright/test';

/**
 * Runs `action` while the page's requestAnimationFrame callbacks never run (a busy phone that has not drawn its next
 * frame yet), then gives the page its real requestAnimationFrame back. For checking that what a key or click sets up
 * is in place within the same event, not a frame later. Read the page once inside `action`: a polling expect may
 * wait for a frame.
 */
export async function withFramesHeld(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    const held = window as unknown as { heldFrame?: typeof requestAnimationFrame };
    held.heldFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
  });
  try {
    await action();
  } finally {
    await page.evaluate(() => {
      window.requestAnimationFrame = (window as unknown as { heldFrame: typeof requestAnimationFrame }).heldFrame;
    });
  }
}
