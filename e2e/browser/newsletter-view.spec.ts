import crypto from 'node:crypto';
import pg from 'pg';
import { test, expect } from './fixtures.ts';

/** A sent issue whose web view opens with `token`, as newsletter-send leaves it (only the token's hash is stored). */
async function issueWithToken(layout: 'newsletter' | 'newsletter2', status: 'sent' | 'draft' = 'sent') {
  const dbUrl = process.env.E2E_DB_URL;
  if (!dbUrl) throw new Error('E2E_DB_URL is not set; the global setup provides it');
  const token = crypto.randomBytes(24).toString('base64url');
  const subject = `Wydanie testowe ${crypto.randomUUID().slice(0, 8)}: co nowego w Midjourney`;
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(
      `insert into public.newsletter_issues (subject, body_md, body_html, layout, web_view_token_hash, status, sent_at)
       values ($1, '', $2, $3, $4, $5, case when $5 = 'sent' then now() end)`,
      [
        subject,
        '<h2>Parametr --chaos w praktyce</h2><p>Zażółć gęślą jaźń.</p><img src="x" onerror="window.__xss = true"><script>window.__xss = true</script>',
        layout,
        crypto.createHash('sha256').update(token).digest('hex'),
        status,
      ],
    );
  } finally {
    await db.end();
  }
  return { token, subject };
}

test('a sent issue is readable at its token URL in the classic layout, with its HTML sanitised @newsletter @destructive', async ({
  page,
}) => {
  const { token, subject } = await issueWithToken('newsletter');
  await page.goto(`/newsletter/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Parametr --chaos w praktyce' })).toBeVisible();
  await expect(page.locator('.newsletter-view--classic')).toHaveCount(1);
  // No site chrome: the mail's reading view only.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
  await expect(page.locator('article script')).toHaveCount(0);
});

test('an issue written for newsletter2 renders in the alternative layout @newsletter @destructive', async ({ page }) => {
  const { token, subject } = await issueWithToken('newsletter2');
  await page.goto(`/newsletter/${token}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.locator('.newsletter-view--magazine')).toHaveCount(1);
});

test('a wrong token or an unsent issue shows the 404 screen, and verify/unsubscribe keep their own pages @newsletter @destructive', async ({
  page,
}) => {
  await page.goto(`/newsletter/${crypto.randomBytes(24).toString('base64url')}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  const draft = await issueWithToken('newsletter', 'draft');
  await page.goto(`/newsletter/${draft.token}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: draft.subject })).toHaveCount(0);
  await page.goto('/newsletter/verify');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
