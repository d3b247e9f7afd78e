import { test as base } from '@playwright/test';
import { currentDestructivePolicy } from '../support/guard.ts';
import { DESTRUCTIVE_TAG } from '../support/tags.ts';

export { expect } from '@playwright/test';

const policy = currentDestructivePolicy();

/**
 * Browser tests for everything but the consent notice itself: the visitor has already accepted cookies, so the
 * notice (a modal that opens 2 s after load) never covers what the test clicks.
 */
export const test = base.extend<{ refuseDestructive: void }>({
  // A test that changes data it did not create never runs against a target not marked as a test environment, even
  // when the filter of `npm run test:e2e` (which leaves such tests out there) is bypassed.
  refuseDestructive: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it needs none
    async ({}, use, testInfo) => {
      if (testInfo.tags.includes(DESTRUCTIVE_TAG) && !policy.allowed)
        throw new Error(`Refused: this test is ${DESTRUCTIVE_TAG}. ${policy.reason}`);
      await use();
    },
    { auto: true },
  ],
  context: async ({ context, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not set; the global setup provides it');
    await context.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL }]);
    await use(context);
  },
});
