import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { BrowserContextOptions, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../web/src/lib/database.types.ts';
import { anonClient, createAdmin, createUser, serviceClient, signInBrowser, totpCode } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// Admin journeys of the ranking: reorder with the keyboard and with the mouse, a concurrent reorder reported instead
// of overwritten, and create/edit/delete of a tool with a logo. Each test works on tools it adds at the end of the
// ranking and deletes afterwards, so the public ranking tests running in parallel see the seeded order unchanged.
// The tests of this file change one ranking, so they run one after another.
test.describe.configure({ mode: 'serial' });

type Cookies = NonNullable<Exclude<BrowserContextOptions['storageState'], string | undefined>['cookies']>;
let adminCookies: Cookies;
const createdSlugs: string[] = [];

// One admin session for the whole file: a TOTP code is accepted once, so signing in again within the same 30 s
// would have to wait for the next code.
test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await createAdmin();
  const context = await browser.newContext({ baseURL });
  await signInBrowser(await context.newPage(), admin);
  adminCookies = await context.cookies();
  await context.close();
});

async function signedIn(page: Page): Promise<void> {
  await page.context().addCookies(adminCookies);
}

/** A second admin, already at aal2 through the API (enrolled and verified in one go). */
async function otherAdminClient(): Promise<SupabaseClient<Database>> {
  const account = await createUser({ prefix: 'admin' });
  const promoted = await serviceClient().auth.admin.updateUserById(account.id, { app_metadata: { role: 'admin' } });
  if (promoted.error) throw new Error(`promoting ${account.email} failed: ${promoted.error.message}`);
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw new Error(`enrollment failed: ${enrolled.error.message}`);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) });
  if (verified.error) throw new Error(`verification failed: ${verified.error.message}`);
  return client;
}

test.afterEach(async () => {
  if (createdSlugs.length === 0) return;
  const { error } = await serviceClient().from('ai_tools').delete().in('slug', createdSlugs.splice(0));
  if (error) throw new Error(`cleaning up tools failed: ${error.message}`);
});

/** Tools at the end of the ranking, in this order; slugs and names unique to the test. */
async function addTools(...labels: string[]): Promise<{ id: string; name: string; slug: string }[]> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const added = [];
  for (const label of labels) {
    const slug = `e2e-${label.toLowerCase()}-${suffix}`;
    createdSlugs.push(slug);
    // Not matching any public filter preset (no free plan, no commercial use, no use cases).
    const { data, error } = await serviceClient()
      .from('ai_tools')
      .insert({
        slug,
        name: `E2E ${label} ${suffix}`,
        vendor: 'Testy E2E',
        category: 'obrazy',
        score: 1,
        price_from_usd: 999,
        pricing_note: 'Tylko do testów.',
        has_free_tier: false,
        commercial_use: 'nie',
        licence_note: 'Tylko do testów.',
        polish_support: 'brak',
        best_for: 'testów',
        url: 'https://example.com',
      })
      .select('id, name, slug')
      .single();
    if (error) throw new Error(`adding tool ${slug} failed: ${error.message}`);
    added.push(data);
  }
  return added;
}

/**
 * Names of the public ranking's rows, first place first, once the app has taken over the page: the HTML served first
 * is the prerendered ranking, which the site refreshes from the database in the background, so it can already list
 * the added tools in their order before the reorder; the app's own load of the ranking is what a test can trust.
 * Controls of a prerendered page stay disabled until the takeover (web/scripts/prerender.ts).
 */
async function publicOrder(page: Page, total: number): Promise<string[]> {
  await page.goto('/ranking-top-ai');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Zapisz mnie' })).toBeEnabled();
  const rows = page.getByTestId('ranking-row');
  await expect(page.getByTestId('ranking-status')).toHaveText(new RegExp(` z ${total}\\.$`));
  await expect(rows).toHaveCount(total);
  return (await rows.getByRole('rowheader').allInnerTexts()).map((text) => text.trim());
}

const indexOfName = (names: string[], name: string) => names.findIndex((text) => text.includes(name));

test('an admin reorders the ranking with the keyboard, hears where the tool goes, saves, and the public ranking follows @admin @content @destructive', async ({
  page,
}) => {
  const [alpha, beta] = await addTools('Alfa', 'Beta');
  await signedIn(page);
  await page.goto('/admin/reorder');
  await expect(page.getByRole('heading', { level: 1, name: 'Kolejność rankingu' })).toBeVisible();

  const items = page.getByTestId('reorder-name');
  const names = await items.allInnerTexts();
  const total = names.length;
  expect(names.slice(-2)).toEqual([alpha!.name, beta!.name]);
  await expect(page.getByRole('button', { name: 'Zapisz kolejność' })).toBeDisabled();

  // Space picks the tool up, ArrowUp moves it one place, Space drops it: dnd-kit's keyboard sensor.
  const handle = page.getByRole('button', { name: `Przenieś: ${beta!.name}, miejsce ${total} z ${total}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Podniesiono narzędzie ${beta!.name} z miejsca ${total} z ${total}.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Narzędzie ${beta!.name} jest teraz nad miejscem ${total - 1} z ${total}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Upuszczono narzędzie ${beta!.name} na miejscu ${total - 1} z ${total}.`, { exact: false })).toBeAttached();

  await expect(items.nth(total - 2)).toHaveText(beta!.name);
  await expect(items.nth(total - 1)).toHaveText(alpha!.name);
  await expect(page.getByTestId('reorder-changes')).toHaveText('Niezapisane zmiany: 2 narzędzia na nowych miejscach.');
  // Focus stays on the moved tool's handle, which now names its new place.
  await expect(page.getByRole('button', { name: `Przenieś: ${beta!.name}, miejsce ${total - 1} z ${total}` })).toBeFocused();

  await page.getByRole('button', { name: 'Zapisz kolejność' }).click();
  await expect(page.getByTestId('reorder-status').getByRole('status')).toHaveText(
    'Zapisano nową kolejność rankingu. Jest już widoczna na stronie rankingu.',
  );
  await expect(page.getByTestId('reorder-changes')).toHaveText('Brak niezapisanych zmian.');

  const order = await publicOrder(page, total);
  expect(indexOfName(order, beta!.name)).toBe(total - 2);
  expect(indexOfName(order, alpha!.name)).toBe(total - 1);
});

test('an admin drags a tool with the mouse; "W górę" works too @admin @content @destructive', async ({ page }) => {
  const [first, second, third] = await addTools('Pierwsze', 'Drugie', 'Trzecie');
  await signedIn(page);
  await page.goto('/admin/reorder');
  const items = page.getByTestId('reorder-name');
  await expect(items.last()).toHaveText(third!.name);
  const total = await items.count();

  // Drag "Trzecie" by its handle onto "Pierwsze" (two places up), in small steps as a hand would.
  const handle = page.getByRole('button', { name: `Przenieś: ${third!.name}, miejsce ${total} z ${total}` });
  const target = page.getByTestId('reorder-item').filter({ hasText: first!.name });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 15 });
  await page.mouse.up();
  await expect(items.nth(total - 3)).toHaveText(third!.name);
  await expect(items.nth(total - 2)).toHaveText(first!.name);
  await expect(items.nth(total - 1)).toHaveText(second!.name);

  await page.getByRole('button', { name: `W górę: ${second!.name}` }).click();
  await expect(items.nth(total - 2)).toHaveText(second!.name);

  // Leaving with an unsaved order asks first; staying keeps the order.
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Ranking', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Opuścić stronę bez zapisania kolejności?' });
  await expect(leave.getByRole('button', { name: 'Zostań i zapisz później' })).toBeFocused();
  await leave.getByRole('button', { name: 'Zostań i zapisz później' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/reorder$/);
  await expect(items.nth(total - 2)).toHaveText(second!.name);

  await page.getByRole('button', { name: 'Zapisz kolejność' }).click();
  await expect(page.getByTestId('reorder-status').getByRole('status')).toContainText('Zapisano nową kolejność rankingu.');
  const order = await publicOrder(page, total);
  expect([third, second, first].map((tool) => indexOfName(order, tool!.name))).toEqual([total - 3, total - 2, total - 1]);
});

test('a reorder saved by someone else meanwhile is reported, not overwritten; reloading shows their order @admin @content @destructive', async ({
  page,
}) => {
  const [alpha, beta] = await addTools('Gamma', 'Delta');
  await signedIn(page);
  await page.goto('/admin/reorder');
  const items = page.getByTestId('reorder-name');
  await expect(items.last()).toHaveText(beta!.name);
  const total = await items.count();

  // Another admin swaps the two tools through the API while this page is open.
  const other = await otherAdminClient();
  const { data: current } = await other.from('ai_tools').select('id').order('position');
  const theirs = current!.map((row) => row.id);
  theirs.splice(total - 2, 2, beta!.id, alpha!.id);
  const { error } = await other.rpc('reorder_ai_tools', { ids: theirs });
  expect(error).toBeNull();

  // This admin moves "Delta" up as well and saves on the stale page.
  await page.getByRole('button', { name: `W górę: ${beta!.name}` }).click();
  await page.getByRole('button', { name: `W górę: ${beta!.name}` }).click();
  await page.getByRole('button', { name: 'Zapisz kolejność' }).click();
  const alert = page.getByTestId('reorder-status').getByRole('alert');
  await expect(alert).toContainText('Ranking zmienił się w międzyczasie');
  await expect(alert).toContainText('Twoja kolejność nie została zapisana.');

  const { data: after } = await other.from('ai_tools').select('id').order('position');
  expect(after!.map((row) => row.id)).toEqual(theirs);

  await alert.getByRole('button', { name: 'Wczytaj ranking ponownie' }).click();
  await expect(page.getByTestId('reorder-status').getByRole('status')).toContainText('Wczytano aktualny ranking.');
  await expect(items.nth(total - 2)).toHaveText(beta!.name);
  await expect(items.nth(total - 1)).toHaveText(alpha!.name);
  await expect(page.getByTestId('reorder-changes')).toHaveText('Brak niezapisanych zmian.');
});

/** A small valid PNG (solid colour), built here so the test needs no fixture file. */
function png(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([59, 47, 184]))]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an admin adds a tool with a logo, fixes a form error, edits it and deletes it after confirming @storage @admin @content @destructive', async ({
  page,
}) => {
  const suffix = crypto.randomBytes(3).toString('hex');
  const name = `Żuraw Test ${suffix}`;
  const slug = `zuraw-test-${suffix}`;
  createdSlugs.push(slug);
  await signedIn(page);
  await page.goto('/admin/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking narzędzi' })).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj narzędzie' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nowe narzędzie' })).toBeFocused();

  await page.getByLabel('Nazwa', { exact: true }).fill(name);
  // The slug follows the name, folded to ASCII, and is checked while typing.
  await expect(page.getByLabel('Adres (slug)')).toHaveValue(slug);
  await expect(page.getByTestId('slug-check')).toHaveText('Adres jest wolny.');
  await page.getByLabel('Producent').fill('Testy E2E');
  await page.getByLabel('Ocena (0–10)').fill('11');
  await page.getByLabel('Co obejmuje cena').fill('Tylko do testów.');
  await page.getByLabel('Użytek komercyjny').selectOption('nie');
  await page.getByLabel('Licencja').fill('Tylko do testów.');
  await page.getByLabel('Obsługa języka polskiego').selectOption('brak');
  await page.getByLabel('Najlepsze do').fill('testów');
  await page.getByLabel('Mocne strony').fill('szybki\nprosty');
  await page.getByLabel('Strona narzędzia').fill('https://example.com/zuraw');

  // A file that is not an image is refused before any upload; a PNG shows a preview.
  const picker = page.getByLabel('Wybierz plik logo');
  await picker.setInputFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('tekst') });
  await expect(page.getByRole('alert').filter({ hasText: '„notatka.txt” nie jest obrazem PNG, JPEG ani WebP' })).toBeVisible();
  await picker.setInputFiles({ name: 'zuraw.png', mimeType: 'image/png', buffer: png(64) });
  const preview = page.getByTestId('logo-preview').getByRole('img', { name: `Podgląd logo: ${name}` });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

  await page.getByRole('button', { name: 'Dodaj narzędzie' }).click();
  await expect(page.getByTestId('tool-editor-status').getByRole('alert')).toHaveText(
    'Popraw jedno pole zaznaczone w formularzu — nic nie zostało zapisane.',
  );
  const score = page.getByLabel('Ocena (0–10)');
  await expect(score).toBeFocused();
  await expect(score).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ocena to liczba od 0 do 10, np. 8,5.')).toBeVisible();
  await score.fill('6,5');
  await page.getByRole('button', { name: 'Dodaj narzędzie' }).click();

  const status = page.getByTestId('ranking-admin-status').getByRole('status');
  await expect(status).toHaveText(new RegExp(`^Dodano narzędzie „${name}” na miejscu \\d+\\.$`));
  const { data: stored } = await serviceClient().from('ai_tools').select('position, score, logo_path, strengths').eq('slug', slug).single();
  expect(stored).toMatchObject({ score: 6.5, strengths: ['szybki', 'prosty'] });
  expect(stored!.logo_path).toMatch(new RegExp(`^${slug}-[a-z0-9]+\\.png$`));
  const logo = await page.request.get(`${process.env.E2E_API_URL}/storage/v1/object/public/logos/${stored!.logo_path}`);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');

  // The list finds it by a search in the URL, with its logo.
  await page.getByLabel('Szukaj narzędzia').fill(`Żuraw test ${suffix}`);
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(/szukaj=/);
  await expect(page.getByTestId('ranking-admin-count')).toHaveText(`Znaleziono 1 narzędzie dla „Żuraw test ${suffix}”.`);
  const row = page.getByTestId('admin-tool-row');
  await expect(row.getByRole('rowheader')).toContainText(name);
  await expect(row.locator('img')).toHaveAttribute('src', new RegExp(`/logos/${stored!.logo_path}$`));

  // The public ranking shows it last, with its logo on its card.
  const order = await publicOrder(page, stored!.position);
  expect(indexOfName(order, name)).toBe(order.length - 1);
  const card = page.getByRole('article', { name });
  await expect(card.locator('img.tool-card__logo')).toHaveAttribute(
    'src',
    new RegExp(`/storage/v1/object/public/logos/${stored!.logo_path}$`),
  );

  await page.goBack();
  await page.getByRole('button', { name: `Edytuj ${name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Edycja: ${name}` })).toBeFocused();
  await page.getByLabel('Ocena (0–10)').fill('7');
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(status).toHaveText(`Zapisano zmiany narzędzia „${name}”.`);
  await expect(row.getByRole('cell', { name: '7,0' })).toBeVisible();

  await page.getByRole('button', { name: `Usuń ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć narzędzie z rankingu?' });
  await expect(dialog).toContainText(`Narzędzie „${name}”`);
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Usuń narzędzie' }).click();
  await expect(status).toHaveText(`Usunięto narzędzie „${name}”. Kolejne narzędzia przesunęły się o jedno miejsce w górę.`);
  await expect(page.getByTestId('ranking-admin-count')).toHaveText(`Znaleziono 0 narzędzi dla „Żuraw test ${suffix}”.`);
  const { data: gone } = await serviceClient().from('ai_tools').select('id').eq('slug', slug);
  expect(gone).toEqual([]);
  const logoAfter = await page.request.get(`${process.env.E2E_API_URL}/storage/v1/object/public/logos/${stored!.logo_path}`);
  expect(logoAfter.ok()).toBe(false);
});
