import { describe, expect, test } from 'vitest';
import type { EmailOtpType } from '@supabase/supabase-js';
import { linksIn } from '../../stack/test/support/mail.ts';
import { anonClient, createUser, deleteUsersAfterAll, forget, inbox, PASSWORD, uniqueEmail } from './support.ts';

deleteUsersAfterAll();

/**
 * The auth link of a mail: to the site, with the token hash and its type (supabase/templates), which works on any
 * device. Answers its token hash and type.
 */
function tokenHashLink(links: string[]): { token_hash: string; type: EmailOtpType; url: URL } {
  const link = links.map((candidate) => new URL(candidate)).find((url) => url.searchParams.has('token_hash'));
  expect(link, `a ?token_hash= link among ${links.join(', ')}`).toBeDefined();
  return { token_hash: link!.searchParams.get('token_hash')!, type: link!.searchParams.get('type') as EmailOtpType, url: link! };
}

/** True when the backend still accepts this refresh token (a fresh client, so no local state is involved). */
async function refreshWorks(refreshToken: string): Promise<boolean> {
  const { data, error } = await anonClient().auth.refreshSession({ refresh_token: refreshToken });
  return !error && Boolean(data.session);
}

async function signIn(email: string, password = PASSWORD) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

describe('sign-up with e-mail confirmation', () => {
  test('sign-up → no session until the Polish confirmation mail is followed → signed in @auth @smoke', async () => {
    const email = uniqueEmail('signup');
    const started = new Date(Date.now() - 1000);
    const client = anonClient();
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    forget(signUp.data.user!.id);

    const early = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await inbox().waitFor({ to: email, subject: 'Potwierdź swój adres e-mail', after: started }, 15_000);
    const link = tokenHashLink(linksIn(mail));
    expect(link.type).toBe('signup');
    // Another device: a client that never saw the sign-up.
    const { data, error } = await anonClient().auth.verifyOtp({ token_hash: link.token_hash, type: link.type });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const { session } = await signIn(email);
    expect(session.user.id).toBe(signUp.data.user!.id);
  });

  test('a wrong password is invalid_credentials @auth', async () => {
    const { email } = await createUser('wrongpass');
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'Nie-to-haslo-1' });
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.status).toBe(400);
  });
});

describe('sessions', () => {
  test('refresh rotates the tokens; the new access token is accepted @auth', async () => {
    const { email } = await createUser('refresh');
    const { client, session } = await signIn(email);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(data.session!.access_token).not.toBe(session.access_token);
    const user = await client.auth.getUser(data.session!.access_token);
    expect(user.data.user?.email).toBe(email);
  });

  test('sign-out scopes: others keeps this session, local ends only this one, global ends all @auth', async () => {
    const { email } = await createUser('signout');
    const first = await signIn(email);
    const second = await signIn(email);

    expect((await first.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await refreshWorks(second.session.refresh_token)).toBe(false);
    // Refreshing the kept session rotates its token; the client holds the current one from here on.
    expect((await first.client.auth.refreshSession()).error).toBeNull();

    const third = await signIn(email);
    expect((await third.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await refreshWorks(third.session.refresh_token)).toBe(false);
    expect((await first.client.auth.refreshSession()).error).toBeNull();

    const fourth = await signIn(email);
    const firstNow = (await first.client.auth.getSession()).data.session!;
    expect((await fourth.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await refreshWorks(firstNow.refresh_token)).toBe(false);
    expect(await refreshWorks(fourth.session.refresh_token)).toBe(false);
  });
});

describe('password recovery', () => {
  test('recovery mail → link signs in for recovery → new password works, the old one no longer @auth', async () => {
    const { email } = await createUser('recovery');
    const started = new Date(Date.now() - 1000);
    const requested = await anonClient().auth.resetPasswordForEmail(email);
    expect(requested.error).toBeNull();

    const mail = await inbox().waitFor({ to: email, subject: 'Ustaw nowe hasło', after: started }, 15_000);
    const link = tokenHashLink(linksIn(mail));
    expect(link.type).toBe('recovery');

    const client = anonClient();
    const session = await client.auth.verifyOtp({ token_hash: link.token_hash, type: link.type });
    expect(session.error).toBeNull();
    const newPassword = 'Nowe-haslo-5678';
    expect((await client.auth.updateUser({ password: newPassword })).error).toBeNull();

    expect((await signIn(email, newPassword)).session.user.email).toBe(email);
    const old = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
  });
});
