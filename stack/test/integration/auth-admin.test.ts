import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { mailbox, linksIn } from '../support/mail.ts';
import { anonClient, followLink, fragmentOf, PASSWORD, serviceClient, signedInUser, totpCode, uniqueEmail } from '../support/auth.ts';

let stack: TestStack;
let admin: ReturnType<typeof serviceClient>['auth']['admin'];

beforeAll(async () => {
  stack = await startTestStack();
  admin = serviceClient(stack).auth.admin;
});

afterAll(async () => {
  await stack?.dispose();
});

describe('admin user CRUD', () => {
  test('create, read, update and delete a user', async () => {
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Jan Nowak' },
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user!.app_metadata).toMatchObject({ provider: 'email', providers: ['email'], role: 'admin' });
    expect((await admin.getUserById(id)).data.user!.email).toBe(email);

    const updated = await admin.updateUserById(id, { user_metadata: { city: 'Kraków' }, app_metadata: { role: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toEqual({ full_name: 'Jan Nowak', city: 'Kraków' });
    expect(updated.data.user!.app_metadata.role).toBeUndefined();

    const signIn = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.data.session!.user.user_metadata).toMatchObject({ city: 'Kraków' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error!.code).toBe('user_not_found');
    expect(gone.error!.status).toBe(404);
  });

  test("the app_metadata role set by the service role shows up in the user's JWT", async () => {
    const { data } = await admin.createUser({
      email: uniqueEmail('rola'),
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'admin' },
    });
    const client = anonClient(stack);
    await client.auth.signInWithPassword({ email: data.user!.email!, password: PASSWORD });
    const claims = await client.auth.getClaims();
    expect(claims.data!.claims.app_metadata).toMatchObject({ role: 'admin' });
  });

  test('a duplicate address is email_exists; a weak password is weak_password', async () => {
    const email = uniqueEmail('dup');
    await admin.createUser({ email, password: PASSWORD });
    const dup = await admin.createUser({ email, password: PASSWORD });
    expect(dup.error!.code).toBe('email_exists');
    expect(dup.error!.status).toBe(422);
    const weak = await admin.createUser({ email: uniqueEmail(), password: 'abc' });
    expect(weak.error!.code).toBe('weak_password');
  });

  test('invalid UUIDs answer as GoTrue: 404 validation_failed "user_id must be an UUID"', async () => {
    // As supabase-js sends it: behind the CLI's Kong a bare legacy apikey is no bearer token for GoTrue.
    const headers = {
      apikey: stack.env.SERVICE_ROLE_KEY!,
      authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    };
    const get = await fetch(`${stack.env.API_URL}/auth/v1/admin/users/nie-uuid`, { headers });
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ code: 404, error_code: 'validation_failed', msg: 'user_id must be an UUID' });
    const put = await fetch(`${stack.env.API_URL}/auth/v1/admin/users/123`, { method: 'PUT', headers, body: '{}' });
    expect(put.status).toBe(404);
    const missing = await admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error!.code).toBe('user_not_found');
    expect(missing.error!.status).toBe(404);
  });

  test('a banned user cannot sign in', async () => {
    const email = uniqueEmail('ban');
    const { data } = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    await admin.updateUserById(data.user!.id, { ban_duration: '24h' });
    const { error } = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error!.code).toBe('user_banned');
  });

  test('only the service role may call admin endpoints (not_admin)', async () => {
    const { client } = await signedInUser(stack);
    const { error } = await client.auth.admin.listUsers();
    expect(error!.code).toBe('not_admin');
    expect(error!.status).toBe(403);
    const anonKey = await anonClient(stack).auth.admin.listUsers();
    expect(anonKey.error!.code).toBe('not_admin');
  });
});

describe('listing users', () => {
  test('pages with page/per_page, x-total-count and Link headers', async () => {
    for (let i = 0; i < 5; i++) await admin.createUser({ email: uniqueEmail('lista'), password: PASSWORD });
    const first = await admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    const total = (first.data as { total: number }).total;
    expect(total).toBeGreaterThanOrEqual(5);
    expect((first.data as { nextPage: number | null }).nextPage).toBe(2);
    const response = await fetch(`${stack.env.API_URL}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: stack.env.SERVICE_ROLE_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}` },
    });
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('link')).toContain('rel="last"');
    const second = (await response.json()) as { users: { id: string }[] };
    expect(second.users.map((user) => user.id)).not.toContain(first.data.users[0]!.id);
  });
});

describe('invite and generate_link', () => {
  test('invite mails a Polish invitation whose link (the set-password page of the site, with a token hash) signs the user in', async () => {
    const email = uniqueEmail('zaproszenie');
    const { data, error } = await admin.inviteUserByEmail(email, { data: { invited_by: 'redakcja' } });
    expect(error).toBeNull();
    expect(data.user!.invited_at).toBeTruthy();
    const mail = await mailbox(stack.env.MAILPIT_URL!).waitFor({ to: email, subject: 'Zaproszenie do Obrazy AI' });
    // The template links to the site itself (what @supabase/ssr's PKCE client can use), not to /verify.
    const link = new URL(linksIn(mail).find((href) => href.includes('/nowe-haslo'))!);
    expect(link.searchParams.get('type')).toBe('invite');
    const client = anonClient(stack);
    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.email).toBe(email);
    expect(verified.data.user!.email_confirmed_at).toBeTruthy();
    // One use only.
    const again = await anonClient(stack).auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'invite' });
    expect(again.error?.code).toBe('otp_expired');
  });

  test('generate_link returns link properties for signup, magiclink and recovery without sending mail', async () => {
    const email = uniqueEmail('link');
    const signup = await admin.generateLink({ type: 'signup', email, password: PASSWORD });
    expect(signup.error).toBeNull();
    expect(signup.data.properties).toMatchObject({ verification_type: 'signup', email_otp: expect.stringMatching(/^\d{6}$/) });
    expect(signup.data.user!.email).toBe(email);
    const confirmed = fragmentOf(await followLink(signup.data.properties!.action_link));
    expect(confirmed.get('access_token')).toBeTruthy();

    const magic = await admin.generateLink({ type: 'magiclink', email });
    const verified = await anonClient(stack).auth.verifyOtp({ token_hash: magic.data.properties!.hashed_token, type: 'magiclink' });
    expect(verified.error).toBeNull();

    const recovery = await admin.generateLink({ type: 'recovery', email });
    const byCode = await anonClient(stack).auth.verifyOtp({ email, token: recovery.data.properties!.email_otp, type: 'recovery' });
    expect(byCode.error).toBeNull();

    const inbox = mailbox(stack.env.MAILPIT_URL!);
    expect(await inbox.search(`to:${email}`)).toEqual([]);
    // The same search finds a mail that was sent, so the empty answer above means something.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // generate_link counts for max_frequency too
    expect((await anonClient(stack).auth.resetPasswordForEmail(email)).error).toBeNull();
    await inbox.waitFor({ to: email });
    expect(await inbox.search(`to:${email}`)).toHaveLength(1);
  });

  test('generate_link email_change_current is one of two confirmations: the address stays until the other', async () => {
    const email = uniqueEmail('zmiana');
    const newEmail = uniqueEmail('zmiana-nowy');
    await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.properties!.verification_type).toBe('email_change');
    const verified = await anonClient(stack).auth.verifyOtp({ token_hash: current.data.properties!.hashed_token, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.session).toBeNull();
    const stillOld = await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(stillOld.error).toBeNull();
  });
});

describe('admin factors', () => {
  test("lists and deletes a user's factors; invalid factor ids are rejected", async () => {
    const { client, id } = await signedInUser(stack);
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: factor!.id });
    await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge.data!.id, code: totpCode(factor!.totp!.secret) });
    const listed = await admin.mfa.listFactors({ userId: id });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors.map((f) => [f.id, f.status])).toEqual([[factor!.id, 'verified']]);
    const bad = await fetch(`${stack.env.API_URL}/auth/v1/admin/users/${id}/factors/zly`, {
      method: 'DELETE',
      headers: { apikey: stack.env.SECRET_KEY! },
    });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toMatchObject({ error_code: 'validation_failed', msg: 'factor_id must be an UUID' });
    const deleted = await admin.mfa.deleteFactor({ userId: id, id: factor!.id });
    expect(deleted.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: id })).data!.factors).toEqual([]);
  });
});
