import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/**
 * Who wants the Supabase client as soon as it exists. Kept apart from lib/supabase.ts (and its ~60 KB of
 * supabase-js), so the app's entry can subscribe to auth changes without loading the client itself.
 */
let created: SupabaseClient<Database> | undefined;
const listeners: ((client: SupabaseClient<Database>) => void)[] = [];

/** Runs `listener` with the client as soon as it exists (immediately when it already does). */
export function onSupabaseCreated(listener: (client: SupabaseClient<Database>) => void): void {
  if (created) listener(created);
  else listeners.push(listener);
}

/** Called once by lib/supabase.ts, in the same tick as creating the client. */
export function announceSupabaseClient(client: SupabaseClient<Database>): void {
  created = client;
  for (const listener of listeners.splice(0)) listener(client);
}
