import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { mailbox } from '../support/mail.ts';
import { anonClient, PASSWORD, signedInUser, sql } from '../support/auth.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    config: (config) => {
      const auth = config.auth as Record<string, unknown> & { email: Record<string, unknown> };
      auth.enable_anonymous_sign_ins = true;
      auth.enable_manual_linking = true;
      auth.email.secure_password_change = true;
      auth.sessions = { inactivity_timeout: '2s' };
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
});

describe('anonymous sign-ins', () => {
  test('give a session whose JWT says is_anonymous, without an identity', async () => {
    const client = anonClient(stack);
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'ciemny' } } });
    expect(error).toBeNull();
    expect(data.user!.is_anonymous).toBe(true);
    expect(data.user!.identities).toEqual([]);
    const claims = await client.auth.getClaims();
    expect(claims.data!.claims).toMatchObject({ is_anonymous: true, role: 'authenticated', user_metadata: { theme: 'ciemny' } });
    expect(claims.data!.claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) }]);
  });
});

describe('identities', () => {
  test('the only identity cannot be unlinked (single_identity_not_deletable); unknown ones are identity_not_found', async () => {
    const { client } = await signedInUser(stack);
    const { data } = await client.auth.getUserIdentities();
    expect(data!.identities).toHaveLength(1);
    const only = await client.auth.unlinkIdentity(data!.identities[0]!);
    expect(only.error!.code).toBe('single_identity_not_deletable');
    expect(only.error!.status).toBe(422);
    const unknown = await client.auth.unlinkIdentity({ ...data!.identities[0]!, identity_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error!.code).toBe('identity_not_found');
    expect(unknown.error!.status).toBe(404);
  });

  test('linking an OAuth identity answers that no provider is enabled', async () => {
    const { client } = await signedInUser(stack);
    const { error } = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(error!.message).toBe('Unsupported provider: provider is not enabled');
  });
});

describe('secure password change', () => {
  test('an old session needs a nonce from /reauthenticate to change the password', async () => {
    const { client, email } = await signedInUser(stack);
    const { data } = await client.auth.getSession();
    const claims = JSON.parse(Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString()) as { session_id: string };
    await sql(stack, "update auth.sessions set created_at = now() - interval '25 hours' where id = $1", [claims.session_id]);
    const refused = await client.auth.updateUser({ password: 'NoweHaslo77' });
    expect(refused.error!.code).toBe('reauthentication_needed');
    const since = new Date();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await mailbox(stack.env.MAILPIT_URL!).waitFor({ to: email, subject: 'Potwierdź, że to Ty', after: since });
    const nonce = /\b(\d{6})\b/.exec(mail.html.replace(/<[^>]+>/g, ' '))![1]!;
    const wrong = await client.auth.updateUser({ password: 'NoweHaslo77', nonce: nonce === '000000' ? '111111' : '000000' });
    expect(wrong.error!.code).toBe('reauthentication_not_valid');
    expect((await client.auth.updateUser({ password: 'NoweHaslo77', nonce })).error).toBeNull();
    expect((await anonClient(stack).auth.signInWithPassword({ email, password: 'NoweHaslo77' })).error).toBeNull();
    expect((await anonClient(stack).auth.signInWithPassword({ email, password: PASSWORD })).error).not.toBeNull();
  });

  test('a fresh session changes the password without a nonce', async () => {
    const { client } = await signedInUser(stack);
    expect((await client.auth.updateUser({ password: 'InneHaslo55' })).error).toBeNull();
  });
});

describe('session inactivity timeout', () => {
  test('a session idle for longer than [auth.sessions] inactivity_timeout cannot be refreshed (session_expired)', async () => {
    const { client } = await signedInUser(stack);
    const { data } = await client.auth.getSession();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { error } = await anonClient(stack).auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(error!.code).toBe('session_expired');
  });
});
