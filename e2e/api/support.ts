import crypto from 'node:crypto';
import { afterAll, inject } from 'vitest';
import * as OTPAuth from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { testClient } from '../../stack/test/support/clients.ts';
import { mailbox } from '../../stack/test/support/mail.ts';

/**
 * What the e2e api tests know about the backend: only the `supabase status -o env` values the global setup
 * provided (e2e/api/global-setup.ts), never the stack's files or processes. So the same tests run against the
 * local stack, `supabase start` and the docker-compose deployment.
 */
export function backendEnv(): Record<string, string> {
  return inject('e2eEnv');
}

export function env(name: string): string {
  const value = backendEnv()[name];
  if (!value) throw new Error(`The e2e backend did not provide ${name}`);
  return value;
}

export const PASSWORD = 'Haslo-e2e-1234';

/** A fresh address per call; the run id keeps parallel runs against one backend apart. */
const runId = crypto.randomBytes(3).toString('hex');
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${runId}-${crypto.randomBytes(4).toString('hex')}@obrazy-ai.test`;
}

export function anonClient(): SupabaseClient {
  return testClient(env('API_URL'), env('ANON_KEY'));
}

export function serviceClient(): SupabaseClient {
  return testClient(env('API_URL'), env('SERVICE_ROLE_KEY'));
}

export function inbox(): ReturnType<typeof mailbox> {
  return mailbox(env('MAILPIT_URL'));
}

export function totpCode(secret: string, offsetSteps = 0): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), period: 30, timestamp: Date.now() + offsetSteps * 30_000 });
}

export interface Account {
  id: string;
  email: string;
  client: SupabaseClient;
}

const createdUsers = new Set<string>();
let cleanupRegistered = false;

/** Deletes the users a test file created once the file is done, so repeated runs leave nothing behind. */
export function deleteUsersAfterAll(): void {
  if (cleanupRegistered) return;
  cleanupRegistered = true;
  afterAll(async () => {
    const admin = serviceClient();
    for (const id of createdUsers) {
      const { error } = await admin.auth.admin.deleteUser(id);
      if (error && error.status !== 404) console.warn(`could not delete e2e user ${id}: ${error.message}`);
    }
    createdUsers.clear();
  });
}

/** Remembers a user made some other way (sign-up) for deletion at the end of the file. */
export function forget(id: string): void {
  createdUsers.add(id);
}

/** A confirmed user created through the admin API, signed in (aal1) on its own client. */
export async function createUser(label: string, appMetadata?: Record<string, unknown>): Promise<Account> {
  const email = uniqueEmail(label);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: appMetadata,
  });
  if (error) throw error;
  createdUsers.add(data.user.id);
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { id: data.user.id, email, client };
}

/** Enrolls a TOTP factor and verifies it: the client's session becomes aal2. Returns the factor and its secret. */
export async function enrollTotp(client: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `e2e ${crypto.randomUUID()}` });
  if (enrolled.error) throw enrolled.error;
  const factorId = enrolled.data.id;
  const secret = enrolled.data.totp.secret;
  await verifyTotp(client, factorId, secret);
  return { factorId, secret };
}

export async function verifyTotp(client: SupabaseClient, factorId: string, secret: string, offsetSteps = 0): Promise<void> {
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code: totpCode(secret, offsetSteps) });
  if (verified.error) throw verified.error;
}

/** An admin (app_metadata.role = admin, set by the service role) with a verified TOTP factor, signed in at aal2. */
export async function createAdmin(label = 'admin'): Promise<Account & { factorId: string; totpSecret: string }> {
  const account = await createUser(label, { role: 'admin' });
  const { factorId, secret } = await enrollTotp(account.client);
  return { ...account, factorId, totpSecret: secret };
}

/** Follows a link one hop without following the redirect, and returns where it points. */
export async function redirectOf(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location)
    throw new Error(`expected a redirect from ${new URL(link).pathname}, got ${response.status}: ${await response.text()}`);
  return new URL(location, link);
}

/** The parameters in a URL's fragment (where the implicit flow puts tokens). */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}
