import { createUser, signInBrowser } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

test('signing out in one tab leaves readers of public pages where they are; account pages in other tabs go to /login @auth @destructive', async ({
  context,
  page,
}) => {
  const account = await createUser();
  await signInBrowser(page, account);

  const reader = await context.newPage();
  await reader.goto('/ranking-top-ai');
  await expect(reader.getByRole('banner').getByRole('link', { name: 'Konto', exact: true })).toBeVisible();
  const accountTab = await context.newPage();
  await accountTab.goto('/konto');
  await expect(accountTab.getByRole('heading', { level: 2, name: 'Wylogowanie' })).toBeVisible();

  await page.goto('/konto');
  await page.getByRole('button', { name: 'Wyloguj się', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  // The public page notices (its header offers signing in) and stays.
  await expect(reader.getByRole('banner').getByRole('link', { name: 'Zaloguj się', exact: true })).toBeVisible();
  await expect(reader).toHaveURL((url) => url.pathname === '/ranking-top-ai');
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  // The account page cannot show anything any more.
  await expect(accountTab).toHaveURL((url) => url.pathname === '/login');
});
