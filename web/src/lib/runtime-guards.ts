/** Start-up and error-handling rules of the original product, kept pure so they can be unit-tested. */

/** Why the Supabase configuration cannot work, in Polish and English; null when it is fine. */
export function supabaseConfigProblem(url: string | undefined, key: string | undefined): string | null {
  if (!url) return 'Brak adresu backendu (VITE_SUPABASE_URL). / The backend URL (VITE_SUPABASE_URL) is missing.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `Adres backendu nie jest poprawnym adresem URL: ${url} / The backend URL is not a valid URL.`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `Adres backendu musi zaczynać się od http:// lub https:// (jest: ${parsed.protocol}). / The backend URL must be http or https.`;
  }
  if (!key) return 'Brak klucza API (VITE_SUPABASE_ANON_KEY). / The API key (VITE_SUPABASE_ANON_KEY) is missing.';
  return null;
}

export const chunkReloadGuardMs = 10_000;

/** After a failed chunk load, reload once; not again within the guard time, so a broken deploy cannot loop. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number, guardMs = chunkReloadGuardMs): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt > guardMs;
}

/** A route's code could not be loaded (Chromium, Firefox and Safari word it differently): a new deploy, mostly. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

const chunkReloadKey = 'chunk-reload-at';

/**
 * Reloads the page after a failed chunk load, once: not again within the guard time (sessionStorage), so a broken
 * deploy cannot loop. True when the page is reloading; false when the caller should show its error screen.
 */
export function reloadOnceAfterChunkError(): boolean {
  try {
    const stored = sessionStorage.getItem(chunkReloadKey);
    const lastReloadAt = stored === null ? null : Number(stored);
    if (!shouldReloadAfterChunkError(lastReloadAt, Date.now())) return false;
    sessionStorage.setItem(chunkReloadKey, String(Date.now()));
  } catch {
    // Without sessionStorage there is no loop guard; let the error screen show instead.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Where a token-hash link from an auth e-mail belongs when it arrived elsewhere (a template linking to the bare
 * site address): recovery and invitations set a password, the rest confirm an address. Undefined when the address
 * is no such link or already on its page.
 */
export function authLinkTarget(pathname: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  if (!params.get('token_hash') || !type) return undefined;
  const target = type === 'recovery' || type === 'invite' ? '/nowe-haslo' : '/potwierdz-email';
  return pathname === target ? undefined : `${target}${search}`;
}
