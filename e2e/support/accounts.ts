import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import WebSocket from 'ws';
import { testClient } from '../../stack/test/support/clients.ts';
import type { Database } from '../../web/src/lib/database.types.ts';

/**
 * Accounts for browser and API tests, made only through the public APIs (the service role's admin API and the
 * user's own MFA calls), so they work against the local stack and real Supabase alike. Every account is new and
 * uniquely named, so suites can run in parallel against one backend.
 */

export type Account = { id: string; email: string; password: string; totpSecret?: string };
export type AdminAccount = Account & { totpSecret: string };

function env(name: string): string {
  const value = process.env[`E2E_${name}`];
  if (!value) throw new Error(`E2E_${name} is not set; the e2e global setup provides it`);
  return value;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@obrazy-ai.test`;
}

export function serviceClient(): SupabaseClient<Database> {
  return testClient(env('API_URL'), env('SERVICE_ROLE_KEY')) as unknown as SupabaseClient<Database>;
}

export function anonClient(): SupabaseClient<Database> {
  return testClient(env('API_URL'), env('ANON_KEY')) as unknown as SupabaseClient<Database>;
}

/** The TOTP code of now, or of a time step `offsetSteps` later (30 s each). */
export function totpCode(secret: string, offsetSteps = 0): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), period: 30, timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A fresh user with a confirmed e-mail (or an unconfirmed one) and a password that passes the policy. */
export async function createUser(opts: { confirmed?: boolean; prefix?: string } = {}): Promise<Account> {
  const email = uniqueEmail(opts.prefix ?? 'user');
  const password = `Haslo-${crypto.randomBytes(6).toString('hex')}-1A`;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: opts.confirmed ?? true,
  });
  if (error) throw new Error(`createUser failed: ${error.message}`);
  return { id: data.user.id, email, password };
}

/** A fresh admin (app_metadata.role = admin, set with the service role) with a verified TOTP factor. */
export async function createAdmin(): Promise<AdminAccount> {
  const account = await createUser({ prefix: 'admin' });
  const { error } = await serviceClient().auth.admin.updateUserById(account.id, { app_metadata: { role: 'admin' } });
  if (error) throw new Error(`making ${account.email} an admin failed: ${error.message}`);
  const client = anonClient();
  await signIn(client, account);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'e2e' });
  if (enrolled.error) throw new Error(`TOTP enrollment failed: ${enrolled.error.message}`);
  const totpSecret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(totpSecret) });
  if (verified.error) throw new Error(`TOTP verification failed: ${verified.error.message}`);
  return { ...account, totpSecret };
}

async function signIn(client: SupabaseClient<Database>, account: Account): Promise<void> {
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error) throw new Error(`sign-in of ${account.email} failed: ${error.message}`);
  if (!account.totpSecret) return;
  const factors = await client.auth.mfa.listFactors();
  const factor = factors.data?.totp.find((f) => f.status === 'verified');
  if (!factor) throw new Error(`${account.email} has no verified TOTP factor`);
  // One code is accepted once only. A second sign-in in the same 30 s window (right after the enrollment, say) uses
  // the next window's code, which the auth server accepts as well (one step of clock skew, as GoTrue's); only a
  // third one has to wait for the next window.
  for (const [attempt, offsetSteps] of [0, 1, 1].entries()) {
    if (attempt === 2) await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    const { error: mfaError } = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(account.totpSecret, offsetSteps),
    });
    if (!mfaError) return;
    if (attempt === 2) throw new Error(`TOTP verification of ${account.email} failed: ${mfaError.message}`);
  }
}

/** supabase-js signed in as the account (aal2 when it has a TOTP secret). */
export async function apiClient(account: Account): Promise<SupabaseClient<Database>> {
  const client = anonClient();
  await signIn(client, account);
  return client;
}

/**
 * Puts the account's session into the browser context exactly as the site stores it: @supabase/ssr writes the
 * cookies (its own name, chunking and base64url encoding), so the page starts signed in.
 */
export async function signInBrowser(page: Page, account: Account): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set; the e2e global setup provides it');
  const jar = new Map<string, string>();
  const client = createServerClient<Database>(env('API_URL'), env('ANON_KEY'), {
    // Node 20 has no global WebSocket; the realtime client refuses to construct without a transport.
    realtime: { transport: WebSocket as unknown as NonNullable<Parameters<typeof createServerClient>[2]['realtime']>['transport'] },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  // @supabase/ssr resolves supabase-js through its CommonJS entry; the class is the same at run time.
  await signIn(client as unknown as SupabaseClient<Database>, account);
  await page.context().addCookies([...jar].map(([name, value]) => ({ name, value, url: baseURL, sameSite: 'Lax' as const, expires: -1 })));
}
