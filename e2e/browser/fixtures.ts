import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Browser tests for everything but the consent notice itself: the visitor has already accepted cookies, so the
 * notice (a modal that opens 2 s after load) never covers what the test clicks.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not set; the global setup provides it');
    await context.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL }]);
    await use(context);
  },
});
