import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { anonKey, serviceRoleKey, supabaseUrl } from './env.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** The functions' own access: only for the service-role RPCs of the newsletter. */
export function serviceClient(): SupabaseClient {
  return createClient(supabaseUrl(), serviceRoleKey(), options);
}

/** Acts as the caller, so RLS and the SQL checks decide what the caller may do. */
export function callerClient(authorization: string): SupabaseClient {
  return createClient(supabaseUrl(), anonKey(), { ...options, global: { headers: { Authorization: authorization } } });
}

/** The `role` claim of a bearer token the runtime already verified (verify_jwt), or undefined. */
export function roleOf(authorization: string | null): string | undefined {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}
