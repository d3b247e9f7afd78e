import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { PASSWORD, serviceClient, uniqueEmail } from '../support/auth.ts';

// auth-js's own suite (supabase-js packages/core/auth-js/test/GoTrueClient.test.ts, run against `supabase start` with
// its test config: token_refresh = 300) refreshes sessions in bursts ("Auto Refresh") and then expects getSession()
// with an expired session and a bogus refresh token to fail with GoTrue's refresh error. GoTrue under the CLI counts
// no /token request (no rate-limit header); the stack counted every one, so the refresh met a 429 instead.

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    exclude: ['storage', 'realtime', 'functions'],
    config: (config) => {
      const auth = config.auth as Record<string, unknown> & { rate_limit: Record<string, unknown> };
      auth.rate_limit.token_refresh = 300;
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
});

// Node 20 has no global WebSocket, which supabase-js needs to construct.
const realtime = {
  transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'],
};

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('refresh grants and the token_refresh limit', () => {
  test('after a burst of refreshes, getSession() with an expired session gets the refresh error, not a rate limit', async () => {
    const email = uniqueEmail('odswiezanie');
    const created = await serviceClient(stack).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const storage = new MemoryStorage();
    const storageKey = 'sb-odswiezanie-auth-token';
    const client = createClient(stack.env.API_URL!, stack.env.ANON_KEY!, {
      auth: { storage, storageKey, persistSession: true, autoRefreshToken: false },
      realtime,
    });
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    // More than GoTrue's burst of 30 in a few seconds, as auth-js's auto-refresh tests do.
    for (let i = 0; i < 40; i++) expect((await client.auth.refreshSession()).error).toBeNull();

    const current = JSON.parse(storage.getItem(storageKey)!) as Record<string, unknown>;
    storage.setItem(
      storageKey,
      JSON.stringify({
        ...current,
        expires_at: Math.floor(Date.now() / 1000) - 3600,
        access_token: 'expired-token',
        refresh_token: 'expired-refresh-token',
      }),
    );
    const { data, error } = await client.auth.getSession();
    expect(error?.message).toBe('Refresh token is not valid');
    expect(data.session).toBeNull();
  });

  test('password grants still count against token_refresh per client (a password cannot be guessed at full speed)', async () => {
    const client = createClient(stack.env.API_URL!, stack.env.ANON_KEY!, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime,
    });
    const attempt = async () =>
      (await client.auth.signInWithPassword({ email: uniqueEmail('zgadywanie'), password: 'zle-haslo' })).error?.status;
    const first: (number | undefined)[] = [];
    for (let i = 0; i < 20; i++) first.push(await attempt());
    expect(first).toEqual(Array(20).fill(400));
    // The rest of the burst of 30 and more at once: however slowly each answer comes (the bucket refills one a second),
    // some of them find it empty.
    const rest = await Promise.all(Array.from({ length: 25 }, attempt));
    expect(rest).toContain(429);
  });
});
