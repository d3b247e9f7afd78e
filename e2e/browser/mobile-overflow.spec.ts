import path from 'node:path';
import { staticRoutes } from '../../web/scripts/routes.ts';
import { anonClient, createAdmin, serviceClient, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// At a phone's width (390 px) no page scrolls sideways: every static public page of the route table, and every
// admin screen (wide lists scroll inside their own box, not the page).

const overflowOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no public page of the route table scrolls sideways @content', async ({ page }) => {
    test.setTimeout(120_000);
    const paths = staticRoutes(path.resolve(import.meta.dirname, '../../web/src/routes')).map((route) => route.path);
    expect(paths.length).toBeGreaterThan(25);
    const wide: string[] = [];
    for (const url of paths) {
      await page.goto(url);
      await expect(page.locator('h1').first()).toBeVisible();
      if ((await overflowOf(page)) > 0) wide.push(`${url} (${await overflowOf(page)} px)`);
    }
    expect(wide).toEqual([]);
  });

  test('no admin screen scrolls sideways, also with long unbroken words in the lists @admin @destructive', async ({ page }) => {
    test.setTimeout(120_000);
    // Content that cannot wrap at spaces, in lists every screen shows: a draft issue and an inbox message.
    const long = `Bardzo${'długie'.repeat(20)}`;
    const issue = await serviceClient().from('newsletter_issues').insert({ subject: long, body_md: 'Treść.' }).select('id').single();
    const email = `${long.toLowerCase().slice(0, 60)}@obrazy-ai.test`;
    await anonClient()
      .from('contact_messages')
      .insert({ name: long.slice(0, 90), email, topic: 'inne', message: long, consent: true });
    await signInBrowser(page, await createAdmin());
    const wide: string[] = [];
    for (const url of [
      '/admin',
      '/admin/pages',
      '/admin/page/new',
      '/admin/zapytania?status=all',
      '/admin/stwory',
      '/admin/ranking',
      '/admin/reorder',
      '/admin/glossary',
      '/admin/newsletter',
      '/admin/newsletter-send',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if ((await overflowOf(page)) > 0) wide.push(`${url} (${await overflowOf(page)} px)`);
    }
    await serviceClient().from('newsletter_issues').delete().eq('id', issue.data!.id);
    await serviceClient().from('contact_messages').delete().eq('email', email);
    expect(wide).toEqual([]);
  });
});
