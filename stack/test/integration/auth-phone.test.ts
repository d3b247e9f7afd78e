import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { serviceLog, startTestStack, type TestStack } from '../support/stack.ts';
import { mailbox, type MailMessage } from '../support/mail.ts';
import { anonClient, PASSWORD, serviceClient, signedInUser, sql } from '../support/auth.ts';

/**
 * Phone sign-up, SMS codes, phone change and phone MFA on a stack with phone sign-up on, confirmations on, a
 * (never called) Twilio provider and test OTPs, as a project would configure `supabase start` for them.
 */

// Numbers with a fixed code; the second is written as people type it and must still match after normalisation.
const TEST_SIGNUP = '48500100200';
const TEST_RESEND = '48500100201';
const TEST_OTP_SIGNIN = '48500100202';
const TEST_CHANGE = '48500100203';
const TEST_MFA = '48500100204';
const TEST_ADMIN = '48500100205';
const SMS_SENT_LIMIT = 8;
const FREQUENCY_MS = 1000;

let stack: TestStack;
let inbox: ReturnType<typeof mailbox>;
/** SMS to numbers without a test code that went out so far; they count against `[auth.rate_limit] sms_sent`. */
let smsSent = 0;

beforeAll(async () => {
  stack = await startTestStack({
    exclude: ['realtime', 'functions', 'storage'],
    config: (config) => {
      const auth = config.auth as Record<string, Record<string, unknown>>;
      auth.sms = {
        enabled: true,
        enable_confirmations: true,
        template: 'Twój kod Obrazy AI: {{ .Code }}',
        max_frequency: '1s',
        test_otp: {
          [TEST_SIGNUP]: '123456',
          '+48 500 100 201': '654321',
          [TEST_OTP_SIGNIN]: '111222',
          [TEST_CHANGE]: '333444',
          [TEST_MFA]: '555666',
          [TEST_ADMIN]: '777888',
        },
        twilio: { enabled: true, account_sid: 'ACnot-a-real-account', message_service_sid: 'MGnot-real', auth_token: 'not-a-real-token' },
      };
      auth.mfa = {
        ...auth.mfa,
        max_enrolled_factors: 1,
        phone: { enroll_enabled: true, verify_enabled: true, otp_length: 6, max_frequency: '1s', template: 'Kod logowania: {{ .Code }}' },
      };
      auth.rate_limit = { ...auth.rate_limit, sms_sent: SMS_SENT_LIMIT };
    },
  });
  inbox = mailbox(stack.env.MAILPIT_URL!);
});

afterAll(async () => {
  await stack?.dispose();
});

/** A number no test uses twice and that has no fixed code. */
const freshNumber = () => `48600${crypto.randomInt(100_000, 999_999)}`;
const codeIn = (sms: MailMessage) => /\b(\d{6})\b/.exec(sms.text)![1]!;
const smsTo = (phone: string, after: Date) => inbox.waitFor({ to: `${phone}@sms.local`, after });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchAuth(pathname: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${stack.env.API_URL}/auth/v1${pathname}`, {
    ...init,
    headers: {
      apikey: stack.env.ANON_KEY!,
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('settings', () => {
  test('report phone sign-up on, confirmations on and the configured provider', async () => {
    const { body } = await fetchAuth('/settings');
    expect(body).toMatchObject({ external: { phone: true }, phone_autoconfirm: false, sms_provider: 'twilio' });
  });
});

describe('sign-up with a phone number', () => {
  test('a test number gets its fixed code; verify with type sms signs in and confirms the number', async () => {
    const client = anonClient(stack);
    const signUp = await client.auth.signUp({ phone: '+48 500 100 200', password: PASSWORD, options: { data: { nick: 'ola' } } });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({ phone: TEST_SIGNUP, email: '', user_metadata: { nick: 'ola' } });
    expect(signUp.data.user!.phone_confirmed_at).toBeUndefined();
    expect(signUp.data.user!.identities!.map((identity) => identity.provider)).toEqual(['phone']);

    const early = await client.auth.signInWithPassword({ phone: TEST_SIGNUP, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'phone_not_confirmed', message: 'Phone not confirmed' });

    const wrong = await client.auth.verifyOtp({ phone: TEST_SIGNUP, token: '000000', type: 'sms' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });

    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.verifyOtp({ phone: `+${TEST_SIGNUP}`, token: '123456', type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: TEST_SIGNUP, app_metadata: { provider: 'phone', providers: ['phone'] } });
    expect(verified.data.user!.phone_confirmed_at).toEqual(expect.any(String));
    expect(events).toContain('SIGNED_IN');
    const claims = (await client.auth.getClaims()).data!.claims;
    expect(claims).toMatchObject({ phone: TEST_SIGNUP, aal: 'aal1' });
    expect(claims.amr!.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual(['otp']);

    const password = await anonClient(stack).auth.signInWithPassword({ phone: '+48500100200', password: PASSWORD });
    expect(password.error).toBeNull();
    expect(password.data.user!.id).toBe(signUp.data.user!.id);
    const badPassword = await anonClient(stack).auth.signInWithPassword({ phone: TEST_SIGNUP, password: 'Zle-haslo1' });
    expect(badPassword.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    // A confirmed number signs up again: with confirmations on everywhere GoTrue answers a fake user, no session.
    const again = await anonClient(stack).auth.signUp({ phone: TEST_SIGNUP, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user!.id).not.toBe(signUp.data.user!.id);
    const [stored] = await sql<{ confirmation_token: string }>(stack, 'select confirmation_token from auth.users where phone = $1', [
      TEST_SIGNUP,
    ]);
    expect(stored!.confirmation_token).toBe('');
  });

  test('any other number gets a random code by SMS in the inbox (<number>@sms.local); the log never holds it', async () => {
    const phone = freshNumber();
    const before = new Date();
    const signUp = await anonClient(stack).auth.signUp({ phone, password: PASSWORD });
    expect(signUp.error).toBeNull();
    smsSent++;
    const sms = await smsTo(phone, before);
    expect(sms.subject).toBe(`SMS do +${phone}`);
    expect(sms.text.trim()).toMatch(/^Twój kod Obrazy AI: \d{6}$/);
    const code = codeIn(sms);
    const [row] = await sql<{ confirmation_token: string }>(stack, 'select confirmation_token from auth.users where phone = $1', [phone]);
    expect(row!.confirmation_token).toMatch(/^[0-9a-f]{56}$/);
    expect(row!.confirmation_token).not.toContain(code);
    const verified = await anonClient(stack).auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.session!.user.phone).toBe(phone);
    const log = await serviceLog(stack.workdir, 'auth', ['"message":"sms sent"']);
    expect(log).toContain('"message":"sms sent"');
    expect(log).not.toContain(code);
  });

  test('bad input gets GoTrue errors', async () => {
    const client = anonClient(stack);
    const invalid = await client.auth.signUp({ phone: '+0 12', password: PASSWORD });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    const noPassword = await fetchAuth('/signup', { method: 'POST', body: JSON.stringify({ phone: freshNumber() }) });
    expect(noPassword).toMatchObject({ status: 400, body: { error_code: 'validation_failed', msg: 'Signup requires a valid password' } });
    const weak = await client.auth.signUp({ phone: freshNumber(), password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const both = await fetchAuth('/signup', {
      method: 'POST',
      body: JSON.stringify({ phone: freshNumber(), email: 'a@b.pl', password: PASSWORD }),
    });
    expect(both.body.msg).toBe('Only an email address or phone number should be provided on signup.');
    const whatsapp = await client.auth.signUp({ phone: freshNumber(), password: PASSWORD, options: { channel: 'whatsapp' } });
    expect(whatsapp.error).toBeNull(); // Twilio supports WhatsApp; the code still arrives in the inbox
    smsSent++;
    const verifyBad = await client.auth.verifyOtp({ phone: 'abc', token: '123456', type: 'sms' });
    expect(verifyBad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('resend and frequency', () => {
  test('a second code within max_frequency is refused; after it the test code is sent again', async () => {
    const client = anonClient(stack);
    expect((await client.auth.signUp({ phone: TEST_RESEND, password: PASSWORD })).error).toBeNull();
    const tooSoon = await client.auth.resend({ type: 'sms', phone: TEST_RESEND });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    expect(tooSoon.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await sleep(FREQUENCY_MS);
    const resent = await client.auth.resend({ type: 'sms', phone: `+${TEST_RESEND}` });
    expect(resent.error).toBeNull();
    expect(resent.data.messageId).toBe('test-otp');
    const verified = await client.auth.verifyOtp({ phone: TEST_RESEND, token: '654321', type: 'sms' });
    expect(verified.error).toBeNull();
    // A confirmed number has nothing to resend: an empty answer, as for an unknown number.
    const confirmed = await fetchAuth('/resend', { method: 'POST', body: JSON.stringify({ type: 'sms', phone: TEST_RESEND }) });
    expect(confirmed).toEqual({ status: 200, body: {} });
    const missing = await fetchAuth('/resend', { method: 'POST', body: JSON.stringify({ type: 'sms' }) });
    expect(missing.body.msg).toBe('Type provided requires a phone number');
  });
});

describe('sign-in with an SMS code (POST /otp)', () => {
  test('an unknown number is signed up by its first code; a confirmed one gets sign-in codes', async () => {
    const client = anonClient(stack);
    const refused = await client.auth.signInWithOtp({ phone: TEST_OTP_SIGNIN, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });

    const first = await client.auth.signInWithOtp({ phone: TEST_OTP_SIGNIN, options: { data: { zrodlo: 'sms' } } });
    expect(first.error).toBeNull();
    expect(first.data.messageId).toBeUndefined();
    const signedUp = await client.auth.verifyOtp({ phone: TEST_OTP_SIGNIN, token: '111222', type: 'sms' });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data.user!.user_metadata).toMatchObject({ zrodlo: 'sms' });
    await client.auth.signOut();

    await sleep(FREQUENCY_MS);
    const again = await client.auth.signInWithOtp({ phone: `+${TEST_OTP_SIGNIN}` });
    expect(again.error).toBeNull();
    expect(again.data.messageId).toBe('test-otp');
    const signedIn = await client.auth.verifyOtp({ phone: TEST_OTP_SIGNIN, token: '111222', type: 'sms' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user!.id).toBe(signedUp.data.user!.id);

    // A real code is single use: after verifying it, it no longer works.
    await sleep(FREQUENCY_MS);
    const before = new Date();
    const phone = freshNumber();
    const real = await anonClient(stack).auth.signInWithOtp({ phone });
    expect(real.error).toBeNull();
    smsSent++;
    const code = codeIn(await smsTo(phone, before));
    expect((await anonClient(stack).auth.verifyOtp({ phone, token: code, type: 'sms' })).error).toBeNull();
    const reused = await anonClient(stack).auth.verifyOtp({ phone, token: code, type: 'sms' });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('phone change', () => {
  test('PUT /user sends a code to the new number; verify with type phone_change moves it in and adds a phone identity', async () => {
    const { client, email } = await signedInUser(stack);
    const update = await client.auth.updateUser({ phone: '+48 500 100 203' });
    expect(update.error).toBeNull();
    expect(update.data.user).toMatchObject({ email, phone: '', new_phone: TEST_CHANGE });
    const wrong = await client.auth.verifyOtp({ phone: TEST_CHANGE, token: '000000', type: 'phone_change' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.verifyOtp({ phone: TEST_CHANGE, token: '333444', type: 'phone_change' });
    expect(verified.error).toBeNull();
    const user = verified.data.user!;
    expect(user).toMatchObject({ email, phone: TEST_CHANGE, app_metadata: { provider: 'email', providers: ['email', 'phone'] } });
    expect(user.new_phone).toBeUndefined();
    expect(user.identities!.find((identity) => identity.provider === 'phone')!.identity_data).toMatchObject({
      phone: TEST_CHANGE,
      phone_verified: true,
    });

    // The number is now taken for everybody else.
    const other = await signedInUser(stack);
    const taken = await other.client.auth.updateUser({ phone: TEST_CHANGE });
    expect(taken.error).toMatchObject({
      status: 422,
      code: 'phone_exists',
      message: 'A user with this phone number has already been registered',
    });

    // Changing on to a real number: the code arrives in the inbox; resend (by the current number) sends a new one.
    const next = freshNumber();
    await sleep(FREQUENCY_MS); // max_frequency counts from the last phone_change code
    let before = new Date();
    expect((await client.auth.updateUser({ phone: next })).error).toBeNull();
    smsSent++;
    const firstCode = codeIn(await smsTo(next, before));
    await sleep(FREQUENCY_MS);
    before = new Date();
    const resent = await client.auth.resend({ type: 'phone_change', phone: TEST_CHANGE });
    expect(resent.error).toBeNull();
    smsSent++;
    const secondCode = codeIn(await smsTo(next, before));
    if (secondCode !== firstCode) {
      const stale = await client.auth.verifyOtp({ phone: next, token: firstCode, type: 'phone_change' });
      expect(stale.error).toMatchObject({ code: 'otp_expired' });
    }
    const moved = await client.auth.verifyOtp({ phone: next, token: secondCode, type: 'phone_change' });
    expect(moved.error).toBeNull();
    expect(moved.data.user!.phone).toBe(next);
    expect(moved.data.user!.identities!.filter((identity) => identity.provider === 'phone')).toHaveLength(1);
  });
});

describe('admin users with phone numbers', () => {
  test('created with phone_confirm, they sign in with the number; the number is unique', async () => {
    const admin = serviceClient(stack);
    const created = await admin.auth.admin.createUser({ phone: `+${TEST_ADMIN}`, password: PASSWORD, phone_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({ phone: TEST_ADMIN, app_metadata: { provider: 'phone', providers: ['phone'] } });
    expect(created.data.user!.phone_confirmed_at).toEqual(expect.any(String));
    const signIn = await anonClient(stack).auth.signInWithPassword({ phone: TEST_ADMIN, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const duplicate = await admin.auth.admin.createUser({ phone: TEST_ADMIN, password: PASSWORD });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'phone_exists' });
  });
});

describe('MFA with a phone factor', () => {
  async function challengeAndRead(client: SupabaseClient, factorId: string, phone: string) {
    const before = new Date();
    const challenge = await client.auth.mfa.challenge({ factorId });
    if (challenge.error) throw challenge.error;
    return { challengeId: challenge.data.id, code: codeIn(await smsTo(phone, before)) };
  }

  test('enroll, challenge by SMS, verify → aal2 with amr mfa/phone; the factor shows in the admin listing', async () => {
    const { client, id: userId } = await signedInUser(stack);
    const invalid = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+0 12' });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const first = await client.auth.mfa.enroll({ factorType: 'phone', phone: `+${TEST_MFA}`, friendlyName: 'Komórka' });
    expect(first.error).toBeNull();
    // Enrolling the same number again replaces the unverified factor.
    const factor = await client.auth.mfa.enroll({ factorType: 'phone', phone: `+${TEST_MFA}`, friendlyName: 'Komórka' });
    expect(factor.error).toBeNull();
    expect(factor.data).toMatchObject({ type: 'phone', friendly_name: 'Komórka', phone: `+${TEST_MFA}` });
    expect(factor.data!.id).not.toBe(first.data!.id);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data!.all.map((f) => f.id)).toEqual([factor.data!.id]);

    // GoTrue sends MFA codes through the provider even to test numbers: the fixed test code is not accepted.
    const { challengeId, code } = await challengeAndRead(client, factor.data!.id, TEST_MFA);
    const tooSoon = await client.auth.mfa.challenge({ factorId: factor.data!.id });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    const testCode = await client.auth.mfa.verify({ factorId: factor.data!.id, challengeId, code: '555666' });
    if (code !== '555666')
      expect(testCode.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid MFA Phone code entered' });

    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.mfa.verify({ factorId: factor.data!.id, challengeId, code });
    expect(verified.error).toBeNull();
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    const claims = (await client.auth.getClaims()).data!.claims;
    expect(claims.aal).toBe('aal2');
    expect(claims.amr!.map((entry) => (typeof entry === 'string' ? entry : entry.method)).sort()).toEqual(['mfa/phone', 'password']);
    const [challengeRow] = await sql<{ otp_code: string }>(stack, 'select otp_code from auth.mfa_challenges where id = $1', [challengeId]);
    expect(challengeRow!.otp_code).not.toContain(code);

    const dup = await client.auth.mfa.enroll({ factorType: 'phone', phone: TEST_MFA });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_verified_factor_exists' });
    const tooMany = await client.auth.mfa.enroll({ factorType: 'phone', phone: freshNumber() });
    expect(tooMany.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });

    const admin = await serviceClient(stack).auth.admin.mfa.listFactors({ userId });
    expect(admin.error).toBeNull();
    expect(admin.data!.factors).toEqual([
      expect.objectContaining({ id: factor.data!.id, factor_type: 'phone', status: 'verified', phone: TEST_MFA, friendly_name: 'Komórka' }),
    ]);

    // A new password sign-in is aal1 and needs the SMS step again.
    const fresh = anonClient(stack);
    const email = (await sql<{ email: string }>(stack, 'select email from auth.users where id = $1', [userId]))[0]!.email;
    await fresh.auth.signInWithPassword({ email, password: PASSWORD });
    const level = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    await sleep(FREQUENCY_MS);
    const second = await challengeAndRead(fresh, factor.data!.id, TEST_MFA);
    expect((await fresh.auth.mfa.verify({ factorId: factor.data!.id, ...second })).error).toBeNull();
  });
});

describe('the hourly SMS budget', () => {
  test('after [auth.rate_limit] sms_sent codes to real numbers, GoTrue answers over_sms_send_rate_limit', async () => {
    const client = anonClient(stack);
    while (smsSent < SMS_SENT_LIMIT) {
      const { error } = await client.auth.signUp({ phone: freshNumber(), password: PASSWORD });
      expect(error).toBeNull();
      smsSent++;
    }
    const over = await client.auth.signUp({ phone: freshNumber(), password: PASSWORD });
    expect(over.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' });
    // Test numbers do not count and keep working.
    await sleep(FREQUENCY_MS);
    const test = await fetchAuth('/otp', { method: 'POST', body: JSON.stringify({ phone: TEST_OTP_SIGNIN }) });
    expect(test).toEqual({ status: 200, body: { message_id: 'test-otp' } });
  });
});
