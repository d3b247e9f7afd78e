import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, PASSWORD, signedInUser, sql, totpCode } from '../support/auth.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    config: (config) => {
      (config.auth as { mfa: Record<string, unknown> }).mfa.max_enrolled_factors = 2;
    },
  });
  await sql(
    stack,
    `create or replace function public.test_mfa_aal() returns text language sql stable as $$ select auth.jwt()->>'aal' $$;
     grant execute on function public.test_mfa_aal() to authenticated;
     notify pgrst, 'reload schema';`,
  );
});

afterAll(async () => {
  await stack?.dispose();
});

async function enrollTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return data;
}

async function verifyWith(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

describe('TOTP enrollment and verification', () => {
  test('enroll returns the secret, an otpauth URI and an SVG QR code; the factor starts unverified', async () => {
    const { client, email } = await signedInUser(stack);
    const factor = await enrollTotp(client, 'Telefon');
    expect(factor.type).toBe('totp');
    expect(factor.totp!.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor.totp!.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(factor.totp!.uri).toContain(encodeURIComponent(email));
    expect(factor.totp!.qr_code).toMatch(/^data:image\/svg\+xml/);
    const { data } = await client.auth.mfa.listFactors();
    expect(data!.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']]);
    expect(data!.totp).toEqual([]);
  });

  test('a correct code gives an aal2 session with amr password and totp, visible to RLS, and emits MFA_CHALLENGE_VERIFIED', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrollTotp(client);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const before = await client.rpc('test_mfa_aal');
    expect(before.data).toBe('aal1');
    const { data, error } = await verifyWith(client, factor.id, totpCode(factor.totp!.secret));
    expect(error).toBeNull();
    expect(data!.access_token).toBeTruthy();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const methods = level.data!.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method));
    expect(methods.sort()).toEqual(['password', 'totp']);
    const after = await client.rpc('test_mfa_aal');
    expect(after.data).toBe('aal2');
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.totp.map((f) => f.id)).toEqual([factor.id]);
  });

  test('a wrong code is mfa_verification_failed, and a code is accepted only once', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrollTotp(client);
    const wrong = await verifyWith(client, factor.id, '000000' === totpCode(factor.totp!.secret) ? '111111' : '000000');
    expect(wrong.error!.code).toBe('mfa_verification_failed');
    expect(wrong.error!.status).toBe(422);
    const code = totpCode(factor.totp!.secret);
    expect((await verifyWith(client, factor.id, code)).error).toBeNull();
    const replay = await verifyWith(client, factor.id, code);
    expect(replay.error!.code).toBe('mfa_verification_failed');
  });

  test('a fresh password sign-in is aal1 with nextLevel aal2 until the factor is verified again', async () => {
    const { client, email } = await signedInUser(stack);
    const factor = await enrollTotp(client);
    await verifyWith(client, factor.id, totpCode(factor.totp!.secret));
    const second = anonClient(stack);
    await second.auth.signInWithPassword({ email, password: PASSWORD });
    const level = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const next = await verifyWith(second, factor.id, totpCode(factor.totp!.secret, 1));
    expect(next.error).toBeNull();
    expect((await second.rpc('test_mfa_aal')).data).toBe('aal2');
  });

  test('unknown or foreign factors are mfa_factor_not_found', async () => {
    const alice = await signedInUser(stack);
    const bob = await signedInUser(stack);
    const factor = await enrollTotp(alice.client);
    const foreign = await bob.client.auth.mfa.challenge({ factorId: factor.id });
    expect(foreign.error!.code).toBe('mfa_factor_not_found');
    expect(foreign.error!.status).toBe(404);
  });
});

describe('concurrent challenges', () => {
  // auth.mfa_factors.last_challenged_at is UNIQUE, as in Supabase's schema: many people challenged at the same
  // moment (admins signing in together, parallel test workers) must each get their challenge, never a 500.
  test('forty challenges of eight people at once all succeed', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInUser(stack)));
    const factors = await Promise.all(people.map(async ({ client }) => ({ client, factor: await enrollTotp(client) })));
    const answers = await Promise.all(
      Array.from({ length: 5 }).flatMap(() => factors.map(({ client, factor }) => client.auth.mfa.challenge({ factorId: factor.id }))),
    );
    expect(answers.map((answer) => answer.error?.message ?? 'ok')).toEqual(answers.map(() => 'ok'));
    expect(new Set(answers.map((answer) => answer.data!.id)).size).toBe(40);
  });
});

describe('unenroll and limits', () => {
  test('removing a verified factor needs aal2 (insufficient_aal), then works', async () => {
    const { client, email } = await signedInUser(stack);
    const factor = await enrollTotp(client);
    await verifyWith(client, factor.id, totpCode(factor.totp!.secret));
    const aal1 = anonClient(stack);
    await aal1.auth.signInWithPassword({ email, password: PASSWORD });
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error!.code).toBe('insufficient_aal');
    expect(refused.error!.status).toBe(403);
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  test('with a verified factor, an aal1 session may not change the password (insufficient_aal, 401)', async () => {
    const { client, email } = await signedInUser(stack);
    const factor = await enrollTotp(client);
    await verifyWith(client, factor.id, totpCode(factor.totp!.secret));
    const aal1 = anonClient(stack);
    await aal1.auth.signInWithPassword({ email, password: PASSWORD });
    const refused = await aal1.auth.updateUser({ password: 'NoweHaslo12' });
    expect(refused.error!.code).toBe('insufficient_aal');
    expect(refused.error!.status).toBe(401);
    expect((await client.auth.updateUser({ password: 'NoweHaslo12' })).error).toBeNull();
  });

  test('max_enrolled_factors caps verified factors (too_many_enrolled_mfa_factors)', async () => {
    const { client } = await signedInUser(stack);
    const first = await enrollTotp(client, 'pierwszy');
    await verifyWith(client, first.id, totpCode(first.totp!.secret));
    const second = await enrollTotp(client, 'drugi');
    await verifyWith(client, second.id, totpCode(second.totp!.secret, 1));
    const third = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'trzeci' });
    expect(third.error!.code).toBe('too_many_enrolled_mfa_factors');
  });

  test('phone factors are refused while phone MFA is off', async () => {
    const { client } = await signedInUser(stack);
    const { error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+48500100200' });
    expect(error!.code).toBe('mfa_phone_enroll_not_enabled');
  });

  test('the TOTP secret is never returned after enrollment', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrollTotp(client);
    const { data } = await client.auth.getUser();
    expect(JSON.stringify(data.user)).not.toContain(factor.totp!.secret);
  });
});

describe('demo accounts from seed.dev.sql', () => {
  test('come from the stack itself after the content seed, recorded under the keys the CLI uses', async () => {
    const rows = await sql<{ path: string }>(stack, 'select path from supabase_migrations.seed_files order by path');
    expect(rows.map((row) => row.path)).toEqual(['supabase/seed.dev.sql', 'supabase/seed.sql']);
  });

  test('the demo admin signs in, carries app_metadata.role admin and reaches aal2 with the documented TOTP secret', async () => {
    const client = anonClient(stack);
    const { data, error } = await client.auth.signInWithPassword({ email: 'admin@obrazy-ai.local', password: 'Admin-Obrazy-2026' });
    expect(error).toBeNull();
    expect(data.user!.app_metadata.role).toBe('admin');
    const factors = await client.auth.mfa.listFactors();
    const factor = factors.data!.totp[0]!;
    const verified = await verifyWith(client, factor.id, totpCode('YA6MDDRFHAXOJZWLJEHHSI7AP2PYEU7K'));
    expect(verified.error).toBeNull();
    expect((await client.rpc('test_mfa_aal')).data).toBe('aal2');
  });

  test('the demo visitor signs in without MFA', async () => {
    const { data, error } = await anonClient(stack).auth.signInWithPassword({
      email: 'uzytkownik@obrazy-ai.local',
      password: 'Uzytkownik-2026',
    });
    expect(error).toBeNull();
    expect(data.user!.app_metadata.role).toBeUndefined();
  });
});
