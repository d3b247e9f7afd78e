import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { oneStepPerTask } from './tasks';

/**
 * The packages supabase-js makes its client of, in the order it imports them. Each is a chunk of its own (a dynamic
 * import here), pinned in web/package.json to the version supabase-js depends on, so both import the same module.
 */
const supabasePackages = [
  () => import('@supabase/functions-js'),
  () => import('@supabase/postgrest-js'),
  () => import('@supabase/realtime-js'),
  () => import('@supabase/storage-js'),
  () => import('@supabase/auth-js'),
] as const;

let clientModule: Promise<typeof import('./supabase')> | undefined;

/**
 * The client module (a separate chunk; apart from supabase-registry.ts, which it announces to), with the packages it
 * joins evaluated first, one per task: imported at once, supabase-js and all five are one evaluation of 25–30 ms on
 * bench:web's slow phone (4× CPU slowdown), each alone at most 10 ms. An evaluated module is not evaluated again, so
 * once this has run, importing the client anywhere costs nothing more.
 */
export function loadSupabaseModule(): Promise<typeof import('./supabase')> {
  clientModule ??= oneStepPerTask(supabasePackages).then(() => import('./supabase'));
  return clientModule;
}

/** The app's Supabase client, loaded on demand (loadSupabaseModule). */
export function loadSupabase(): Promise<SupabaseClient<Database>> {
  return loadSupabaseModule().then(({ getSupabase }) => getSupabase());
}
