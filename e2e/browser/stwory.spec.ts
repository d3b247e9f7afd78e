import crypto from 'node:crypto';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { apiClient, createAdmin, createUser, serviceClient, signInBrowser, type Account } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// Creatures end to end: a visitor is asked to log in, a user composes and submits a creature with a picture, an
// admin approves it in /admin/stwory and a visitor's open gallery shows it without a reload; the queue receives
// new submissions live; rejections need a reason and reach the author; bulk approval.

type Cookies = NonNullable<Exclude<BrowserContextOptions['storageState'], string | undefined>['cookies']>;
let adminCookies: Cookies;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PARTS = { body: 'blob', eyes: 'star', mouth: 'grin', accessories: ['bow'], bodyColor: '#ff7ab6', accentColor: '#ffe3f0' };

const uniqueName = (label: string) => `${label} ${crypto.randomBytes(3).toString('hex')}`;

// One admin session for the file: a TOTP code is accepted once, so a second sign-in within 30 s would wait.
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await createAdmin();
  const context = await browser.newContext({ baseURL });
  await signInBrowser(await context.newPage(), admin);
  adminCookies = await context.cookies();
  await context.close();
});

async function submitThroughApi(author: Account, name: string): Promise<string> {
  const client = await apiClient(author);
  const { data, error } = await client.from('creatures').insert({ name, parts: PARTS, author_id: author.id }).select('id').single();
  if (error) throw new Error(`submitting ${name} failed: ${error.message}`);
  return data.id;
}

const galleryCard = (page: Page, name: string) => page.getByTestId('creature-gallery').getByRole('img', { name, exact: true });

test('a visitor can compose a creature and is asked to log in to submit it @content', async ({ page }) => {
  await page.goto('/stworz-stwora');
  await expect(page.getByRole('heading', { level: 1, name: 'Stwórz stwora' })).toBeVisible();
  await expect(galleryCard(page, 'Pikselek')).toBeVisible();

  const form = page.getByRole('form', { name: 'Stwórz stwora' });
  await form.getByRole('textbox', { name: 'Imię stwora' }).fill('Gość');
  await form.getByRole('group', { name: 'Oczy' }).getByRole('radio', { name: 'Jedno oko' }).check();
  const preview = page.getByTestId('creature-preview').getByRole('img', { name: /Gość/ });
  await expect(preview).toHaveAccessibleDescription(/jedno wielkie oko/);

  const prompt = page.getByTestId('creature-login-prompt');
  await expect(prompt).toContainText('Zaloguj się, aby wysłać stwora do galerii.');
  await expect(prompt.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login?redirect=%2Fstworz-stwora');
  await expect(form.getByRole('button', { name: 'Wyślij do galerii' })).toHaveCount(0);
});

test('a user submits a creature with a picture; an admin approves it and an open gallery shows it live @auth @storage @realtime @admin @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const user = await createUser({ prefix: 'stwory' });
  await signInBrowser(page, user);
  const name = uniqueName('Kropelka');

  await page.goto('/stworz-stwora');
  const form = page.getByRole('form', { name: 'Stwórz stwora' });
  const nameField = form.getByRole('textbox', { name: 'Imię stwora' });
  await form.getByRole('button', { name: 'Wyślij do galerii' }).click();
  await expect(nameField).toBeFocused();
  await expect(form.getByText('Nadaj stworowi imię.')).toBeVisible();

  await nameField.fill(name);
  await form.getByRole('group', { name: 'Kształt ciała' }).getByRole('radio', { name: 'Duszek' }).check();
  await form.getByRole('group', { name: 'Buzia' }).getByRole('radio', { name: 'Język' }).check();
  await form.getByRole('group', { name: 'Kolor ciała' }).getByRole('radio', { name: 'fioletowy' }).check();
  await form.getByRole('group', { name: 'Kolor brzuszka' }).getByRole('radio', { name: 'żółty' }).check();
  const accessories = form.getByRole('group', { name: 'Dodatki' });
  for (const accessory of ['Korona', 'Okulary', 'Szalik']) await accessories.getByRole('checkbox', { name: accessory }).check();
  await expect(accessories.getByRole('checkbox', { name: 'Rogi' })).toBeDisabled();
  await expect(page.getByTestId('creature-preview').getByRole('img', { name: new RegExp(name) })).toHaveAccessibleDescription(
    'Stwór duszkowaty, fioletowy, z żółtym brzuszkiem. Ma dwoje okrągłych oczu i wystawiony język; dodatki: korona, okulary i szalik.',
  );

  const picture = form.getByLabel('Obrazek stwora (opcjonalnie)');
  await picture.setInputFiles({ name: 'skrypt.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(form.getByRole('alert')).toHaveText('Dodaj obrazek PNG, JPG albo WebP.');
  await picture.setInputFiles({ name: 'kropelka.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Wybrany obrazek: kropelka.png' })).toBeVisible();

  // A visitor keeps the gallery open in another browser context.
  const visitorContext = await browser.newContext({ baseURL });
  await visitorContext.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/stworz-stwora');
  await expect(galleryCard(visitor, 'Pikselek')).toBeVisible();

  await form.getByRole('button', { name: 'Wyślij do galerii' }).click();
  await expect(page.getByTestId('creature-submit-status')).toHaveText(
    `Dziękujemy! Stwór „${name}” czeka na moderację. Pojawi się w galerii, gdy go zatwierdzimy.`,
  );
  const [stored] = (await serviceClient().from('creatures').select('id, status, image_path, author_id').eq('name', name)).data!;
  expect(stored).toMatchObject({ status: 'pending', author_id: user.id });
  expect(stored!.image_path).toMatch(new RegExp(`^${user.id}/[0-9a-f-]{36}\\.png$`));
  await expect(galleryCard(visitor, name)).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL });
  // Cookies already accepted, as in every test but the consent notice's own (fixtures.ts): the notice opens ~2 s in.
  await adminContext.addCookies([...adminCookies, { name: 'cookieMessage', value: '1', url: baseURL! }]);
  const admin = await adminContext.newPage();
  await admin.goto('/admin/stwory');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderacja stworów' })).toBeVisible();
  const item = admin.getByTestId('moderation-item').filter({ hasText: name });
  await expect(item.getByRole('img', { name: /Obrazek dołączony do stwora/ })).toBeVisible();
  await item.getByRole('button', { name: `Zatwierdź stwora ${name}` }).click();
  await expect(admin.getByTestId('moderation-status')).toContainText(`Zatwierdzono stwora „${name}”.`);
  await expect(item).toHaveCount(0); // the pending view no longer lists it

  // No reload: the approval arrives over realtime.
  await expect(galleryCard(visitor, name)).toBeVisible();
  await expect(
    visitor.getByTestId('creature-gallery').getByRole('img', { name: `Obrazek stwora ${name} dodany przez autora` }),
  ).toBeVisible();
  await visitorContext.close();
  await adminContext.close();
});

test('new submissions appear in the queue live; a rejection needs a reason, which the author can read @realtime @admin @destructive', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.context().addCookies(adminCookies);
  await page.goto('/admin/stwory');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderacja stworów' })).toBeVisible();
  await expect(page.getByTestId('moderation-summary')).toBeVisible();

  const author = await createUser({ prefix: 'stwory' });
  const name = uniqueName('Spamuś');
  await submitThroughApi(author, name);
  const item = page.getByTestId('moderation-item').filter({ hasText: name });
  await expect(item).toBeVisible(); // without a reload

  await item.getByRole('button', { name: `Odrzuć stwora ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Odrzucić stwora „${name}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Napisz autorowi, dlaczego odrzucasz (co najmniej 3 znaki).');
  await dialog.getByRole('textbox', { name: 'Powód odrzucenia' }).fill('Imię wygląda na reklamę.');
  await dialog.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('moderation-status')).toContainText(`Odrzucono stwora „${name}”.`);

  const { data } = await (await apiClient(author)).from('creatures').select('status, rejection_reason').eq('name', name);
  expect(data).toEqual([{ status: 'rejected', rejection_reason: 'Imię wygląda na reklamę.' }]);

  await page.getByRole('link', { name: 'Odrzucone' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(page.getByTestId('moderation-item').filter({ hasText: name })).toContainText('Powód: Imię wygląda na reklamę.');
});

test('an admin approves several creatures at once after confirming @admin @destructive', async ({ page }) => {
  test.setTimeout(60_000);
  const author = await createUser({ prefix: 'stwory' });
  const names = [uniqueName('Bliźniak'), uniqueName('Bliźniak')];
  const ids = [];
  for (const name of names) ids.push(await submitThroughApi(author, name));

  await page.context().addCookies(adminCookies);
  await page.goto('/admin/stwory');
  for (const name of names) await page.getByRole('checkbox', { name: `Zaznacz stwora ${name}` }).check();
  await page.getByRole('button', { name: 'Zatwierdź zaznaczone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zatwierdzić 2 stwory?' });
  await dialog.getByRole('button', { name: 'Zatwierdź' }).click();
  await expect(page.getByTestId('moderation-status')).toContainText('Zatwierdzono 2 stwory.');

  const { data } = await serviceClient().from('creatures').select('status').in('id', ids);
  expect(data!.map((row) => row.status)).toEqual(['approved', 'approved']);
});

test('a creature refused by the per-author limit leaves no picture behind @storage @destructive', async ({ page }) => {
  const author = await createUser({ prefix: 'stwory-limit' });
  for (let index = 1; index <= 5; index++) await submitThroughApi(author, uniqueName(`Czeka ${index}`));
  await signInBrowser(page, author);

  await page.goto('/stworz-stwora');
  const form = page.getByRole('form', { name: 'Stwórz stwora' });
  await form.getByRole('textbox', { name: 'Imię stwora' }).fill(uniqueName('Szósty'));
  await form.getByLabel('Obrazek stwora (opcjonalnie)').setInputFiles({ name: 'szosty.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Wyślij do galerii' }).click();
  await expect(form.getByText('Masz już 5 stworów czekających na moderację. Poczekaj, aż je sprawdzimy.')).toBeVisible();

  // Nothing was uploaded: the author's folder is empty (checked with the service role, which sees every file).
  const { data, error } = await serviceClient().storage.from('stwory').list(author.id);
  expect(error).toBeNull();
  expect(data).toEqual([]);
});

test("the author's account page shows a moderator's decision live, without a reload @auth @realtime @destructive", async ({ page }) => {
  test.setTimeout(60_000);
  const author = await createUser({ prefix: 'stwory-konto' });
  const name = uniqueName('Czekuś');
  const id = await submitThroughApi(author, name);
  await signInBrowser(page, author);
  await page.goto('/konto');
  const item = page.getByTestId('my-creature').filter({ hasText: name });
  await expect(item).toContainText('Czeka na moderację');

  // The page subscribes a moment after its first render: a decision made once it listens arrives over realtime.
  // Until then a decision could come before the subscription, so it is repeated until the page shows it.
  const decide = (reason: string) =>
    serviceClient()
      .from('creatures')
      .update({ status: 'rejected', rejection_reason: reason, moderated_at: new Date().toISOString() })
      .eq('id', id)
      .throwOnError();
  await expect(async () => {
    await decide(`Powód ${crypto.randomBytes(2).toString('hex')}`);
    await expect(item).toContainText('Odrzucony', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText('Powód: Powód ');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
