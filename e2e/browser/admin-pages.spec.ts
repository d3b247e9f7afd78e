import crypto from 'node:crypto';
import { createAdmin, serviceClient, signInBrowser, type AdminAccount } from '../support/accounts.ts';
import { withFramesHeld } from '../support/frames.ts';
import { test, expect } from './fixtures.ts';

// A 2×2 PNG: small, but a real image the browser decodes (naturalWidth > 0 on the public page).
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4Mc3mxDQbBggFAC8WBmm38ErNAAAAAElFTkSuQmCC',
  'base64',
);

let editor: AdminAccount;
let colleague: AdminAccount;

test.beforeAll(async () => {
  [editor, colleague] = await Promise.all([createAdmin(), createAdmin()]);
});

test('an admin writes a new article with a cover, publishes it and visitors see it with the cover @storage @admin @content @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const title = `Źródła światła ${tag}`;
  const slug = `zrodla-swiatla-${tag}`;

  await signInBrowser(page, editor);
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Artykuły' })).toBeVisible();
  await page.getByRole('button', { name: 'Nowy artykuł', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/page\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja artykułu' })).toBeVisible();

  // The slug follows the title of a new draft and is checked while typing.
  await page.getByLabel('Tytuł', { exact: true }).fill(title);
  await expect(page.getByLabel('Adres (slug)')).toHaveValue(slug);
  await expect(page.getByTestId('slug-check')).toHaveText(`Adres wolny: /post/${slug}`);
  await page.getByLabel('Adres (slug)').fill('jak-pisac-prompty-do-generatorow-obrazow');
  await expect(page.getByTestId('slug-check')).toContainText('jest już zajęty');
  await page.getByLabel('Adres (slug)').fill(slug);
  await expect(page.getByTestId('slug-check')).toHaveText(`Adres wolny: /post/${slug}`);

  await page.getByLabel('Wstęp').fill('Jak opisywać światło w promptach, żeby obraz wyglądał naturalnie.');
  // The preview renders and sanitises exactly like the public page: the heading shows, the handler does not survive.
  await page
    .getByLabel('Treść (Markdown)')
    .fill('## Światło z okna\n\nMiękkie **światło** z boku.\n\n<img src="x" onerror="window.__xss = 1">');
  const preview = page.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { level: 2, name: 'Światło z okna' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await preview.locator('[onerror]').count()).toBe(0);

  // Drafts save themselves; the first save gives the article its own address, in the same editor.
  await expect(page.getByTestId('save-status')).toContainText(/Zapisano automatycznie o \d{2}:\d{2}/);
  await expect(page).toHaveURL(/\/admin\/page\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Tytuł', { exact: true })).toHaveValue(title);

  // Cover: a large upload on a slow line shows its progress bar moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  const large = Buffer.concat([coverPng, Buffer.alloc(1_500_000)]);
  await page.getByLabel('Wgraj okładkę').setInputFiles({ name: 'duza.png', mimeType: 'image/png', buffer: large });
  const progress = page.getByRole('progressbar', { name: 'Wysyłanie okładki' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value').catch(() => '0')), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByText('Wgrano okładkę.')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // The real cover replaces it, with a preview.
  const largeSrc = await page.getByTestId('cover-preview').getAttribute('src');
  expect(largeSrc).toContain('/storage/v1/object/public/covers/posts/');
  await page.getByLabel('Zmień okładkę').setInputFiles({ name: 'Okładka światło.png', mimeType: 'image/png', buffer: coverPng });
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /okladka-swiatlo\.png$/);
  await expect(page.getByText('Wgrano okładkę.')).toBeVisible();
  await page.getByLabel('Tekst alternatywny okładki').fill('Lampa przy oknie o zmierzchu');
  await page.getByLabel('Tytuł SEO').fill(`Światło w promptach ${tag}`);
  await page.getByLabel('Opis SEO').fill('Jak opisać światło, żeby obraz z AI wyglądał naturalnie.');

  // Publishing without a lead is refused with the exact field.
  await page.getByLabel('Wstęp').fill('');
  await page.getByLabel('Opublikowany').check();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByRole('alert')).toContainText('Nie zapisano. Popraw: Wstęp.');
  await page.getByLabel('Wstęp').fill('Jak opisywać światło w promptach, żeby obraz wyglądał naturalnie.');
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByTestId('save-status')).toContainText(/Zapisano o \d{2}:\d{2}\. Artykuł jest opublikowany\./);

  // A visitor (fresh context, no session) reads it on the public site, with the cover.
  const visitor = await browser.newContext({ locale: 'pl-PL' });
  await visitor.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/post/${slug}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(publicPage).toHaveTitle(`Światło w promptach ${tag} — Obrazy AI`);
  await expect(publicPage.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Jak opisać światło, żeby obraz z AI wyglądał naturalnie.',
  );
  await expect(publicPage.getByRole('heading', { level: 2, name: 'Światło z okna' })).toBeVisible();
  const cover = publicPage.getByRole('img', { name: 'Lampa przy oknie o zmierzchu' });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('src', /okladka-swiatlo\.png(\?|$)/);
  // The picture loaded (through Storage's image transformation, which never enlarges the 2×2 upload).
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/render\/image\/public\/covers\/posts\/.+okladka-swiatlo\.png\?width=\d+/,
  );
  expect(await publicPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await visitor.close();

  // The list finds it by a diacritic-free search, with its status.
  await page.goto(`/admin/pages?q=${encodeURIComponent('zrodla swiatla ' + tag)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Opublikowany');

  // Taking it off the site asks first; after that visitors get the 404 page.
  await row.getByRole('link', { name: title, exact: true }).click();
  await page.getByLabel('Szkic').check();
  await page.getByRole('button', { name: 'Cofnij do szkicu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wycofać artykuł z publikacji?' });
  await dialog.getByRole('button', { name: 'Wycofaj do szkiców' }).click();
  await expect(page.getByTestId('save-status')).toContainText(/Zapisano o \d{2}:\d{2}\.$/);
  const later = await browser.newContext({ locale: 'pl-PL' });
  await later.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const gonePage = await later.newPage();
  await gonePage.goto(`/post/${slug}`);
  await expect(gonePage.getByTestId('not-found')).toBeVisible();
  await later.close();
});

test('two admins on the same page see each other, and the later save is refused as a conflict @realtime @admin @destructive', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const { data: post, error } = await serviceClient()
    .from('posts')
    .insert({
      slug: `wspolna-edycja-${tag}`,
      title: `Wspólna edycja ${tag}`,
      lead: 'Wstęp do wspólnej edycji.',
      body_md: 'Treść artykułu.',
      status: 'published',
      // Dated long ago, so it never pushes the seeded articles off the home page of a parallel test.
      published_at: '2001-01-01T00:00:00Z',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);

  const open = async (account: AdminAccount) => {
    const context = await browser.newContext({ locale: 'pl-PL' });
    await context.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
    const page = await context.newPage();
    await signInBrowser(page, account);
    await page.goto(`/admin/page/${post.id}`);
    // Two browsers load the editor at once while the site renders this new post's page in a third: on two cores
    // that takes ~12 s (measured in CI), not an assertion's usual 10.
    await expect(page.getByLabel('Tytuł', { exact: true })).toHaveValue(`Wspólna edycja ${tag}`, { timeout: 30_000 });
    return { context, page };
  };
  const [first, second] = await Promise.all([open(editor), open(colleague)]);

  // Presence: each sees the other.
  await expect(first.page.getByTestId('presence')).toContainText(`Edytuje też: ${colleague.email}`);
  await expect(second.page.getByTestId('presence')).toContainText(`Edytuje też: ${editor.email}`);

  // Both edit the same loaded version; the first save wins.
  await first.page.getByLabel('Tytuł', { exact: true }).fill(`Wersja pierwsza ${tag}`);
  await second.page.getByLabel('Wstęp').fill('Wstęp drugiej osoby.');
  await first.page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(first.page.getByTestId('save-status')).toContainText(/Zapisano o \d{2}:\d{2}/);

  // The second save is refused: never a silent overwrite.
  await second.page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(second.page.getByTestId('save-status')).toContainText('Ktoś zapisał nowszą wersję tego artykułu');
  const { data: stored } = await serviceClient().from('posts').select('title, lead').eq('id', post.id).single();
  expect(stored).toEqual({ title: `Wersja pierwsza ${tag}`, lead: 'Wstęp do wspólnej edycji.' });

  // Reloading shows the newer version and saving works again.
  await second.page.getByRole('button', { name: 'Wczytaj najnowszą wersję (porzuć moje zmiany)' }).click();
  await expect(second.page.getByLabel('Tytuł', { exact: true })).toHaveValue(`Wersja pierwsza ${tag}`);
  await second.page.getByLabel('Wstęp').fill('Wstęp drugiej osoby, po wczytaniu.');
  await second.page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(second.page.getByTestId('save-status')).toContainText(/Zapisano o \d{2}:\d{2}/);

  // Leaving: the other editor disappears from the notice.
  await second.context.close();
  await expect(first.page.getByTestId('presence')).not.toContainText(colleague.email);
  await first.context.close();
});

test('the list pages, filters and sorts on the server, and deletes only after confirmation @admin @content @destructive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = `lista${crypto.randomBytes(3).toString('hex')}`;
  const drafts = new Set([5, 10, 15]);
  const rows = Array.from({ length: 23 }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    const draft = drafts.has(index + 1);
    return {
      slug: `${tag}-${number}`,
      title: `Lista ${tag} ${number}`,
      lead: 'Wstęp.',
      body_md: 'Treść.',
      section: index % 2 ? 'midjourney' : 'post',
      status: draft ? 'draft' : 'published',
      // Dated long ago, so they never push the seeded articles off the home page of a parallel test.
      published_at: draft ? null : `2001-01-${number}T00:00:00Z`,
    };
  });
  const { data: inserted, error } = await serviceClient().from('posts').insert(rows).select('id, slug');
  if (error) throw new Error(error.message);
  // The post deleted below has a cover, which must go with it.
  const doomed = inserted.find((row) => row.slug === `${tag}-15`)!;
  const coverPath = `posts/${doomed.id}/okladka.png`;
  const uploaded = await serviceClient().storage.from('covers').upload(coverPath, coverPng, { contentType: 'image/png' });
  if (uploaded.error) throw new Error(uploaded.error.message);
  await serviceClient().from('posts').update({ cover_path: coverPath, cover_alt: 'Okładka' }).eq('id', doomed.id);
  expect((await serviceClient().storage.from('covers').list(`posts/${doomed.id}`)).data).toHaveLength(1);

  await signInBrowser(page, editor);
  await page.goto(`/admin/pages?q=${tag}`);
  const summary = page.getByTestId('pages-summary');
  await expect(summary).toHaveText('Artykuły 1–20 z 23');
  await expect(page.getByTestId('pages-table').locator('tbody tr')).toHaveCount(20);
  await page.getByRole('button', { name: 'Następna strona' }).click();
  await expect(summary).toHaveText('Artykuły 21–23 z 23');
  await expect(page).toHaveURL(/page=2/);

  await page.getByLabel('Status').selectOption('draft');
  await expect(summary).toHaveText('Artykuły 1–3 z 3');
  await page.getByRole('button', { name: /^Tytuł/ }).click();
  const firstTitle = page.getByTestId('pages-table').locator('tbody tr').first().getByRole('link').first();
  await expect(firstTitle).toHaveText(`Lista ${tag} 05`);
  await page.getByRole('button', { name: /^Tytuł/ }).click();
  await expect(firstTitle).toHaveText(`Lista ${tag} 15`);
  await page.getByLabel('Kategoria').selectOption('midjourney');
  await expect(summary).toHaveText('Artykuły 1–1 z 1');
  await page.getByLabel('Kategoria').selectOption('');
  await expect(summary).toHaveText('Artykuły 1–3 z 3');

  // Cancelling the confirmation deletes nothing.
  await page.getByRole('button', { name: `Usuń „Lista ${tag} 15”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć artykuł?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Anuluj' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(summary).toHaveText('Artykuły 1–3 z 3');

  await page.getByRole('button', { name: `Usuń „Lista ${tag} 15”` }).click();
  await dialog.getByRole('button', { name: 'Usuń artykuł' }).click();
  await expect(page.getByTestId('save-status')).toContainText(`Usunięto artykuł „Lista ${tag} 15”.`);
  await expect(summary).toHaveText('Artykuły 1–2 z 2');
  const { data: gone } = await serviceClient().from('posts').select('id').eq('slug', `${tag}-15`);
  expect(gone).toEqual([]);
  const { data: leftovers } = await serviceClient().storage.from('covers').list(`posts/${doomed.id}`);
  expect(leftovers).toEqual([]);
});

test('/admin/page/new stores nothing until the first save, which moves it to its own address; /admin/<id> opens the same editor @admin @content @destructive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const unsavedDrafts = async () =>
    (await serviceClient().from('posts').select('id', { count: 'exact', head: true }).like('slug', 'nowy-artykul-%')).count;
  const before = await unsavedDrafts();
  await signInBrowser(page, colleague);
  await page.goto('/admin/page/new');
  await expect(page.getByLabel('Tytuł', { exact: true })).toHaveValue('Nowy artykuł');
  // Opened and left untouched: nothing reaches the database.
  await page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Strony i artykuły' }).click();
  await expect(page).toHaveURL(/\/admin\/pages/);
  expect(await unsavedDrafts()).toBe(before);

  await page.goto('/admin/page/new');
  // The formatting toolbar and its shortcuts change the Markdown around the selection.
  const body = page.getByLabel('Treść (Markdown)');
  const toolbar = page.getByRole('toolbar', { name: 'Formatowanie treści' });
  await body.fill('Światło z okna');
  await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(0, 7));
  await toolbar.getByRole('button', { name: 'Pogrubienie' }).click();
  await expect(body).toHaveValue('**Światło** z okna');
  await toolbar.getByRole('button', { name: 'Lista' }).click();
  await expect(body).toHaveValue('- **Światło** z okna');
  await body.press('End');
  // The address is selected at once, not in a later frame: with frames held back (a busy phone), typing straight
  // after Ctrl+K still replaces it (it once went to the end of the text, then the late selection took the rest).
  await withFramesHeld(page, async () => {
    await body.press('Control+k');
    // One read, not a polling expect (which may wait for a frame).
    expect(await body.inputValue()).toBe('- **Światło** z okna[tekst linku](https://)');
    await body.pressSequentially('https://example.com');
  });
  await expect(body).toHaveValue('- **Światło** z okna[tekst linku](https://example.com)');
  await expect(page.getByTestId('post-preview').getByRole('link', { name: 'tekst linku' })).toHaveAttribute('href', 'https://example.com');
  await body.fill('');

  await page.getByLabel('Wstęp').fill('Wstęp szkicu, który zapisze się sam.');
  await expect(page).toHaveURL(/\/admin\/page\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('save-status')).toContainText(/Zapisano automatycznie o \d{2}:\d{2}/);
  await expect(page.getByLabel('Wstęp')).toHaveValue('Wstęp szkicu, który zapisze się sam.');
  const id = page.url().split('/').pop()!;
  expect(await unsavedDrafts()).toBe((before ?? 0) + 1);

  await page.goto(`/admin/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja artykułu' })).toBeVisible();
  await expect(page.getByLabel('Tytuł', { exact: true })).toHaveValue('Nowy artykuł');
  await expect(page.locator('.status-badge')).toHaveText('Szkic');

  // Scheduling: a date in the past is refused with the exact reason; a future one is kept and shown.
  await page.getByLabel('Wstęp').fill('Wstęp zaplanowanego artykułu.');
  await page.getByLabel('Treść (Markdown)').fill('Treść zaplanowanego artykułu.');
  await page.getByLabel('Zaplanowany').check();
  await page.getByLabel('Data i godzina publikacji').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Zaplanuj publikację' }).click();
  await expect(page.getByText('Data publikacji musi być w przyszłości.')).toBeVisible();
  await page.getByLabel('Data i godzina publikacji').fill('2031-06-01T10:00');
  await page.getByRole('button', { name: 'Zaplanuj publikację' }).click();
  await expect(page.getByTestId('save-status')).toContainText('Zaplanowany na 1 czerwca 2031 o 10:00.');
  await expect(page.locator('.status-badge')).toHaveText('Zaplanowany na 1 czerwca 2031 o 10:00');
  const { data: scheduled } = await serviceClient().from('posts').select('status, published_at').eq('id', id).single();
  expect(scheduled?.status).toBe('published');
  expect(Date.parse(scheduled!.published_at!)).toBeGreaterThan(Date.now());

  await page.goto(`/admin/${crypto.randomUUID()}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await serviceClient().from('posts').delete().eq('id', id);
});
