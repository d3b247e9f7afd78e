import { DataLoadError } from './errors';
import { getSupabase } from './supabase';

/** The shape of a PostgREST error as supabase-js returns it (and of storage errors, which add statusCode). */
export type ApiError = { code?: string; message?: string; details?: string | null; hint?: string | null; statusCode?: string };

/** A write's outcome: ok, or the error to describe, or a conflict with someone else. */
export type WriteResult<T = undefined> = { ok: true; value: T } | { ok: false; error: ApiError } | { ok: false; conflict: true };

/** True when another row of the table already uses the slug (admin forms ask while the admin types). */
export async function isSlugTaken(table: 'glossary_terms' | 'ai_tools', slug: string, exceptId?: string): Promise<boolean> {
  let query = getSupabase().from(table).select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw new DataLoadError('Could not check the slug', { cause: error });
  return data.length > 0;
}

/**
 * The outcome of an update or delete guarded by the loaded row (its id and `updated_at`): the first row it returned,
 * or, when it touched none, a conflict (the row changed or vanished) or a denial (RLS hid it: no admin at aal2).
 */
export async function guardedWriteResult<T>({ data, error }: { data: T[] | null; error: ApiError | null }): Promise<WriteResult<T>> {
  if (error) return { ok: false, error };
  const row = data?.[0];
  if (row !== undefined) return { ok: true, value: row };
  const { data: admin } = await getSupabase().rpc('is_admin_aal2');
  if (admin !== true) return { ok: false, error: { code: '42501', message: 'not an admin with MFA' } };
  return { ok: false, conflict: true };
}
