import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

let client: SupabaseClient<Database> | undefined;
const createdListeners: ((client: SupabaseClient<Database>) => void)[] = [];

/**
 * The app's single Supabase client: @supabase/ssr's browser client, so the session lives in cookies (path /,
 * SameSite Lax, 400 days, chunked, base64url) as in the original product. Created on first use, so a missing
 * configuration surfaces as an error screen on the page that needs data instead of a blank app.
 */
export function getSupabase(): SupabaseClient<Database> {
  if (client) return client;
  const url = import.meta.env.VITE_SUPABASE_URL;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  if (!url || !anonKey) {
    throw new Error(
      'Brak konfiguracji Supabase: ustaw VITE_SUPABASE_URL i VITE_SUPABASE_ANON_KEY przed zbudowaniem aplikacji. / ' +
        'Missing Supabase configuration: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time ' +
        '(API_URL and ANON_KEY from `npm run -s stack:status -- -o env`).',
    );
  }
  client = createBrowserClient<Database>(url, anonKey);
  // Subscribers attach in the same tick as creation, so they see the events of the client's own start-up
  // (e.g. PASSWORD_RECOVERY after a recovery link's code exchange).
  for (const listener of createdListeners) listener(client);
  return client;
}

/** Runs `listener` with the client as soon as it exists (immediately when it already does). */
export function onSupabaseCreated(listener: (client: SupabaseClient<Database>) => void): void {
  if (client) listener(client);
  else createdListeners.push(listener);
}
