/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API gateway URL, e.g. http://127.0.0.1:54321 locally (API_URL of `supabase status -o env`). */
  readonly VITE_SUPABASE_URL?: string;
  /** Public anon key (ANON_KEY of `supabase status -o env`). */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Mixpanel project token; without it analytics only logs to the console. */
  readonly VITE_MIXPANEL_TOKEN?: string;
  /** Session replay percentage (1–100; any other non-empty value means 100). Unset: no session replay. */
  readonly VITE_MIXPANEL_REPLAY?: string;
  /** Public address of the site (e.g. https://obrazy-ai.pl) for canonical URLs, Open Graph and the sitemap. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
