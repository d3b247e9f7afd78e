import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, PASSWORD, signedInUser } from '../support/auth.ts';

/**
 * The project's own phone settings, as `supabase start` runs them: phone sign-up off, phone MFA off and no SMS
 * provider. Only confirmations are switched on and one test number added, to show what GoTrue does without a provider:
 * a test number still gets its fixed code, any other number gets "Unable to get SMS provider".
 */

const TEST_NUMBER = '48500900900';
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    exclude: ['realtime', 'functions', 'storage'],
    config: (config) => {
      const sms = (config.auth as Record<string, Record<string, unknown>>).sms!;
      sms.enable_confirmations = true;
      sms.test_otp = { [TEST_NUMBER]: '246810' };
    },
  });
});

afterAll(async () => {
  await stack?.dispose();
});

const someNumber = () => `48700${crypto.randomInt(100_000, 999_999)}`;

async function post(pathname: string, body: unknown) {
  const response = await fetch(`${stack.env.API_URL}/auth/v1${pathname}`, {
    method: 'POST',
    headers: { apikey: stack.env.ANON_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('phone sign-in methods while [auth.sms] enable_signup is off', () => {
  test('settings say so and every phone entry point answers GoTrue’s phone_provider_disabled', async () => {
    const settings = await fetch(`${stack.env.API_URL}/auth/v1/settings`, { headers: { apikey: stack.env.ANON_KEY! } });
    expect(await settings.json()).toMatchObject({ external: { phone: false }, sms_provider: '' });

    const client = anonClient(stack);
    const signUp = await client.auth.signUp({ phone: someNumber(), password: PASSWORD });
    expect(signUp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone signups are disabled' });
    const otp = await client.auth.signInWithOtp({ phone: TEST_NUMBER });
    expect(otp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Unsupported phone provider' });
    const password = await client.auth.signInWithPassword({ phone: TEST_NUMBER, password: PASSWORD });
    expect(password.error).toMatchObject({ status: 422, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
    const resend = await post('/resend', { type: 'sms', phone: TEST_NUMBER });
    expect(resend).toMatchObject({ status: 400, body: { error_code: 'phone_provider_disabled', msg: 'Phone logins are disabled' } });
    // Validation comes first, as in GoTrue.
    const weak = await client.auth.signUp({ phone: someNumber(), password: 'a' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  test('phone MFA is off: enrolling a phone factor answers mfa_phone_enroll_not_enabled', async () => {
    const { client } = await signedInUser(stack);
    const { error } = await client.auth.mfa.enroll({ factorType: 'phone', phone: TEST_NUMBER });
    expect(error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });
  });
});

describe('phone change without an SMS provider', () => {
  test('a test number gets its fixed code and can be verified; any other number gets GoTrue’s provider error', async () => {
    const { client } = await signedInUser(stack);
    const other = await client.auth.updateUser({ phone: someNumber() });
    expect(other.error).toMatchObject({ status: 500, message: 'Unable to get SMS provider' });
    const test = await client.auth.updateUser({ phone: `+${TEST_NUMBER}` });
    expect(test.error).toBeNull();
    expect(test.data.user!.new_phone).toBe(TEST_NUMBER);
    const verified = await client.auth.verifyOtp({ phone: TEST_NUMBER, token: '246810', type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.phone).toBe(TEST_NUMBER);
  });
});
