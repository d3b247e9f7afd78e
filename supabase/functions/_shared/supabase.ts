import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { anonKey, opaqueKeys, serviceRoleKey, supabaseUrl } from './env.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The functions' own access: only for the service-role RPCs of the newsletter. */
export function serviceClient(): SupabaseClient {
  return createClient(supabaseUrl(), serviceRoleKey(), options);
}

/** Acts as the caller, so RLS and the SQL checks decide what the caller may do. */
export function callerClient(authorization: string): SupabaseClient {
  return createClient(supabaseUrl(), anonKey(), { ...options, global: { headers: { Authorization: authorization } } });
}

/**
 * Who the caller is: the `role` claim of a bearer JWT the runtime already verified (verify_jwt), or, for the opaque
 * keys, `service_role` for one of the project's `sb_secret_…` keys and `anon` for a publishable one (compared in
 * constant time; an unknown `sb_` key is nobody). `keys` defaults to the ones in the environment.
 */
export function roleOf(authorization: string | null, keys = opaqueKeys()): string | undefined {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token?.startsWith('sb_')) {
    if (keys.secret.some((key) => sameText(key, token))) return 'service_role';
    if (keys.publishable.some((key) => sameText(key, token))) return 'anon';
    return undefined;
  }
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}

/** Equal strings, compared without an early exit. */
function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
