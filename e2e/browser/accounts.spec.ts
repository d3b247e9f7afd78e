import type { Page } from '@playwright/test';
import { linksIn, mailbox } from '../../stack/test/support/mail.ts';
import { createUser, serviceClient, signInBrowser, totpCode, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from './fixtures.ts';

function inbox() {
  const url = process.env.E2E_MAILPIT_URL;
  if (!url) throw new Error('E2E_MAILPIT_URL is not set');
  return mailbox(url);
}

/** The link of the newest auth mail to `to` whose subject matches. */
async function mailLink(to: string, subject: RegExp, after: Date): Promise<string> {
  const message = await inbox().waitFor({ to, subject, after }, 15_000);
  // The templates link to the site with a token hash (works on any device; flows-cross-device.spec.ts).
  const link = linksIn(message).find((href) => href.includes('token_hash='));
  if (!link) throw new Error(`no token-hash link in "${message.subject}": ${linksIn(message).join(', ')}`);
  return link;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('a visitor registers, confirms the address from the inbox, signs out and back in @auth @smoke @destructive', async ({ page }) => {
  const email = uniqueEmail('rejestracja');
  const password = 'Obrazki2026';
  const started = new Date();

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Załóż konto' })).toBeVisible();
  // Client-side validation first: nothing is sent.
  await page.getByLabel('Adres e-mail').fill('to-nie-adres');
  await page.getByLabel('Hasło', { exact: true }).fill('krotkie');
  await page.getByLabel('Powtórz hasło').fill('inne');
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByText('To nie wygląda na adres e-mail (np. jan@example.pl).')).toBeVisible();
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków. Hasło musi zawierać litery i cyfry.')).toBeVisible();
  await expect(page.getByText('Hasła nie są takie same.')).toBeVisible();

  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByLabel('Powtórz hasło').fill(password);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before confirming: a clear message and a way to get the link again.
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Ten adres e-mail nie został jeszcze potwierdzony');
  await expect(page.getByRole('button', { name: 'Wyślij link ponownie' })).toBeVisible();

  await page.goto(await mailLink(email, /potwierd/i, started));
  await expect(page.getByRole('heading', { level: 1, name: 'Adres e-mail potwierdzony' })).toBeVisible({ timeout: 15_000 });
  // The code and tokens do not stay in the address bar.
  expect(page.url()).not.toMatch(/code=|access_token|token_hash/);
  await page.getByRole('link', { name: 'Przejdź do konta' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  // The session lives in @supabase/ssr's cookie, not in localStorage.
  const cookies = await page.context().cookies();
  const authCookie = cookies.find((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name));
  expect(authCookie?.value.startsWith('base64-')).toBe(true);
  expect(authCookie?.sameSite).toBe('Lax');
  expect(authCookie?.httpOnly).toBe(false);

  await page.getByRole('button', { name: 'Wyloguj się', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?powod=wylogowano/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Wylogowano. Do zobaczenia!');

  await fillLogin(page, email, 'Zlehaslo123');
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/konto$/);

  // Signed-in people are sent away from /login and /register.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/konto$/);
});

test('a forgotten password is reset through the mailed link @auth @destructive', async ({ page }) => {
  const account = await createUser({ prefix: 'odzyskiwanie' });
  const started = new Date();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  // The login form has an "Adres e-mail" field too: wait for the reset page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Nie pamiętasz hasła?' })).toBeVisible();
  await page.getByLabel('Adres e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByRole('status')).toContainText(account.email);

  await page.goto(await mailLink(account.email, /hasł/i, started));
  await expect(page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' })).toBeVisible();
  await expect(page.getByLabel('Nowe hasło', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Nowe hasło', { exact: true }).fill('NoweHaslo2026');
  await page.getByLabel('Powtórz nowe hasło').fill('NoweHaslo2026');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page).toHaveURL(/\/konto\?zmiana=haslo/);
  await expect(page.getByText('Nowe hasło zostało zapisane.')).toBeVisible();

  // The old password no longer works, the new one does.
  await page.getByRole('button', { name: 'Wyloguj się', exact: true }).click();
  // /konto has an "Adres e-mail" section too: type only once the sign-out has led to the login form.
  await expect(page).toHaveURL(/\/login\?powod=wylogowano/);
  // The URL changes before the login page has replaced the account page (its frame shows at once now).
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.');
  await fillLogin(page, account.email, 'NoweHaslo2026');
  await expect(page).toHaveURL(/\/konto$/);
});

test('a used or broken recovery link explains itself and offers a new one @auth', async ({ page }) => {
  await page.goto('/nowe-haslo?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Link nie działa' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Link lub kod wygasł albo został już użyty.');
  await expect(page.getByRole('link', { name: 'Wyślij nowy link' })).toBeVisible();
});

test('an admin signing in for the first time enrolls TOTP and then reaches the dashboard @auth @mfa @admin @destructive', async ({
  page,
}) => {
  const account = await createUser({ prefix: 'nowy-admin' });
  const { error } = await serviceClient().auth.admin.updateUserById(account.id, { app_metadata: { role: 'admin' } });
  expect(error).toBeNull();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin/);
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/mfa\?redirect=%2Fadmin/);
  await expect(page.getByText('Panel administracyjny wymaga weryfikacji dwuetapowej.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Kod QR/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Kod z aplikacji').fill('000000');
  await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(page.getByRole('alert')).toContainText('Nieprawidłowy kod');
  await page.getByLabel('Kod z aplikacji').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Sekcje panelu' })).toBeVisible();

  // The session cookie stays small (@supabase/ssr splits it into chunks of 3180 characters): an admin with a factor
  // fits in at most 2, so requests never grow past a server's header limit (HTTP 431).
  const chunks = (await page.context().cookies()).filter((cookie) => /^sb-.+-auth-token(\.\d+)?$/.test(cookie.name));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.length).toBeLessThanOrEqual(2);
});

test('admin pages need an admin: a normal user sees "Brak dostępu", a visitor goes to /login @auth @admin @destructive', async ({
  page,
}) => {
  await page.goto('/admin/pages');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fpages/);

  const user = await createUser({ prefix: 'zwykly' });
  await signInBrowser(page, user);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Brak dostępu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sekcje panelu' })).toHaveCount(0);
});

test('a session that can no longer be refreshed ends at /login with a message @auth @destructive', async ({ page }) => {
  const user = await createUser({ prefix: 'wygasla' });
  await signInBrowser(page, user);
  await page.goto('/konto');
  await expect(page.getByTestId('account-email')).toHaveText(user.email);

  // The account is removed on the server (every refresh token with it), and the stored access token is made
  // stale, so the client must refresh and the server refuses: not a network error, no retry can help.
  const { error } = await serviceClient().auth.admin.deleteUser(user.id);
  expect(error).toBeNull();
  await page.evaluate(() => {
    // Pretend the access token expired an hour ago: the client refreshes on load.
    for (const part of document.cookie.split('; ')) {
      const [name, ...rest] = part.split('=');
      if (!name || !name.includes('-auth-token')) continue;
      const value = decodeURIComponent(rest.join('='));
      if (!value.startsWith('base64-')) continue;
      const json = JSON.parse(atob(value.slice(7).replace(/-/g, '+').replace(/_/g, '/'))) as { expires_at: number };
      json.expires_at = Math.floor(Date.now() / 1000) - 3600;
      const encoded = btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      document.cookie = `${name}=base64-${encoded}; path=/; SameSite=Lax`;
    }
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login\?.*powod=sesja-wygasla/, { timeout: 15_000 });
  // The URL changes before the login page has replaced the account page's frame (which has a status line too).
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Twoja sesja wygasła. Zaloguj się ponownie.');
});

test('the account page switches the newsletter on and off and keeps quiz results @auth @newsletter @destructive', async ({ page }) => {
  const user = await createUser({ prefix: 'konto' });
  await signInBrowser(page, user);
  await page.goto('/konto');
  await expect(page.getByTestId('newsletter-status')).toHaveText('Nie jesteś zapisany na newsletter.');
  await page.getByRole('button', { name: 'Zapisz mnie na newsletter' }).click();
  await expect(page.getByTestId('newsletter-status')).toHaveText('Jesteś zapisany na newsletter.');
  const { data } = await serviceClient().from('newsletter_subscribers').select('status, consent_source').eq('email', user.email).single();
  expect(data).toEqual({ status: 'confirmed', consent_source: 'konto' });
  await page.getByRole('button', { name: 'Wypisz mnie' }).click();
  await expect(page.getByTestId('newsletter-status')).toHaveText('Nie otrzymujesz newslettera.');

  await page.goto('/quiz/identyfikacja-brandu?odpowiedzi=aadabcab');
  const result = page.getByTestId('quiz-result');
  await expect(result).toBeVisible({ timeout: 15_000 });
  const archetype = (await result.getByRole('heading', { level: 2 }).textContent())!.replace('Twoja marka to: ', '');
  await result.getByRole('button', { name: 'Zapisz wynik na koncie' }).click();
  await expect(result.getByRole('button', { name: 'Zapisano na koncie' })).toBeVisible();
  await page.goto('/konto');
  await expect(page.getByTestId('saved-quiz-results')).toContainText(archetype);
});

test('an invitation (npm run admin:create for a new address) leads to setting a password on the site @auth @admin @destructive', async ({
  page,
}) => {
  const email = uniqueEmail('zaproszony');
  const started = new Date();
  const { error } = await serviceClient().auth.admin.inviteUserByEmail(email);
  expect(error).toBeNull();
  const message = await inbox().waitFor({ to: email, subject: 'Zaproszenie do Obrazy AI', after: started }, 15_000);
  const link = new URL(linksIn(message).find((href) => href.includes('/nowe-haslo'))!);
  // The mail links to the project's site_url; the suite serves the site elsewhere, so keep path and query only.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Konto: ${email}`)).toBeVisible({ timeout: 15_000 });
  expect(page.url()).not.toContain('token_hash');
  await page.getByLabel('Nowe hasło', { exact: true }).fill('Zaproszenie2026');
  await page.getByLabel('Powtórz nowe hasło').fill('Zaproszenie2026');
  await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(email);
});

test('changing the e-mail address says both addresses must confirm, and mails both @auth @destructive', async ({ page }) => {
  const user = await createUser({ prefix: 'zmiana' });
  const next = uniqueEmail('nowy-adres');
  const started = new Date(Date.now() - 1000);
  await signInBrowser(page, user);
  await page.goto('/konto');
  await page.getByLabel('Nowy adres e-mail').fill(next);
  await page.getByRole('button', { name: 'Zmień adres' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wysłaliśmy linki potwierdzające' })).toHaveText(
    `Wysłaliśmy linki potwierdzające na obecny adres i na ${next}. Adres zmieni się po kliknięciu obu.`,
  );
  // One link to each address, as the notice says.
  await inbox().waitFor({ to: user.email, subject: 'Potwierdź zmianę adresu e-mail', after: started }, 15_000);
  await inbox().waitFor({ to: next, subject: 'Potwierdź zmianę adresu e-mail', after: started }, 15_000);
  await expect(page.getByTestId('account-email')).toHaveText(user.email);
});
