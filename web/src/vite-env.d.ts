/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API gateway URL, e.g. http://127.0.0.1:54321 locally (API_URL of `supabase status -o env`). */
  readonly VITE_SUPABASE_URL?: string;
  /** Public anon key (ANON_KEY of `supabase status -o env`). */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Mixpanel project token; without it analytics only logs to the console. */
  readonly VITE_MIXPANEL_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
