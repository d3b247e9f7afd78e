import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, signedInUser, sql, totpCode } from '../support/auth.ts';
import { tokenHash } from '../../src/services/auth/domain/one-time-tokens.ts';

// Codes people type cannot be guessed: e-mailed codes die after a few wrong tries, a TOTP code works once however
// many requests race with it, and wrong TOTP codes lock the factor for a while. (Before: 224 guesses/s, no counter;
// 8 parallel verifies of one TOTP code all succeeded.)

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['storage', 'realtime', 'functions'] });
});

afterAll(async () => {
  await stack?.dispose();
});

/** Gives the user a pending e-mail code, as a sign-in mail does (what is stored is the token hash, never the code). */
async function pendingCode(email: string, code: string): Promise<void> {
  await sql(stack, `update auth.users set recovery_token = $2, recovery_sent_at = now() where email = $1`, [email, tokenHash(email, code)]);
}

describe('e-mailed codes', () => {
  test('after 5 wrong codes even the right one fails; a new code works again', async () => {
    const { email } = await signedInUser(stack);
    const client = anonClient(stack);
    await pendingCode(email, '424242');
    for (const wrong of ['000001', '000002', '000003', '000004', '000005']) {
      const { error } = await client.auth.verifyOtp({ email, token: wrong, type: 'email' });
      expect(error?.code).toBe('otp_expired');
    }
    const voided = await client.auth.verifyOtp({ email, token: '424242', type: 'email' });
    expect(voided.error?.code).toBe('otp_expired');
    const [row] = await sql<{ recovery_token: string }>(stack, 'select recovery_token from auth.users where email = $1', [email]);
    expect(row!.recovery_token).toBe('');

    await pendingCode(email, '515151');
    const fresh = await client.auth.verifyOtp({ email, token: '515151', type: 'email' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.session).not.toBeNull();
  });

  test('fewer wrong tries leave the code usable', async () => {
    const { email } = await signedInUser(stack);
    const client = anonClient(stack);
    await pendingCode(email, '313131');
    for (const wrong of ['000001', '000002'])
      expect((await client.auth.verifyOtp({ email, token: wrong, type: 'email' })).error).not.toBeNull();
    expect((await client.auth.verifyOtp({ email, token: '313131', type: 'email' })).error).toBeNull();
  });
});

async function enrolledFactor(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  return { id: data.id, secret: data.totp!.secret, qr: data.totp!.qr_code };
}

describe('TOTP', () => {
  test('the QR code reaches the site as one data: URI whose markup has no "#"', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrolledFactor(client);
    expect(factor.qr.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.qr.indexOf('data:', 1)).toBe(-1);
    expect(factor.qr).not.toContain('#');
  });

  test('one code verifies once, however many requests race with it', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrolledFactor(client);
    const challenges = await Promise.all(Array.from({ length: 8 }, () => client.auth.mfa.challenge({ factorId: factor.id })));
    const code = totpCode(factor.secret);
    const results = await Promise.all(
      challenges.map((challenge) => client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code })),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    // The others fail as a reused code; once 5 have failed, the factor's lock answers the rest.
    for (const result of results.filter((item) => item.error !== null))
      expect(['mfa_verification_failed', 'over_request_rate_limit']).toContain(result.error!.code);
  });

  test('5 wrong codes lock the factor: then even the right code is refused with 429', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrolledFactor(client);
    for (let attempt = 0; attempt < 5; attempt++) {
      const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
      const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: '000000' });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const locked = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totpCode(factor.secret) });
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('over_request_rate_limit');
  });
});

describe('bad input gets a 4xx, never a 500, and leaves nothing behind', () => {
  test('a NUL character in an e-mail address is a validation error', async () => {
    for (const path of ['/token?grant_type=password', '/signup', '/recover', '/otp']) {
      const response = await fetch(`${stack.env.API_URL}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ala\u0000@obrazy-ai.test', password: 'Haslo1234' }),
      });
      expect(response.status, path).toBe(400);
    }
  });

  test('a 10,000-character issuer is refused and no factor is created; unverified factors count towards the cap', async () => {
    const { client, id } = await signedInUser(stack);
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'x'.repeat(10_000) });
    expect(error?.status).toBe(400);
    expect(await sql(stack, 'select id from auth.mfa_factors where user_id = $1', [id])).toEqual([]);
    // max_enrolled_factors is 10 in supabase/config.toml: ten unverified factors, then no more.
    for (let index = 0; index < 10; index++)
      expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Telefon ${index}` })).error).toBeNull();
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Telefon 10' });
    expect(eleventh.error?.code).toBe('too_many_enrolled_mfa_factors');
  });
});
