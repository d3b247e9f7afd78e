import { describe, expect, it, test } from 'vitest';
import { authLinkTarget, isChunkLoadError, shouldReloadAfterChunkError, supabaseConfigProblem } from './runtime-guards';

describe('supabaseConfigProblem', () => {
  it('accepts an http(s) URL with a key', () => {
    expect(supabaseConfigProblem('http://127.0.0.1:54321', 'key')).toBeNull();
    expect(supabaseConfigProblem('https://abc.supabase.co', 'key')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(supabaseConfigProblem(undefined, 'key')).toContain('VITE_SUPABASE_URL');
    expect(supabaseConfigProblem('', 'key')).toContain('Brak adresu backendu');
    expect(supabaseConfigProblem('localhost:54321', 'key')).toContain('http:// lub https://');
    expect(supabaseConfigProblem('ftp://example.com', 'key')).toContain('http:// lub https://');
    expect(supabaseConfigProblem('nie adres', 'key')).toContain('nie jest poprawnym adresem');
    expect(supabaseConfigProblem('https://abc.supabase.co', '')).toContain('VITE_SUPABASE_ANON_KEY');
  });
});

describe('isChunkLoadError', () => {
  it('knows the failed dynamic import of each browser, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Could not load the ranking'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldReloadAfterChunkError', () => {
  it('reloads once, then not again within 10 seconds', () => {
    expect(shouldReloadAfterChunkError(null, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000_000, 1_005_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000, 1_010_001)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 1)).toBe(true);
  });
});

describe('authLinkTarget', () => {
  test('sends a token-hash link to the page of its type, keeping the query', () => {
    expect(authLinkTarget('/', '?token_hash=pkce_abc&type=signup')).toBe('/potwierdz-email?token_hash=pkce_abc&type=signup');
    expect(authLinkTarget('/', '?token_hash=abc&type=recovery')).toBe('/nowe-haslo?token_hash=abc&type=recovery');
    expect(authLinkTarget('/blog', '?token_hash=abc&type=invite')).toBe('/nowe-haslo?token_hash=abc&type=invite');
  });

  test('leaves other addresses and links already on their page alone', () => {
    expect(authLinkTarget('/', '?q=midjourney')).toBeUndefined();
    expect(authLinkTarget('/', '?token_hash=abc')).toBeUndefined();
    expect(authLinkTarget('/potwierdz-email', '?token_hash=abc&type=email_change')).toBeUndefined();
  });
});
