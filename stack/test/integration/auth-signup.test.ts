import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthApiError, AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { mailbox, verifyUrlOf } from '../support/mail.ts';
import { anonClient, followLink, fragmentOf, PASSWORD, serviceClient, sql, uniqueEmail } from '../support/auth.ts';

let stack: TestStack;
let anon: SupabaseClient;
let inbox: ReturnType<typeof mailbox>;

beforeAll(async () => {
  stack = await startTestStack();
  anon = anonClient(stack);
  inbox = mailbox(stack.env.MAILPIT_URL!);
  await sql(
    stack,
    `create or replace function public.test_auth_whoami() returns jsonb language sql stable
       as $$ select jsonb_build_object('uid', auth.uid(), 'role', auth.role(), 'email', auth.email(), 'aal', auth.jwt()->>'aal') $$;
     grant execute on function public.test_auth_whoami() to anon, authenticated;
     notify pgrst, 'reload schema';`,
  );
});

afterAll(async () => {
  await stack?.dispose();
});

describe('service endpoints', () => {
  test('GET /health and /settings answer as GoTrue', async () => {
    const headers = { apikey: stack.env.ANON_KEY! };
    const health = await fetch(`${stack.env.API_URL}/auth/v1/health`, { headers });
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await (await fetch(`${stack.env.API_URL}/auth/v1/settings`, { headers })).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: false,
      external: { email: true, phone: false, google: false },
    });
  });

  test('the JWKS is served without an apikey and holds the public signing key only', async () => {
    const response = await fetch(`${stack.env.API_URL}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
    expect(keys[0]!.d).toBeUndefined();
  });
});

describe('sign-up with confirmations on', () => {
  const email = uniqueEmail('signup');

  test('returns the user without a session and mails a Polish confirmation link', async () => {
    const { data, error } = await anon.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Ala Kowalska' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Ala Kowalska' }, app_metadata: { provider: 'email' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    const mail = await inbox.waitFor({ to: email, subject: 'Potwierdź swój adres e-mail' });
    expect(mail.html).toContain('Obrazy AI');
    expect(mail.html).not.toContain('{{');
    expect(mail.html).toMatch(/\b\d{6}\b/);
  });

  test('an unconfirmed account cannot sign in yet (email_not_confirmed)', async () => {
    const { error } = await anon.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error!.code).toBe('email_not_confirmed');
    expect(error!.status).toBe(400);
  });

  test('the mail link confirms the address and redirects with a session in the fragment', async () => {
    const mail = await inbox.waitFor({ to: email, subject: 'Potwierdź swój adres e-mail' });
    const link = verifyUrlOf(mail, stack.env.API_URL!);
    expect(link).toContain('type=signup');
    const target = await followLink(link);
    expect(target.origin).toBe('http://127.0.0.1:3000');
    const fragment = fragmentOf(target);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const { data, error } = await anon.auth.getUser(fragment.get('access_token')!);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const again = await followLink(link);
    expect(fragmentOf(again).get('error_code')).toBe('otp_expired');
  });

  test('signing up again with a confirmed address answers an obfuscated user and sends nothing new', async () => {
    const { data, error } = await anon.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.identities).toEqual([]);
    const [real] = await sql<{ id: string }>(stack, 'select id from auth.users where email = $1', [email]);
    expect(data.user!.id).not.toBe(real!.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await inbox.search(`to:${email}`)).toHaveLength(1);
  });

  test('password rules: too short and missing digits give weak_password with reasons', async () => {
    const short = await anon.auth.signUp({ email: uniqueEmail(), password: 'Ab1' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error!.status).toBe(422);
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const letters = await anon.auth.signUp({ email: uniqueEmail(), password: 'TylkoLitery' });
    expect((letters.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
  });

  test('an invalid address is rejected', async () => {
    const { error } = await anon.auth.signUp({ email: 'to-nie-adres', password: PASSWORD });
    expect(error!.code).toBe('email_address_invalid');
    expect(error!.status).toBe(400);
  });

  test('passwords are stored as bcrypt cost 10 and the token is a hash, never the code', async () => {
    const [row] = await sql<{ encrypted_password: string }>(stack, 'select encrypted_password from auth.users where email = $1', [email]);
    expect(row!.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
    const other = uniqueEmail();
    await anon.auth.signUp({ email: other, password: PASSWORD });
    const mail = await inbox.waitFor({ to: other });
    const code = /\b(\d{6})\b/.exec(mail.text || mail.html)![1]!;
    const [tokens] = await sql<{ confirmation_token: string; token_hash: string }>(
      stack,
      'select u.confirmation_token, t.token_hash from auth.users u join auth.one_time_tokens t on t.user_id = u.id where u.email = $1',
      [other],
    );
    expect(tokens!.confirmation_token).toBe(tokens!.token_hash);
    expect(tokens!.token_hash).not.toContain(code);
    expect(tokens!.token_hash).toHaveLength(56);
  });
});

describe('access tokens', () => {
  test('carry GoTrue claims, verify with getClaims and are accepted by PostgREST (RLS sees auth.uid())', async () => {
    const email = uniqueEmail('claims');
    const admin = serviceClient(stack);
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: { nick: 'ala' } });
    expect(created.error).toBeNull();
    const client = anonClient(stack);
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data!.claims).toMatchObject({
      aud: 'authenticated',
      sub: created.data.user!.id,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { nick: 'ala' },
      session_id: expect.any(String),
      iss: `${stack.env.API_URL}/auth/v1`,
    });
    expect(claims.data!.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.data!.claims.exp - claims.data!.claims.iat).toBe(3600);
    expect(data.session!.expires_in).toBe(3600);
    const header = JSON.parse(Buffer.from(data.session!.access_token.split('.')[0]!, 'base64url').toString());
    expect(header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    const whoami = await client.rpc('test_auth_whoami');
    expect(whoami.error).toBeNull();
    expect(whoami.data).toMatchObject({ uid: created.data.user!.id, role: 'authenticated', email, aal: 'aal1' });
  });

  test('the session lives in auth.sessions and auth.refresh_tokens with a 12-character token', async () => {
    const email = uniqueEmail('rows');
    await serviceClient(stack).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = anonClient(stack);
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session!.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    const rows = await sql<{ aal: string; revoked: boolean; provider: string }>(
      stack,
      `select s.aal, r.revoked, i.provider from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id
       join auth.identities i on i.user_id = s.user_id where r.token = $1`,
      [data.session!.refresh_token],
    );
    expect(rows).toEqual([{ aal: 'aal1', revoked: false, provider: 'email' }]);
  });
});
