import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The client module, loaded on demand (a separate chunk); apart from supabase-registry.ts, which it announces to. */
export function loadSupabase(): Promise<SupabaseClient<Database>> {
  return import('./supabase').then(({ getSupabase }) => getSupabase());
}
