import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, serviceClient, signedInUser, sql, totpCode } from '../support/auth.ts';
import { SoftCredential } from '../support/webauthn.ts';

/**
 * WebAuthn MFA and passkeys through auth-js itself, with a software authenticator. Behaviour as GoTrue's
 * internal/api/mfa.go (enroll/challenge/verifyWebAuthnFactor) and passkey_*.go; switches as the CLI names them:
 * `[auth.mfa.web_authn]`, `[auth.passkey]`, `[auth.webauthn]` (supabase/cli pkg/config/auth.go).
 */

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:3000';
let stack: TestStack;
/** The project's own config.toml: WebAuthn MFA and passkeys off, as `supabase start` runs it. */
let plain: TestStack;

const lean = ['realtime', 'functions', 'storage'];
const UNEXPECTED = 'Unexpected failure, please check server logs for more information';

beforeAll(async () => {
  [stack, plain] = await Promise.all([
    startTestStack({
      exclude: lean,
      config: (config) => {
        const auth = config.auth as Record<string, Record<string, unknown>>;
        (auth.mfa as Record<string, unknown>).web_authn = { enroll_enabled: true, verify_enabled: true };
        auth.passkey = { enabled: true };
        auth.webauthn = { rp_id: RP_ID, rp_display_name: 'Obrazy AI', rp_origins: [ORIGIN] };
      },
    }),
    startTestStack({ exclude: lean }),
  ]);
  await sql(
    stack,
    `create or replace function public.test_webauthn_aal() returns text language sql stable as $$ select auth.jwt()->>'aal' $$;
     grant execute on function public.test_webauthn_aal() to authenticated;
     notify pgrst, 'reload schema';`,
  );
}, 120_000);

afterAll(async () => {
  await Promise.all([stack?.dispose(), plain?.dispose()]);
});

// auth-js types the credential as a browser PublicKeyCredential; the software one has the same JSON.
const asCredential = (credential: unknown) => credential as never;

async function enrollWebauthn(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName });
  if (error) throw error;
  return data;
}

async function webauthnChallenge(client: SupabaseClient, factorId: string) {
  const { data, error } = await client.auth.mfa.challenge({ factorId, webauthn: { rpId: RP_ID, rpOrigins: [ORIGIN] } });
  if (error) throw error;
  if (data.type !== 'webauthn') throw new Error(`expected a webauthn challenge, got ${data.type}`);
  return data;
}

function verifyCreate(client: SupabaseClient, factorId: string, challengeId: string, response: unknown) {
  return client.auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { rpId: RP_ID, rpOrigins: [ORIGIN], type: 'create', credential_response: asCredential(response) },
  });
}

function verifyRequest(client: SupabaseClient, factorId: string, challengeId: string, response: unknown) {
  return client.auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { rpId: RP_ID, rpOrigins: [ORIGIN], type: 'request', credential_response: asCredential(response) },
  });
}

/** A user with a verified WebAuthn factor registered by `key`, still signed in on `client` (now aal2). */
async function userWithKey() {
  const user = await signedInUser(stack);
  const key = new SoftCredential(RP_ID, ORIGIN);
  const factor = await enrollWebauthn(user.client);
  const challenge = await webauthnChallenge(user.client, factor.id);
  const verified = await verifyCreate(user.client, factor.id, challenge.id, key.create(challenge.webauthn.credential_options.publicKey));
  if (verified.error) throw verified.error;
  return { ...user, key, factor };
}

/** A fresh aal1 session of the same user (password sign-in). */
async function passwordSession(email: string) {
  const client = anonClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Haslo1234' });
  if (error) throw error;
  return client;
}

const storedCounter = async (factorId: string) =>
  Number(
    (
      await sql<{ count: string }>(
        stack,
        "select web_authn_credential->'authenticator'->>'signCount' as count from auth.mfa_factors where id = $1",
        [factorId],
      )
    )[0]!.count,
  );

describe('switched off by config (the project default)', () => {
  test("WebAuthn enroll is GoTrue's mfa_webauthn_enroll_not_enabled and passkeys answer passkey_disabled", async () => {
    const { client, id } = await signedInUser(plain);
    const enroll = await client.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(enroll.error).toMatchObject({
      status: 422,
      code: 'mfa_webauthn_enroll_not_enabled',
      message: 'MFA enroll is disabled for WebAuthn',
    });
    const options = await anonClient(plain).auth.passkey.startAuthentication();
    expect(options.error).toMatchObject({ status: 404, code: 'passkey_disabled', message: 'Passkeys are disabled' });
    const registration = await client.auth.passkey.startRegistration();
    expect(registration.error).toMatchObject({ status: 404, code: 'passkey_disabled' });
    const settings = await fetch(`${plain.env.API_URL}/auth/v1/settings`, { headers: { apikey: plain.env.ANON_KEY! } });
    expect(((await settings.json()) as { passkeys_enabled: boolean }).passkeys_enabled).toBe(false);
    const { count } = (await sql<{ count: string }>(plain, 'select count(*) from auth.mfa_factors where user_id = $1', [id]))[0]!;
    expect(Number(count)).toBe(0);
  });
});

describe('WebAuthn MFA', () => {
  test('enroll, then a "create" challenge with the configured RP (the body\'s rp_id is ignored), then aal2 with amr mfa/webauthn', async () => {
    const { client, id: userId } = await signedInUser(stack);
    const factor = await enrollWebauthn(client, 'Klucz USB');
    expect(factor).toMatchObject({ type: 'webauthn', friendly_name: 'Klucz USB' });
    const challenge = await client.auth.mfa.challenge({
      factorId: factor.id,
      webauthn: { rpId: 'evil.example', rpOrigins: ['https://evil.example'] },
    });
    expect(challenge.error).toBeNull();
    const data = challenge.data!;
    if (data.type !== 'webauthn' || data.webauthn.type !== 'create') throw new Error('expected creation options');
    const publicKey = data.webauthn.credential_options.publicKey;
    expect(publicKey.rp).toMatchObject({ id: RP_ID, name: 'Obrazy AI' });
    expect(Buffer.from(publicKey.user.id as ArrayBuffer).toString('utf8')).toBe(userId);
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);

    expect((await client.rpc('test_webauthn_aal')).data).toBe('aal1');
    const key = new SoftCredential(RP_ID, ORIGIN);
    const verified = await verifyCreate(client, factor.id, data.id, key.create(publicKey));
    expect(verified.error).toBeNull();
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const methods = level.data!.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method));
    expect(methods.sort()).toEqual(['mfa/webauthn', 'password']);
    expect((await client.rpc('test_webauthn_aal')).data).toBe('aal2');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data!.webauthn.map((f) => f.id)).toEqual([factor.id]);
    const [row] = await sql<{ status: string; credential_id: string; sign_count: string }>(
      stack,
      `select status, web_authn_credential->>'id' as credential_id, web_authn_credential->'authenticator'->>'signCount' as sign_count
       from auth.mfa_factors where id = $1`,
      [factor.id],
    );
    expect(row).toEqual({ status: 'verified', credential_id: key.id.toString('base64'), sign_count: '0' });
  });

  test('an admin whose key passed the challenge is an admin at aal2 for the database (is_admin_aal2)', async () => {
    const { client, id } = await signedInUser(stack);
    expect((await serviceClient(stack).auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } })).error).toBeNull();
    await client.auth.refreshSession();
    expect((await client.rpc('is_admin_aal2')).data).toBe(false);
    const key = new SoftCredential(RP_ID, ORIGIN);
    const factor = await enrollWebauthn(client);
    const challenge = await webauthnChallenge(client, factor.id);
    expect(
      (await verifyCreate(client, factor.id, challenge.id, key.create(challenge.webauthn.credential_options.publicKey))).error,
    ).toBeNull();
    expect((await client.rpc('is_admin_aal2')).data).toBe(true);
  });

  test('a verified factor gets a "request" challenge for its key; the assertion gives a new session aal2', async () => {
    const { email, key, factor } = await userWithKey();
    const client = await passwordSession(email);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const challenge = await webauthnChallenge(client, factor.id);
    if (challenge.webauthn.type !== 'request') throw new Error('expected request options');
    const allowed = challenge.webauthn.credential_options.publicKey.allowCredentials ?? [];
    expect(allowed.map((entry) => Buffer.from(entry.id as ArrayBuffer).toString('base64url'))).toEqual([key.idBase64url]);
    const verified = await verifyRequest(client, factor.id, challenge.id, key.get(challenge.webauthn.credential_options.publicKey));
    expect(verified.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal2');
    expect((await client.rpc('test_webauthn_aal')).data).toBe('aal2');
  });

  // GoTrue answers a failed ceremony with a 500, which auth-js reports as an AuthRetryableFetchError.
  test("a wrong origin or RP is refused with GoTrue's 500s, and the challenge stays usable", async () => {
    const { client } = await signedInUser(stack);
    const key = new SoftCredential(RP_ID, ORIGIN);
    const factor = await enrollWebauthn(client);
    const challenge = await webauthnChallenge(client, factor.id);
    const options = challenge.webauthn.credential_options.publicKey;
    const phished = await verifyCreate(client, factor.id, challenge.id, key.create(options, { origin: 'https://obrazy-ai.evil.example' }));
    expect(phished.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500, message: UNEXPECTED });
    const otherRp = await verifyCreate(client, factor.id, challenge.id, key.create(options, { rpId: 'evil.example' }));
    expect(otherRp.error).toMatchObject({ status: 500, message: UNEXPECTED });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal1');
    expect((await verifyCreate(client, factor.id, challenge.id, key.create(options))).error).toBeNull();

    const second = await passwordSession((await client.auth.getUser()).data.user!.email!);
    const request = await webauthnChallenge(second, factor.id);
    const requestOptions = request.webauthn.credential_options.publicKey;
    const wrongOrigin = await verifyRequest(second, factor.id, request.id, key.get(requestOptions, { origin: 'https://evil.example' }));
    expect(wrongOrigin.error).toMatchObject({ status: 500, message: 'Failed to validate WebAuthn MFA response' });
    const wrongRp = await verifyRequest(second, factor.id, request.id, key.get(requestOptions, { rpId: 'evil.example' }));
    expect(wrongRp.error).toMatchObject({ status: 500, message: 'Failed to validate WebAuthn MFA response' });
    const stranger = new SoftCredential(RP_ID, ORIGIN);
    const otherKey = await verifyRequest(second, factor.id, request.id, stranger.get(requestOptions));
    expect(otherKey.error).toMatchObject({ status: 500, message: 'Failed to validate WebAuthn MFA response' });
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal1');
  });

  test('a used challenge cannot be replayed, and an old assertion does not pass a new challenge', async () => {
    const { email, key, factor } = await userWithKey();
    const client = await passwordSession(email);
    const challenge = await webauthnChallenge(client, factor.id);
    const assertion = key.get(challenge.webauthn.credential_options.publicKey);
    expect((await verifyRequest(client, factor.id, challenge.id, assertion)).error).toBeNull();
    const other = await passwordSession(email);
    const replay = await verifyRequest(other, factor.id, challenge.id, assertion);
    expect(replay.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });
    const fresh = await webauthnChallenge(other, factor.id);
    const stale = await verifyRequest(other, factor.id, fresh.id, assertion);
    expect(stale.error).toMatchObject({ status: 500, message: 'Failed to validate WebAuthn MFA response' });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal1');
  });

  test('the signature counter is stored, and a counter that does not grow (a cloned key) is refused', async () => {
    const { email, key, factor } = await userWithKey();
    const client = await passwordSession(email);
    for (let round = 1; round <= 2; round++) {
      const challenge = await webauthnChallenge(client, factor.id);
      expect(
        (await verifyRequest(client, factor.id, challenge.id, key.get(challenge.webauthn.credential_options.publicKey))).error,
      ).toBeNull();
      expect(await storedCounter(factor.id)).toBe(round);
    }
    const other = await passwordSession(email);
    const challenge = await webauthnChallenge(other, factor.id);
    const cloned = await verifyRequest(
      other,
      factor.id,
      challenge.id,
      key.get(challenge.webauthn.credential_options.publicKey, { signCount: 2 }),
    );
    expect(cloned.error).toMatchObject({ status: 500, message: 'Failed to validate WebAuthn MFA response' });
    expect(await storedCounter(factor.id)).toBe(2);
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal1');
  });

  test('verify without the webauthn object, or with another type, is a 400 validation_failed', async () => {
    const { client } = await signedInUser(stack);
    const factor = await enrollWebauthn(client);
    const challenge = await webauthnChallenge(client, factor.id);
    const noWebauthn = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: '123456' });
    expect(noWebauthn.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'WebAuthn config required' });
    const badType = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      webauthn: { rpId: RP_ID, type: 'sign' as 'create', credential_response: asCredential({ toJSON: () => ({}) }) },
    });
    expect(badType.error).toMatchObject({ status: 400, message: 'WebAuthn type must be create or request' });
  });

  test('unenroll needs aal2 for a verified factor; afterwards the session is aal1 again', async () => {
    const { client, email, factor } = await userWithKey();
    const aal1 = await passwordSession(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    await client.auth.refreshSession();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    expect((await sql(stack, 'select 1 from auth.mfa_factors where id = $1', [factor.id])).length).toBe(0);
  });

  test('a TOTP user adds a WebAuthn factor only from an aal2 session', async () => {
    const { client, email } = await signedInUser(stack);
    const totp = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = await client.auth.mfa.challenge({ factorId: totp.data!.id });
    const code = totpCode(totp.data!.totp.secret);
    expect((await client.auth.mfa.verify({ factorId: totp.data!.id, challengeId: challenge.data!.id, code })).error).toBeNull();
    const aal1 = await passwordSession(email);
    const refused = await aal1.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });
    expect((await enrollWebauthn(client)).type).toBe('webauthn');
  });

  test("a new key registered in answer to a verified factor's assertion challenge does not pass MFA", async () => {
    const { email, factor, id } = await userWithKey();
    const client = await passwordSession(email);
    const challenge = await webauthnChallenge(client, factor.id);
    if (challenge.webauthn.type !== 'request') throw new Error('expected request options');
    const intruder = new SoftCredential(RP_ID, ORIGIN);
    const options = { challenge: challenge.webauthn.credential_options.publicKey.challenge, user: { id: Buffer.from(id) } };
    const sneaked = await verifyCreate(client, factor.id, challenge.id, intruder.create(options));
    expect(sneaked.error).toMatchObject({ status: 500, message: UNEXPECTED });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal1');
  });
});

describe('passkeys', () => {
  async function registerPasskey(client: SupabaseClient, key: SoftCredential) {
    const options = await client.auth.passkey.startRegistration();
    if (options.error) throw options.error;
    return client.auth.passkey.verifyRegistration({
      challengeId: options.data.challenge_id,
      credential: asCredential(key.create(options.data.options)),
    });
  }

  async function signInWithKey(key: SoftCredential, overrides?: Parameters<SoftCredential['get']>[1]) {
    const client = anonClient(stack);
    const options = await client.auth.passkey.startAuthentication();
    if (options.error) throw options.error;
    const result = await client.auth.passkey.verifyAuthentication({
      challengeId: options.data.challenge_id,
      credential: asCredential(key.get(options.data.options, overrides)),
    });
    return { client, result, challengeId: options.data.challenge_id };
  }

  test('register a passkey while signed in, then sign in with it alone: a session with amr passkey', async () => {
    const { client, id } = await signedInUser(stack);
    const key = new SoftCredential(RP_ID, ORIGIN);
    const options = await client.auth.passkey.startRegistration();
    expect(options.error).toBeNull();
    expect(options.data!.options.rp).toMatchObject({ id: RP_ID, name: 'Obrazy AI' });
    expect(options.data!.options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const registered = await client.auth.passkey.verifyRegistration({
      challengeId: options.data!.challenge_id,
      credential: asCredential(key.create(options.data!.options)),
    });
    expect(registered.error).toBeNull();
    expect(registered.data).toMatchObject({ friendly_name: 'Passkey' });
    const listed = await client.auth.passkey.list();
    expect(listed.data!.map((passkey) => passkey.id)).toEqual([registered.data!.id]);

    const { client: visitor, result } = await signInWithKey(key);
    expect(result.error).toBeNull();
    const { data: session } = await visitor.auth.getSession();
    expect(session.session!.user.id).toBe(id);
    const level = await visitor.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data!.currentLevel).toBe('aal1');
    expect(level.data!.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method))).toEqual([
      'passkey',
    ]);
    const [row] = await sql<{ sign_count: string; used: boolean }>(
      stack,
      'select sign_count, last_used_at is not null as used from auth.webauthn_credentials where id = $1',
      [registered.data!.id],
    );
    expect(row).toEqual({ sign_count: '1', used: true });
  });

  test('a challenge is used once; a wrong origin is webauthn_verification_failed and uses the challenge up too', async () => {
    const { client } = await signedInUser(stack);
    const key = new SoftCredential(RP_ID, ORIGIN);
    expect((await registerPasskey(client, key)).error).toBeNull();
    const visitor = anonClient(stack);
    const options = await visitor.auth.passkey.startAuthentication();
    const phished = await visitor.auth.passkey.verifyAuthentication({
      challengeId: options.data!.challenge_id,
      credential: asCredential(key.get(options.data!.options, { origin: 'https://evil.example' })),
    });
    expect(phished.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed', message: 'Credential verification failed' });
    const retry = await visitor.auth.passkey.verifyAuthentication({
      challengeId: options.data!.challenge_id,
      credential: asCredential(key.get(options.data!.options)),
    });
    expect(retry.error).toMatchObject({
      status: 400,
      code: 'webauthn_challenge_not_found',
      message: 'Challenge not found or already used',
    });
    expect((await visitor.auth.getSession()).data.session).toBeNull();
  });

  test('a cloned key (counter not above the stored one) and an unregistered key cannot sign in', async () => {
    const { client } = await signedInUser(stack);
    const key = new SoftCredential(RP_ID, ORIGIN);
    expect((await registerPasskey(client, key)).error).toBeNull();
    expect((await signInWithKey(key)).result.error).toBeNull();
    expect((await signInWithKey(key)).result.error).toBeNull();
    const cloned = await signInWithKey(key, { signCount: 1 });
    expect(cloned.result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    const stranger = new SoftCredential(RP_ID, ORIGIN);
    stranger.userHandle = key.userHandle;
    expect((await signInWithKey(stranger)).result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  test('rename and delete; a deleted passkey no longer signs in; the admin API lists and deletes too', async () => {
    const { client, id } = await signedInUser(stack);
    const key = new SoftCredential(RP_ID, ORIGIN);
    const registered = await registerPasskey(client, key);
    const passkeyId = registered.data!.id;
    const renamed = await client.auth.passkey.update({ passkeyId, friendlyName: 'Laptop w pracowni' });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'Laptop w pracowni' });
    const empty = await client.auth.passkey.update({ passkeyId, friendlyName: '' });
    expect(empty.error).toMatchObject({ status: 400, message: 'friendly_name is required' });
    expect((await client.auth.passkey.delete({ passkeyId })).error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
    expect((await signInWithKey(key)).result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
    const missing = await client.auth.passkey.delete({ passkeyId });
    expect(missing.error).toMatchObject({ status: 404, message: 'Passkey not found' });

    const second = new SoftCredential(RP_ID, ORIGIN);
    const again = await registerPasskey(client, second);
    const admin = serviceClient(stack).auth.admin;
    const adminList = await admin.passkey.listPasskeys({ userId: id });
    expect(adminList.data!.map((passkey) => passkey.id)).toEqual([again.data!.id]);
    expect((await admin.passkey.deletePasskey({ userId: id, passkeyId: again.data!.id })).error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
  });

  test('with a verified MFA factor, managing passkeys needs aal2', async () => {
    const { email } = await userWithKey();
    const aal1 = await passwordSession(email);
    const refused = await aal1.auth.passkey.startRegistration();
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to manage passkeys when MFA is enabled',
    });
  });
});
