import { AuthClient, isAuthApiError, isAuthSessionMissingError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// @supabase/auth-js as its README shows it (`new AuthClient({ url, headers })`; the admin API with the service role
// key), against the local stack's auth. Expected texts are GoTrue's (supabase/auth internal/api/auth.go,
// internal/api/admin.go, internal/api/pagination.go).

type Client = InstanceType<typeof AuthClient>;

let stack: TestStack;
let admin: Client['admin'];
let anonymous: Client;
const PASSWORD = 'Hasło-do-testów-2026';

function authClient(key: string): Client {
  return new AuthClient({
    url: `${stack.env.API_URL}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    persistSession: false,
    autoRefreshToken: false,
  });
}

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['storage', 'realtime', 'functions', 'mail'] });
  admin = authClient(stack.env.SERVICE_ROLE_KEY!).admin;
  anonymous = authClient(stack.env.ANON_KEY!);
});

afterAll(async () => {
  await stack?.dispose();
});

describe('admin.listUsers pagination', () => {
  let total: number;

  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      const { error } = await admin.createUser({ email: `konformancja-${i}@example.com`, password: PASSWORD, email_confirm: true });
      expect(error).toBeNull();
    }
    // Every user, at the default page size (GoTrue's defaultPerPage is 50); auth-js sends page= and per_page= empty.
    const all = await admin.listUsers();
    expect(all.error).toBeNull();
    total = all.data.users.length;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(total).toBeLessThan(50);
    expect(all.data).toMatchObject({ aud: 'authenticated', total, lastPage: 1, nextPage: null });
  });

  test('page and perPage slice the list, newest first, with nextPage, lastPage and total from the headers', async () => {
    const perPage = Math.ceil(total / 3);
    const first = await admin.listUsers({ page: 1, perPage });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ total, nextPage: 2, lastPage: 3 });
    expect(first.data.users).toHaveLength(perPage);
    expect(first.data.users[0]!.email).toBe('konformancja-4@example.com');
    const seen = new Set(first.data.users.map((user) => user.id));
    for (const page of [2, 3]) {
      const next = await admin.listUsers({ page, perPage });
      expect(next.data).toMatchObject({ total, lastPage: 3, nextPage: page < 3 ? page + 1 : null });
      for (const user of next.data.users) {
        expect(seen.has(user.id)).toBe(false);
        seen.add(user.id);
      }
    }
    expect(seen.size).toBe(total);
  });

  test('a page past the last is empty and still says where the last page is', async () => {
    const past = await admin.listUsers({ page: 9, perPage: 2 });
    expect(past.error).toBeNull();
    expect(past.data.users).toEqual([]);
    expect(past.data).toMatchObject({ total, nextPage: null, lastPage: Math.ceil(total / 2) });
  });

  test('a page size above the total gives everything on one page', async () => {
    const all = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users).toHaveLength(total);
    expect(all.data).toMatchObject({ nextPage: null, lastPage: 1 });
  });

  test('a negative page is 400 validation_failed "Bad Pagination Parameters"', async () => {
    const { data, error } = await admin.listUsers({ page: -1, perPage: 2 });
    expect(data.users).toEqual([]);
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    // supabase/auth internal/api/pagination.go: strconv.ParseUint's own error is the message.
    expect(error!.message).toBe('Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax');
  });

  test('page 0 is served as page 1 (the query builder of supabase/auth models/user.go FindUsersInAudience)', async () => {
    const zero = await admin.listUsers({ page: 0, perPage: 2 });
    const one = await admin.listUsers({ page: 1, perPage: 2 });
    expect(zero.error).toBeNull();
    expect(zero.data.users.map((user) => user.id)).toEqual(one.data.users.map((user) => user.id));
  });

  test("the Link header is GoTrue's: the request's path and query, keys sorted, with the next and last page", async () => {
    const response = await fetch(`${stack.env.API_URL}/auth/v1/admin/users?per_page=2&page=1`, {
      headers: { apikey: stack.env.SERVICE_ROLE_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}` },
    });
    const last = Math.ceil(total / 2);
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`,
    );
  });

  test('the anon key is not an admin (not_admin, 403)', async () => {
    const { error } = await anonymous.admin.listUsers();
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
  });
});

describe('getUser errors', () => {
  test('without a session the client answers itself (AuthSessionMissingError), no request made', async () => {
    const { data, error } = await anonymous.getUser();
    expect(data.user).toBeNull();
    expect(isAuthSessionMissingError(error)).toBe(true);
  });

  test('a token that is not a JWT is bad_jwt (403) with the parser message', async () => {
    const { error } = await anonymous.getUser('nie.jest.jwt');
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error!.message).toMatch(/^invalid JWT: unable to parse or verify signature, token is malformed: /);
  });

  test('a valid key without a user (the anon key) is bad_jwt "invalid claim: missing sub claim"', async () => {
    const { error } = await anonymous.getUser(stack.env.ANON_KEY!);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });

  test('the token of a deleted user is user_not_found; of a signed-out session, session_not_found', async () => {
    const email = 'do-usuniecia@example.com';
    const created = await admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = authClient(stack.env.ANON_KEY!);
    const { data: signedIn } = await client.signInWithPassword({ email, password: PASSWORD });
    const token = signedIn.session!.access_token;
    expect((await client.getUser(token)).data.user!.email).toBe(email);

    const other = authClient(stack.env.ANON_KEY!);
    const { data: secondSession } = await other.signInWithPassword({ email, password: PASSWORD });
    await other.signOut({ scope: 'local' });
    // GoTrue answers 403 session_not_found; auth-js turns exactly that code into AuthSessionMissingError (lib/fetch.js).
    expect(isAuthSessionMissingError((await other.getUser(secondSession.session!.access_token)).error)).toBe(true);

    await admin.deleteUser(created.data.user!.id);
    expect((await client.getUser(token)).error).toMatchObject({
      status: 403,
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
  });
});
