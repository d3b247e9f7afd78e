import { expect, test, type Page } from '@playwright/test';

// The local stack's dashboard on [studio] port (E2E_STUDIO_URL): Studio's daily tasks, walked as a developer does.
// Only the local stack has it; against real Supabase STUDIO_URL is Studio itself, which these steps do not describe.
const studio = process.env.E2E_STUDIO_URL;
const api = process.env.E2E_API_URL!;
const serviceKey = process.env.E2E_SERVICE_ROLE_KEY!;

test.use({ baseURL: studio, locale: 'en-GB' });
test.beforeAll(async ({ request }) => {
  const status = studio ? await request.get(`${studio}/api/status`, { headers: { 'x-stack-dashboard': '1' } }).catch(() => null) : null;
  const ours = status?.ok() && ((await status.json()) as { env?: unknown }).env !== undefined;
  test.skip(!ours, 'the dashboard belongs to the local stack');
});

const service = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function typeSql(page: Page, sql: string): Promise<void> {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await editor.fill(sql);
}

test('Overview lists the running services and the env block @studio @smoke', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const services = page.getByRole('table', { name: 'Services' });
  for (const name of ['postgres', 'rest', 'auth', 'meta', 'gateway']) {
    await expect(services.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) })).toContainText('healthy');
  }
  await expect(page.getByRole('table', { name: 'Environment' })).toContainText(api);
  await expect(page.getByRole('link', { name: /Mail/ })).toHaveAttribute('href', process.env.E2E_MAILPIT_URL!);
});

test('browse posts, edit a row and see the change through the REST API @studio @content', async ({ page, request }) => {
  const slug = `studio-${unique()}`;
  const created = await request.post(`${api}/rest/v1/posts`, {
    headers: { ...service, prefer: 'return=representation' },
    data: { slug, title: 'Szkic z panelu', lead: 'Lead', body_md: 'Treść' },
  });
  expect(created.status()).toBe(201);
  const [post] = (await created.json()) as { id: string }[];
  try {
    await page.goto('/tables?schema=public&table=posts');
    await expect(page.getByRole('heading', { name: /public\.posts/ })).toContainText('RLS enabled');
    await expect(page.getByRole('table', { name: 'Rows' }).getByRole('row').nth(1)).toBeVisible();

    await page.getByLabel('Filter column').selectOption('slug');
    await page.getByLabel('Filter operator').selectOption('eq');
    await page.getByLabel('Filter value').fill(slug);
    await page.getByRole('button', { name: 'Apply' }).click();
    const rows = page.getByRole('table', { name: 'Rows' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await rows.nth(1).click();

    const form = page.getByRole('form', { name: 'Edit row' });
    await form.locator('textarea[name="title"]').fill('Tytuł zmieniony w panelu');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(rows.nth(1)).toContainText('Tytuł zmieniony w panelu');

    const viaRest = await request.get(`${api}/rest/v1/posts?id=eq.${post!.id}&select=title`, { headers: service });
    expect(await viaRest.json()).toEqual([{ title: 'Tytuł zmieniony w panelu' }]);

    // A change Postgres refuses shows Postgres's own message, and nothing is written.
    await rows.nth(1).click();
    await form.locator('textarea[name="title"]').fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('posts_title_not_blank');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await rows.nth(1).click();
    await form.getByRole('button', { name: 'Delete row' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm delete' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(rows).toHaveCount(1);
    const gone = await request.get(`${api}/rest/v1/posts?id=eq.${post!.id}&select=id`, { headers: service });
    expect(await gone.json()).toEqual([]);
  } finally {
    await request.delete(`${api}/rest/v1/posts?id=eq.${post!.id}`, { headers: service });
  }
});

test('a failing SQL statement shows the line it failed on; results come back in a grid @studio', async ({ page }) => {
  await page.goto('/sql');
  await typeSql(page, "select 'pierwsza' as kolumna;\nselect nope\n  from public.posts;");
  await page.getByRole('button', { name: 'Run' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error on line 2');
  await expect(alert).toContainText('column "nope" does not exist');

  await typeSql(page, "select 'zażółć' as word, 2 as n");
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByRole('table', { name: 'Result' })).toContainText('zażółć');
  await expect(page.getByRole('list', { name: 'History' })).toContainText('select nope');
});

test('a user created in the dashboard can sign in @studio @auth', async ({ page, request }) => {
  const email = `studio-${unique()}@example.com`;
  const password = 'Haslo-Panelu-123';
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Create user' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByRole('status')).toContainText(`User ${email} created.`);

  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  const signIn = await request.post(`${api}/auth/v1/token?grant_type=password`, {
    headers: { apikey: process.env.E2E_ANON_KEY! },
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  expect(((await signIn.json()) as { user: { email: string } }).user.email).toBe(email);

  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status')).toContainText('deleted');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an uploaded file is served at its public URL @studio @storage', async ({ page, request }) => {
  const name = `studio-${unique()}.png`;
  await page.goto('/storage');
  await page.getByRole('list', { name: 'Buckets' }).getByRole('link', { name: 'media', exact: true }).click();
  await page.getByLabel('Upload file').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('status')).toContainText(`Uploaded ${name}.`);
  const row = page.getByRole('table', { name: 'Objects' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Public URL' }).click();
  const link = page.getByRole('region', { name: 'Object URL' }).getByRole('link');
  const url = await link.getAttribute('href');
  expect(url).toBe(`${api}/storage/v1/object/public/media/${name}`);
  const served = await request.get(url!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body())).toEqual(PNG);

  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('status')).toContainText(`Deleted ${name}.`);
  expect((await request.get(url!)).status()).not.toBe(200);
});

test("a service's log shows a request just made @studio", async ({ page, request }) => {
  const marker = `/rest/v1/studio_marker_${unique()}`;
  await page.goto('/logs');
  await page.getByLabel('Service').selectOption('gateway');
  await page.getByLabel('Filter text').fill(marker);
  await request.get(`${api}${marker}`, { headers: { apikey: process.env.E2E_ANON_KEY! } });
  await expect(page.getByLabel('Log lines')).toContainText(marker);
});
