import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, PASSWORD, serviceClient, signedInUser, totpCode, uniqueEmail } from './auth.ts';
import type { TestStack } from './stack.ts';

export interface AdminSession {
  client: SupabaseClient;
  id: string;
  email: string;
  totpSecret: string;
}

/**
 * A fresh admin (app_metadata.role = admin, set with the service role) with a verified TOTP factor, signed in through
 * the real auth service. `aal2` (default) passes the TOTP challenge; `aal1` stops after the password, like a stolen
 * password or an aal1 token of an admin who has MFA.
 */
export async function signedInAdmin(stack: TestStack, level: 'aal1' | 'aal2' = 'aal2'): Promise<AdminSession> {
  const email = uniqueEmail('admin');
  const { client, id } = await signedInUser(stack, email);
  const promoted = await serviceClient(stack).auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
  if (promoted.error) throw promoted.error;
  // A new token carries the new app_metadata.
  const refreshed = await client.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;

  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const factorId = enrolled.data.id;
  const totpSecret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totpSecret) });
  if (verified.error) throw verified.error;
  if (level === 'aal2') return { client, id, email, totpSecret };

  // A second sign-in with the password only: an admin session at aal1 although the account has a verified factor.
  const aal1 = anonClient(stack);
  const signIn = await aal1.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { client: aal1, id, email, totpSecret };
}

/** The `aal` claim of the client's current access token (what RLS sees). */
export async function aalOf(client: SupabaseClient): Promise<string | undefined> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) return undefined;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { aal?: string };
  return payload.aal;
}
