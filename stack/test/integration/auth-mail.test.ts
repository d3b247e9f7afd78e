import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { mailbox, verifyUrlOf, type MailMessage } from '../support/mail.ts';
import { anonClient, followLink, fragmentOf, PASSWORD, serviceClient, signedInUser, uniqueEmail } from '../support/auth.ts';

let stack: TestStack;
let inbox: ReturnType<typeof mailbox>;

beforeAll(async () => {
  stack = await startTestStack();
  inbox = mailbox(stack.env.MAILPIT_URL!);
});

afterAll(async () => {
  await stack?.dispose();
});

// The project's templates link to the site with the token hash; GoTrue's own /verify link is built from it.
const verifyLink = (mail: MailMessage) => verifyUrlOf(mail, stack.env.API_URL!);
const codeIn = (mail: MailMessage) => /\b(\d{6})\b/.exec(mail.text || mail.html.replace(/<[^>]+>/g, ' '))![1]!;

function pkceClient(): SupabaseClient {
  return createClient(stack.env.API_URL!, stack.env.ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false, flowType: 'pkce' },
    // Node 20 has no global WebSocket; supabase-js refuses to construct without a transport.
    realtime: { transport: WebSocket as never },
  });
}

async function confirmedUser(): Promise<string> {
  const email = uniqueEmail('mail');
  const { error } = await serviceClient(stack).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  return email;
}

describe('magic link and e-mail OTP', () => {
  test('a confirmed user gets a Polish magic link whose link signs in', async () => {
    const email = await confirmedUser();
    const { error } = await anonClient(stack).auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:5173/konto' } });
    expect(error).toBeNull();
    const mail = await inbox.waitFor({ to: email, subject: 'Twój link do logowania' });
    const target = await followLink(verifyLink(mail));
    expect(`${target.origin}${target.pathname}`).toBe('http://localhost:5173/konto');
    const fragment = fragmentOf(target);
    expect(fragment.get('type')).toBe('magiclink');
    const { data } = await anonClient(stack).auth.getUser(fragment.get('access_token')!);
    expect(data.user!.email).toBe(email);
  });

  test('the code from the same mail signs in with verifyOtp (type email) and emits SIGNED_IN', async () => {
    const email = await confirmedUser();
    const client = anonClient(stack);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    await client.auth.signInWithOtp({ email });
    const mail = await inbox.waitFor({ to: email, subject: 'Twój link do logowania' });
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error!.code).toBe('otp_expired');
    const { data, error } = await client.auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect(events).toContain('SIGNED_IN');
  });

  test('a redirect_to outside the allowed list falls back to site_url', async () => {
    const email = await confirmedUser();
    await anonClient(stack).auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example/steal' } });
    const mail = await inbox.waitFor({ to: email });
    const target = await followLink(verifyLink(mail));
    expect(target.origin).toBe('http://127.0.0.1:3000');
  });

  test('an unknown address with shouldCreateUser false is refused; with it, the account is created and confirmed by the link', async () => {
    const email = uniqueEmail('nowy');
    const refused = await anonClient(stack).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error!.code).toBe('otp_disabled');
    const created = await anonClient(stack).auth.signInWithOtp({ email });
    expect(created.error).toBeNull();
    const mail = await inbox.waitFor({ to: email, subject: 'Potwierdź swój adres e-mail' });
    const fragment = fragmentOf(await followLink(verifyLink(mail)));
    const { data } = await anonClient(stack).auth.getUser(fragment.get('access_token')!);
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });
});

describe('PKCE', () => {
  test('sign-up confirmation redirects with ?code= that exchangeCodeForSession turns into a session', async () => {
    const email = uniqueEmail('pkce');
    const client = pkceClient();
    const { error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://127.0.0.1:3000/auth/callback' },
    });
    expect(error).toBeNull();
    const mail = await inbox.waitFor({ to: email });
    expect(verifyLink(mail)).toContain('token=pkce_');
    const target = await followLink(verifyLink(mail));
    expect(target.pathname).toBe('/auth/callback');
    const code = target.searchParams.get('code')!;
    expect(code).toBeTruthy();
    expect(target.hash).toBe('');
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session!.user.email).toBe(email);
    const replay = await pkceClient().auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });

  test('a wrong code verifier is refused', async () => {
    const email = await confirmedUser();
    await pkceClient().auth.signInWithOtp({ email });
    const mail = await inbox.waitFor({ to: email });
    const code = (await followLink(verifyLink(mail))).searchParams.get('code')!;
    const response = await fetch(`${stack.env.API_URL}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(50) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'bad_code_verifier' });
  });
});

describe('password recovery', () => {
  test('the recovery mail code emits PASSWORD_RECOVERY and lets the user set a new password', async () => {
    const email = await confirmedUser();
    const client = anonClient(stack);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await inbox.waitFor({ to: email, subject: 'Ustaw nowe hasło' });
    const hash = new URL(verifyLink(mail)).searchParams.get('token')!;
    const { error } = await client.auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'NoweHaslo99' })).error).toBeNull();
    expect((await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD })).error!.code).toBe('invalid_credentials');
    expect((await anonClient(stack).auth.signInWithPassword({ email, password: 'NoweHaslo99' })).error).toBeNull();
  });

  test('an unknown address gets the same empty answer and no mail', async () => {
    const { error } = await anonClient(stack).auth.resetPasswordForEmail(uniqueEmail('nikt'));
    expect(error).toBeNull();
  });

  test('known and unknown addresses take the same minimum time, so timing does not tell them apart', async () => {
    const recover = async (email: string) => {
      const started = performance.now();
      const response = await fetch(`${stack.env.API_URL}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await response.text();
      return { status: response.status, ms: performance.now() - started };
    };
    const known = await confirmedUser();
    const answers = [await recover(known), await recover(uniqueEmail('nikt')), await recover(known)];
    // The second request for the known address is inside max_frequency (429, as GoTrue): no faster either.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    for (const answer of answers) expect(answer.ms).toBeGreaterThanOrEqual(60);
  });

  test('the same new password is refused with same_password', async () => {
    const { client } = await signedInUser(stack);
    const { error } = await client.auth.updateUser({ password: PASSWORD });
    expect(error!.code).toBe('same_password');
    expect(error!.status).toBe(422);
  });
});

describe('e-mail change with double confirmation', () => {
  test('needs the links from both addresses before the address changes', async () => {
    const { client, email } = await signedInUser(stack);
    const newEmail = uniqueEmail('nowy-adres');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user!.new_email).toBe(newEmail);
    expect(data.user!.email).toBe(email);
    const toCurrent = await inbox.waitFor({ to: email, subject: 'Potwierdź zmianę adresu e-mail' });
    const toNew = await inbox.waitFor({ to: newEmail, subject: 'Potwierdź zmianę adresu e-mail' });
    const first = await followLink(verifyLink(toCurrent));
    expect(fragmentOf(first).get('message')).toMatch(/Confirmation link accepted/);
    const mid = await serviceClient(stack).auth.admin.getUserById(data.user!.id);
    expect(mid.data.user!.email).toBe(email);
    const second = fragmentOf(await followLink(verifyLink(toNew)));
    expect(second.get('type')).toBe('email_change');
    const after = await serviceClient(stack).auth.admin.getUserById(data.user!.id);
    expect(after.data.user!.email).toBe(newEmail);
    expect(after.data.user!.identities![0]!.identity_data!.email).toBe(newEmail);
    expect((await anonClient(stack).auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
  });

  test('changing to an address another account holds gives email_exists', async () => {
    const { client } = await signedInUser(stack);
    const taken = await confirmedUser();
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error!.code).toBe('email_exists');
  });
});

describe('resend and max_frequency', () => {
  test('resend sends the confirmation again, but not twice within max_frequency (429)', async () => {
    const email = uniqueEmail('resend');
    await anonClient(stack).auth.signUp({ email, password: PASSWORD });
    await inbox.waitFor({ to: email });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const since = new Date();
    expect((await anonClient(stack).auth.resend({ type: 'signup', email })).error).toBeNull();
    await inbox.waitFor({ to: email, after: since });
    const tooSoon = await anonClient(stack).auth.resend({ type: 'signup', email });
    expect(tooSoon.error!.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error!.status).toBe(429);
  });
});
