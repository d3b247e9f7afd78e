import { createBrowserClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { browserCookies } from './supabase-cookies';
import { announceSupabaseClient } from './supabase-registry';

let client: SupabaseClient<Database> | undefined;

/**
 * The app's single Supabase client: @supabase/ssr's browser client, so the session lives in cookies (path /,
 * SameSite Lax, 400 days, chunked, base64url) as in the original product, read a task after it is asked for
 * (supabase-cookies.ts). Created on first use, so a missing configuration surfaces as an error screen on the page
 * that needs data instead of a blank app.
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
  client = createBrowserClient<Database>(url, anonKey, { cookies: browserCookies() });
  // Subscribers attach in the same tick as creation, so they see the events of the client's own start-up
  // (e.g. PASSWORD_RECOVERY after a recovery link's code exchange).
  announceSupabaseClient(client);
  return client;
}
