import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as jose from 'jose';
import { AuthApiError, AuthSessionMissingError, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, PASSWORD, serviceClient, sql, uniqueEmail } from '../support/auth.ts';

let stack: TestStack;
let anon: SupabaseClient;

const REUSE_INTERVAL_S = 2;

beforeAll(async () => {
  stack = await startTestStack({
    config: (config) => {
      const auth = config.auth as Record<string, unknown> & { email: Record<string, unknown> };
      auth.email.enable_confirmations = false;
      auth.refresh_token_reuse_interval = REUSE_INTERVAL_S;
    },
  });
  anon = anonClient(stack);
});

afterAll(async () => {
  await stack?.dispose();
});

async function newAccount(): Promise<{ email: string; refreshToken: string; accessToken: string }> {
  const email = uniqueEmail('token');
  const { data, error } = await anonClient(stack).auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return { email, refreshToken: data.session!.refresh_token, accessToken: data.session!.access_token };
}

const refresh = (refreshToken: string) => anonClient(stack).auth.refreshSession({ refresh_token: refreshToken });
const refreshRaw = (refreshToken: string) =>
  fetch(`${stack.env.API_URL}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe('sign-up without confirmations', () => {
  test('returns a confirmed user and a session at once', async () => {
    const email = uniqueEmail('auto');
    const { data, error } = await anon.auth.signUp({ email, password: PASSWORD, options: { data: { plan: 'free' } } });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.user_metadata).toEqual({ plan: 'free' });
  });

  test('an address already registered gives user_already_exists (422)', async () => {
    const { email } = await newAccount();
    const { error } = await anon.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error!.code).toBe('user_already_exists');
    expect(error!.status).toBe(422);
  });
});

describe('password grant', () => {
  test('wrong password and unknown address both give invalid_credentials', async () => {
    const { email } = await newAccount();
    const wrong = await anon.auth.signInWithPassword({ email, password: 'Zle-haslo-1' });
    expect(wrong.error!.code).toBe('invalid_credentials');
    expect(wrong.error!.status).toBe(400);
    const unknown = await anon.auth.signInWithPassword({ email: uniqueEmail('nikt'), password: PASSWORD });
    expect(unknown.error!.code).toBe('invalid_credentials');
  });

  test("the id_token and web3 grants answer GoTrue's provider-not-enabled errors", async () => {
    const idToken = await anon.auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(idToken.error!.code).toBe('provider_disabled');
    const response = await fetch(`${stack.env.API_URL}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{}',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'web3_provider_disabled' });
  });

  test('without the API version header errors use the old {code, error_code, msg} shape', async () => {
    const response = await fetch(`${stack.env.API_URL}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'x' }),
    });
    expect(await response.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});

describe('refresh tokens', () => {
  test('rotate: each refresh revokes the old token and returns a new one in the same session', async () => {
    const { refreshToken } = await newAccount();
    const { data, error } = await refresh(refreshToken);
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(refreshToken);
    const rows = await sql<{ token: string; revoked: boolean; parent: string | null }>(
      stack,
      `select token, revoked, parent from auth.refresh_tokens where session_id =
         (select session_id from auth.refresh_tokens where token = $1) order by id`,
      [refreshToken],
    );
    expect(rows).toEqual([
      { token: refreshToken, revoked: true, parent: null },
      { token: data.session!.refresh_token, revoked: false, parent: refreshToken },
    ]);
  });

  test('reusing the parent of the active token hands back the active token (lost response)', async () => {
    const { refreshToken } = await newAccount();
    const first = await refresh(refreshToken);
    const again = await refresh(refreshToken);
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
  });

  test('reuse outside refresh_token_reuse_interval revokes the whole session: refresh_token_already_used', async () => {
    const { refreshToken } = await newAccount();
    const second = (await refresh(refreshToken)).data.session!.refresh_token;
    const third = (await refresh(second)).data.session!.refresh_token;
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_S * 1000 + 300));
    const reuse = await refresh(refreshToken);
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error!.code).toBe('refresh_token_already_used');
    const live = await sql(stack, 'select 1 from auth.refresh_tokens where token = $1 and revoked = false', [third]);
    expect(live).toEqual([]);
    // No token of the session refreshes afterwards, however fresh its revocation (regression: the newest token was
    // accepted again within the reuse interval and the thief kept the session).
    for (const token of [third, second, refreshToken]) {
      const response = await refreshRaw(token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: 'session_not_found' });
    }
    // auth-js turns GoTrue's session_not_found into AuthSessionMissingError and drops the session.
    expect((await refresh(third)).error).toBeInstanceOf(AuthSessionMissingError);
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_S * 1000 + 300));
    expect((await refresh(third)).error).toBeInstanceOf(AuthSessionMissingError);
    expect(await sql(stack, 'select 1 from auth.refresh_tokens where parent = $1', [third])).toEqual([]);
  });

  test('after reuse detection the access tokens already issued keep working until they expire', async () => {
    const { refreshToken } = await newAccount();
    const first = (await refresh(refreshToken)).data.session!;
    const second = (await refresh(first.refresh_token)).data.session!;
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_S * 1000 + 300));
    expect((await refresh(refreshToken)).error!.code).toBe('refresh_token_already_used');
    const { data, error } = await anonClient(stack).auth.getUser(second.access_token);
    expect(error).toBeNull();
    expect(data.user!.id).toBe(second.user.id);
    expect((await refresh(second.refresh_token)).error).toBeInstanceOf(AuthSessionMissingError);
  });

  test('an unknown or malformed refresh token is rejected', async () => {
    const unknown = await refresh('abcdefabcdef');
    expect(unknown.error!.code).toBe('refresh_token_not_found');
    const malformed = await refresh('nope');
    expect(malformed.error!.code).toBe('validation_failed');
  });
});

describe('onAuthStateChange', () => {
  test('emits INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT', async () => {
    const { email } = await newAccount();
    const client = anonClient(stack);
    const events: AuthChangeEvent[] = [];
    const { data: subscription } = client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    await client.auth.refreshSession();
    const updated = await client.auth.updateUser({ data: { nick: 'nowy' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toEqual({ nick: 'nowy' });
    await client.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    subscription.subscription.unsubscribe();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT']);
  });
});

describe('sign-out scopes across three sessions', () => {
  async function threeSessions() {
    const { email } = await newAccount();
    const clients = [anonClient(stack), anonClient(stack), anonClient(stack)];
    for (const client of clients) await client.auth.signInWithPassword({ email, password: PASSWORD });
    return clients;
  }
  const alive = async (client: SupabaseClient) => {
    const { data } = await client.auth.getSession();
    const { error } = await anonClient(stack).auth.getUser(data.session!.access_token);
    return error === null;
  };

  test('local ends only the current session', async () => {
    const [a, b, c] = await threeSessions();
    const tokenA = (await a!.auth.getSession()).data.session!.access_token;
    expect((await a!.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { error } = await anonClient(stack).auth.getUser(tokenA);
    expect(error!.name).toBe('AuthSessionMissingError');
    expect(await alive(b!)).toBe(true);
    expect(await alive(c!)).toBe(true);
  });

  test('others keeps the current session and ends the rest', async () => {
    const [a, b, c] = await threeSessions();
    const tokenB = (await b!.auth.getSession()).data.session!.access_token;
    const tokenC = (await c!.auth.getSession()).data.session!.access_token;
    expect((await a!.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await alive(a!)).toBe(true);
    expect((await anonClient(stack).auth.getUser(tokenB)).error).not.toBeNull();
    expect((await anonClient(stack).auth.getUser(tokenC)).error).not.toBeNull();
  });

  test('global ends every session of the user', async () => {
    const [a, b, c] = await threeSessions();
    const tokens = await Promise.all([b!, c!].map(async (client) => (await client.auth.getSession()).data.session!.access_token));
    expect((await a!.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const token of tokens) expect((await anonClient(stack).auth.getUser(token)).error).not.toBeNull();
  });
});

describe('malformed and forged JWTs', () => {
  const secret = () => new TextEncoder().encode(stack.env.JWT_SECRET!);
  const getUser = (token: string) => anonClient(stack).auth.getUser(token);
  let userId: string;

  beforeAll(async () => {
    const { data } = await serviceClient(stack).auth.admin.createUser({
      email: uniqueEmail('jwt'),
      password: PASSWORD,
      email_confirm: true,
    });
    userId = data.user!.id;
  });

  test('a token that is not three base64url parts is bad_jwt', async () => {
    const { error } = await getUser('not-a-jwt');
    expect(error!.code).toBe('bad_jwt');
    expect(error!.status).toBe(403);
  });

  test('a token past its exp is bad_jwt; one without exp is accepted, as GoTrue does', async () => {
    const expired = await new jose.SignJWT({ sub: userId, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret());
    const expiredError = (await getUser(expired)).error!;
    expect(expiredError.code).toBe('bad_jwt');
    expect(expiredError.message).toBe('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
    const noExp = await new jose.SignJWT({ sub: userId, role: 'authenticated' }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    expect((await getUser(noExp)).error).toBeNull();
  });

  test('a supabase_admin key without exp reaches the admin API; page= and per_page= left empty mean the defaults', async () => {
    const adminKey = await new jose.SignJWT({ role: 'supabase_admin' }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    const response = await fetch(`${stack.env.API_URL}/auth/v1/admin/users?page=&per_page=`, {
      headers: { apikey: stack.env.ANON_KEY!, authorization: `Bearer ${adminKey}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { users: unknown[] }).users.length).toBeGreaterThan(0);
  });

  test('a wrong signature is bad_jwt, while the same claims correctly signed pass', async () => {
    const claims = { sub: userId, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 };
    const forged = await new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await getUser(forged)).error!.code).toBe('bad_jwt');
    const genuine = await new jose.SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret());
    expect((await getUser(genuine)).error).toBeNull();
  });

  test('the apikey alone (no user token) is refused as behind the CLI: bad_jwt for the mapped key, no_authorization for a raw one', async () => {
    // The publishable key becomes `Bearer <anon JWT>`: a token without a user (403 bad_jwt).
    const response = await fetch(`${stack.env.API_URL}/auth/v1/user`, { headers: { apikey: stack.env.PUBLISHABLE_KEY! } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'bad_jwt' });
    // Any other apikey is copied into Authorization as it is, without "Bearer ": GoTrue wants a bearer token (401).
    const anonKey = await fetch(`${stack.env.API_URL}/auth/v1/user`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(anonKey.status).toBe(401);
    expect(await anonKey.json()).toMatchObject({ error_code: 'no_authorization', msg: 'This endpoint requires a valid Bearer token' });
  });
});
