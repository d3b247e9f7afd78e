import crypto from 'node:crypto';
import pg from 'pg';
import * as OTPAuth from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { testClient } from './clients.ts';
import { adminDbUrl, sql as sqlAt, type TestStack } from './stack.ts';

/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'test'): string {
  return `${prefix}-${crypto.randomBytes(4).toString('hex')}@obrazy-ai.test`;
}

export const PASSWORD = 'Haslo1234';

export function anonClient(stack: TestStack): SupabaseClient {
  return testClient(stack.env.API_URL!, stack.env.ANON_KEY!);
}

export function serviceClient(stack: TestStack): SupabaseClient {
  return testClient(stack.env.API_URL!, stack.env.SERVICE_ROLE_KEY!);
}

/** Runs SQL as the database superuser, supabase_admin (test setup only). */
export function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(stack: TestStack, text: string, params: unknown[] = []): Promise<T[]> {
  return sqlAt<T>(adminDbUrl(stack.env.DB_URL!), text, params);
}

/** A confirmed user created through the admin API, signed in on its own client. */
export async function signedInUser(
  stack: TestStack,
  email = uniqueEmail(),
): Promise<{ client: SupabaseClient; email: string; id: string }> {
  const admin = serviceClient(stack);
  const { data, error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  const client = anonClient(stack);
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client, email, id: data.user.id };
}

export function totpCode(secret: string, offsetSteps = 0): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), period: 30, timestamp: Date.now() + offsetSteps * 30_000 });
}

/** Follows a mail link one hop (GET /verify answers 303) and returns where it points. */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303)
    throw new Error(`expected 303 from ${new URL(link).pathname}, got ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get('location')!);
}

export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.slice(1));
}
