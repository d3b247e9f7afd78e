import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAdmin, signInBrowser, type AdminAccount } from '../support/accounts.ts';
import { withFramesHeld } from '../support/frames.ts';
import { test, expect } from './fixtures.ts';

let editor: AdminAccount;

test.beforeAll(async () => {
  editor = await createAdmin();
});

/** A picture made here: a gradient with a sun, over noise that keeps the PNG large (about 1 MB) for the progress bar. */
async function testImage(seed: number, size = 560): Promise<Buffer> {
  const noise = Buffer.alloc(size * size * 3);
  // xorshift32: seeded, so a failing run can be repeated with the same picture.
  let state = seed | 1;
  for (let index = 0; index < noise.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    noise[index] = state & 0xff;
  }
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2fb8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)" opacity="0.85"/>
      <circle cx="${size / 2}" cy="${size * 0.6}" r="${size / 6}" fill="#fde68a"/>
    </svg>`,
  );
  return sharp(noise, { raw: { width: size, height: size, channels: 3 } })
    .composite([{ input: scene }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Waits until every thumbnail of the library has loaded, before an upload: the local stack speaks HTTP/1.1, where a
 * browser opens six connections per host, and the upload would otherwise queue behind the first resizing of each
 * seeded cover on a busy machine.
 */
async function thumbnailsLoaded(library: Locator) {
  await expect
    .poll(() => library.getByRole('img').evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete)), {
      timeout: 30_000,
    })
    .toBe(true);
}

async function newArticle(page: Page, title: string) {
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'Nowy artykuł', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edycja artykułu' })).toBeVisible();
  await page.getByLabel('Tytuł', { exact: true }).fill(title);
}

test('an admin uploads an image in the media library, inserts it into an article, publishes, and the public page shows it @storage @admin @destructive', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const title = `Zachód słońca ${tag}`;
  const slug = `zachod-slonca-${tag}`;
  const alt = `Słońce nad horyzontem o zmierzchu ${tag}`;
  const image = await testImage(Number.parseInt(tag, 16));
  expect(image.length).toBeGreaterThan(600_000);

  await signInBrowser(page, editor);
  await newArticle(page, title);
  await expect(page.getByLabel('Adres (slug)')).toHaveValue(slug);
  await page.getByLabel('Wstęp').fill('Jak wygląda zachód słońca w ilustracji z biblioteki mediów.');
  const body = page.getByLabel('Treść (Markdown)');
  await body.fill('Akapit przed obrazem.\n\nAkapit po obrazie.');
  // The cursor between the two paragraphs: the image goes there.
  await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(23, 23));

  // The toolbar's image button opens the library: the seeded covers are there, with where they are used.
  await page.getByRole('toolbar', { name: 'Formatowanie treści' }).getByRole('button', { name: 'Obraz' }).click();
  const library = page.getByRole('dialog', { name: 'Biblioteka mediów' });
  await expect(library).toBeVisible();
  const grid = library.getByRole('list', { name: 'Obrazy' });
  await expect(grid.getByRole('button').first()).toBeVisible();
  await library.getByLabel('Szukaj po opisie lub nazwie pliku').fill('parametr chaos');
  await expect(grid.getByRole('button')).toHaveCount(1);
  await expect(grid.getByRole('button')).toContainText('Użyty: 1');
  // Thumbnails come resized from Storage's image transformation.
  const thumb = grid.getByRole('img').first();
  await expect(thumb).toHaveAttribute('src', /\/render\/image\/public\/covers\/seed\/midjourney-parametr-chaos\.webp\?width=320/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBe(320);
  await grid.getByRole('button').click();
  await expect(library.getByTestId('media-usages')).toContainText('okładka');
  await expect(library.getByRole('button', { name: 'Usuń z biblioteki' })).toHaveCount(0);
  await library.getByLabel('Szukaj po opisie lub nazwie pliku').fill('');
  await thumbnailsLoaded(library);

  // Upload on a slow line: the progress bar moves; alt text is required before the image is saved.
  await library.getByLabel('Plik obrazu').setInputFiles({ name: 'Zachód słońca.png', mimeType: 'image/png', buffer: image });
  await expect(library.getByText('560×560 px')).toBeVisible();
  await library.getByRole('button', { name: 'Dodaj do biblioteki' }).click();
  await expect(library.getByText('Podaj tekst alternatywny: opisz, co widać na obrazie.')).toBeVisible();
  await expect(library.getByLabel('Tekst alternatywny (wymagany)')).toBeFocused();
  await library.getByLabel('Tekst alternatywny (wymagany)').fill(alt);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 384 * 1024 });
  await library.getByRole('button', { name: 'Dodaj do biblioteki' }).click();
  const progress = library.getByRole('progressbar', { name: 'Wysyłanie obrazu' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value').catch(() => '0')), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(library.getByRole('status')).toContainText(/Dodano do biblioteki: \d+-zachod-slonca\.png\./, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // The new image is selected, unused, and goes into the article at the cursor.
  const uploaded = grid.getByRole('button', { name: new RegExp(alt) });
  await expect(uploaded).toHaveAttribute('aria-pressed', 'true');
  await expect(library.getByText('Nigdzie — ten obraz można usunąć.')).toBeVisible();
  // The text takes the focus and the cursor (after the image) in the event that inserts it, not a frame later: with
  // frames held back (a busy phone), what is typed straight after lands there (it was lost: the field could take the
  // focus only once the modal dialog was gone, which the next frame did).
  await withFramesHeld(page, async () => {
    await library.getByRole('button', { name: 'Wstaw do artykułu' }).click();
    await body.pressSequentially('Tuż po. ');
  });
  await expect(library).toBeHidden();
  const markdown = await body.inputValue();
  expect(markdown).toMatch(
    new RegExp(
      `^Akapit przed obrazem\\.\\n\\n!\\[${alt}\\]\\(http://[^)]+/storage/v1/object/public/covers/library/\\d{4}-\\d{2}/\\d+-zachod-slonca\\.png\\)\\n\\nTuż po\\. Akapit po obrazie\\.$`,
    ),
  );
  await expect(page.getByTestId('post-preview').getByRole('img', { name: alt })).toBeVisible();

  // Publish; a visitor sees the image on the public page, loaded from the public bucket.
  await page.getByLabel('Opublikowany').check();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByTestId('save-status')).toContainText(/Zapisano o \d{2}:\d{2}\. Artykuł jest opublikowany\./);

  const visitor = await browser.newContext({ locale: 'pl-PL' });
  await visitor.addCookies([{ name: 'cookieMessage', value: '1', url: baseURL! }]);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/post/${slug}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const shown = publicPage.getByRole('article').getByRole('img', { name: alt });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('src', /\/storage\/v1\/object\/public\/covers\/library\/.+-zachod-slonca\.png$/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(560);
  await visitor.close();

  // Reuse: another article takes the same image as its cover, from the library; the library shows both uses.
  await newArticle(page, `Druga historia ${tag}`);
  await page.getByRole('button', { name: 'Wybierz okładkę z biblioteki mediów' }).click();
  await library.getByLabel('Szukaj po opisie lub nazwie pliku').fill(tag);
  await grid.getByRole('button', { name: new RegExp(alt) }).click();
  await expect(library.getByTestId('media-usages')).toContainText(title);
  await expect(library.getByTestId('media-usages')).toContainText('w treści');
  await library.getByRole('button', { name: 'Ustaw jako okładkę' }).click();
  await expect(library).toBeHidden();
  // The keyboard goes on from the button that opened the library, not from the top of the page.
  await expect(page.getByRole('button', { name: 'Wybierz okładkę z biblioteki mediów' })).toBeFocused();
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /\/covers\/library\/.+-zachod-slonca\.png$/);
  await expect(page.getByLabel('Tekst alternatywny okładki')).toHaveValue(alt);
});

test('a pasted image asks for alt text and goes in at the cursor; a pasted non-image is refused; an unused image is deleted @storage @admin @destructive', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomBytes(3).toString('hex');
  const small = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

  await signInBrowser(page, editor);
  await newArticle(page, `Wklejanie obrazów ${tag}`);
  const body = page.getByLabel('Treść (Markdown)');
  await body.fill('Tekst.');
  await body.evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(6, 6));

  const paste = (name: string, type: string, bytes: number[]) =>
    body.evaluate(
      (field: HTMLTextAreaElement, file: { name: string; type: string; bytes: number[] }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
        field.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      { name, type, bytes },
    );

  // A text file claiming to be a PNG is refused by its content, with the reason in Polish.
  await paste('notatka.png', 'image/png', [...Buffer.from('to nie jest obraz')]);
  const library = page.getByRole('dialog', { name: 'Biblioteka mediów' });
  await expect(library.getByRole('alert')).toHaveText(
    'Ten plik nie jest obrazem JPG, PNG, WebP, AVIF ani GIF (sprawdzono jego zawartość).',
  );
  await library.getByRole('button', { name: 'Zamknij' }).click();
  await expect(library).toBeHidden();
  await expect(body).toHaveValue('Tekst.');
  // Closed without an image, the text has the focus back where the cursor was.
  await expect(body).toBeFocused();
  expect(await body.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([6, 6]);

  await paste('image.png', 'image/png', [...small]);
  await expect(library.getByLabel('Tekst alternatywny (wymagany)')).toBeFocused();
  await expect(library.getByText('48×32 px')).toBeVisible();
  await library.getByLabel('Tekst alternatywny (wymagany)').fill(`Turkusowy prostokąt ${tag}`);
  await library.getByRole('button', { name: 'Dodaj i wstaw do artykułu' }).click();
  // Uploads share the local storage service with the other worker's thumbnails: allow a busy machine its time.
  await expect(library).toBeHidden({ timeout: 30_000 });
  await expect(body).toHaveValue(
    new RegExp(`^Tekst\\.\\n\\n!\\[Turkusowy prostokąt ${tag}\\]\\(http://[^)]+/covers/library/[^)]+\\.png\\)\\n$`),
  );

  // An image that nothing uses can be deleted (the row, then the file).
  const orphan = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#b42318' } })
    .png()
    .toBuffer();
  await page.getByRole('toolbar', { name: 'Formatowanie treści' }).getByRole('button', { name: 'Obraz' }).click();
  await expect(library.getByRole('list', { name: 'Obrazy' })).toBeVisible();
  await thumbnailsLoaded(library);
  await library.getByLabel('Plik obrazu').setInputFiles({ name: 'do-usuniecia.png', mimeType: 'image/png', buffer: orphan });
  await library.getByLabel('Tekst alternatywny (wymagany)').fill(`Czerwony kwadrat ${tag}`);
  await library.getByRole('button', { name: 'Dodaj do biblioteki' }).click();
  await expect(library.getByRole('status')).toContainText('Dodano do biblioteki', { timeout: 30_000 });
  const fileUrl = await library
    .getByRole('list', { name: 'Obrazy' })
    .getByRole('button', { name: new RegExp(`Czerwony kwadrat ${tag}`) })
    .getByRole('img')
    .getAttribute('src');
  await library.getByRole('button', { name: 'Usuń z biblioteki' }).click();
  await page.getByRole('dialog', { name: 'Usunąć obraz z biblioteki?' }).getByRole('button', { name: 'Usuń obraz' }).click();
  await expect(library.getByRole('status')).toContainText(/Usunięto z biblioteki: \d+-do-usuniecia\.png\./, { timeout: 20_000 });
  await expect(library.getByRole('button', { name: new RegExp(`Czerwony kwadrat ${tag}`) })).toHaveCount(0);
  // The file is gone from the public bucket too.
  const original = fileUrl!.replace('/render/image/public/', '/object/public/').replace(/\?.*$/, '');
  const gone = await page.request.get(original);
  expect(gone.status()).not.toBe(200);
  expect(await gone.json()).toMatchObject({ statusCode: '404' });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the library fits a phone: neither the page nor the dialog scrolls sideways @storage @admin @destructive', async ({ page }) => {
    await signInBrowser(page, editor);
    await page.goto('/admin/page/new');
    await page.getByRole('toolbar', { name: 'Formatowanie treści' }).getByRole('button', { name: 'Obraz' }).click();
    const library = page.getByRole('dialog', { name: 'Biblioteka mediów' });
    await library.getByRole('list', { name: 'Obrazy' }).getByRole('button').first().click();
    await expect(library.getByRole('complementary', { name: 'Wybrany obraz' })).toBeVisible();
    const overflow = await library.evaluate((dialog) => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      dialog: dialog.scrollWidth - dialog.clientWidth,
      right: dialog.getBoundingClientRect().right,
    }));
    expect(overflow.page).toBe(0);
    expect(overflow.dialog).toBe(0);
    expect(overflow.right).toBeLessThanOrEqual(390);
  });
});
