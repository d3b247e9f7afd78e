import fs from 'node:fs';
import path from 'node:path';
import { createUser, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

// /gratisy: downloads by kind; free items download for anyone, members-only items ask visitors to log in and
// download for signed-in users (signed URLs the storage policy allows).

const seedDir = path.join(import.meta.dirname, '..', '..', 'supabase', 'seed-files', 'gratisy');
const card = (page: import('@playwright/test').Page, title: string) =>
  page.getByTestId('download-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('visitors download free items and are asked to log in for members-only ones @storage @content', async ({ page }) => {
  await page.goto('/gratisy');
  await expect(page.getByRole('heading', { level: 1, name: 'Gratisy do pobrania' })).toBeVisible();
  for (const section of ['Paczki promptów', 'Ściągi', 'Tapety'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();

  const free = card(page, 'Ściąga: parametry Midjourney');
  await expect(free).toContainText('Markdown · 2,4 KB');
  const [download] = await Promise.all([page.waitForEvent('download'), free.getByRole('button', { name: 'Pobierz' }).click()]);
  expect(download.suggestedFilename()).toBe('sciaga-parametry-midjourney.md');
  expect(fs.readFileSync(await download.path())).toEqual(fs.readFileSync(path.join(seedDir, 'sciaga-parametry-midjourney.md')));

  const members = card(page, '40 stylów artystycznych do promptów');
  await expect(members).toContainText('Tylko dla zalogowanych');
  await expect(members.getByRole('button', { name: 'Pobierz' })).toHaveCount(0);
  await expect(members.getByRole('link', { name: 'Zaloguj się, aby pobrać' })).toHaveAttribute('href', '/login?redirect=%2Fgratisy');
});

test('signed-in users download members-only items @auth @storage @content @destructive', async ({ page }) => {
  const user = await createUser({ prefix: 'gratisy' });
  await signInBrowser(page, user);
  await page.goto('/gratisy');

  const members = card(page, 'Tapeta „Stwór o zachodzie”');
  await expect(members).toContainText('Tylko dla zalogowanych');
  await expect(members.getByRole('link', { name: 'Zaloguj się, aby pobrać' })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), members.getByRole('button', { name: 'Pobierz' }).click()]);
  expect(download.suggestedFilename()).toBe('tapeta-stwor-1080x1920.png');
  expect(fs.readFileSync(await download.path())).toEqual(fs.readFileSync(path.join(seedDir, 'tapeta-stwor-1080x1920.png')));
});
