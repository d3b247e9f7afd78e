import { createChunks, serializeCookieHeader, stringFromBase64URL, stringToBase64URL } from '@supabase/ssr';
import type { Session } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSessionCookie, isUsableWithoutRefresh, readSessionCookie, sessionStorageKey, storedSessionNow } from './stored-session';

const key = 'sb-127-auth-token';

function session(overrides: Partial<Session> = {}): Session {
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: 2_000_000_000,
    user: {
      id: 'a0000000-0000-4000-8000-000000000001',
      email: 'zażółć@example.pl',
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: '',
    },
    ...overrides,
  } as Session;
}

/** What document.cookie shows after @supabase/ssr's browser client stored `value` (its own chunking and encoding). */
function cookieHeaderFor(value: string, chunkSize?: number, others: [string, string][] = []): string {
  const stored = `base64-${stringToBase64URL(value)}`;
  const cookies = [...others.map(([name, text]) => ({ name, value: text })), ...createChunks(key, stored, chunkSize)];
  return cookies.map(({ name, value: text }) => serializeCookieHeader(name, text, {})).join('; ');
}

describe('the stored session cookie', () => {
  it('is read as @supabase/ssr wrote it, in one cookie or in chunks, among other cookies', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.integer({ min: 40, max: 4000 }),
        fc.array(fc.tuple(fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/), fc.string()), { maxLength: 4 }),
        (email, chunkSize, others) => {
          const stored = session({ user: { ...session().user, email } });
          const foreign = others.filter(([name]) => !name.startsWith('sb'));
          // What supabase-js itself reads back (@supabase/ssr 0.12's base64url garbles some astral characters).
          const asTheClientReadsIt = JSON.parse(stringFromBase64URL(stringToBase64URL(JSON.stringify(stored)))) as Session;
          expect(readSessionCookie(cookieHeaderFor(JSON.stringify(stored), chunkSize, foreign), key)).toEqual(asTheClientReadsIt);
        },
      ),
    );
  });

  it('gives null, never throws, for anything that is not a whole session', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const header = `${key}=${encodeURIComponent(text)}`;
        const result = readSessionCookie(header, key);
        expect(result === null || typeof result.access_token === 'string').toBe(true);
      }),
    );
    expect(readSessionCookie('', key)).toBeNull();
    expect(readSessionCookie(cookieHeaderFor('{"access_token":"x"}'), key)).toBeNull();
    // A write cut short: the first chunk only.
    const chunked = cookieHeaderFor(JSON.stringify(session()), 100).split('; ')[0]!;
    expect(readSessionCookie(chunked, key)).toBeNull();
    // Another project's session is not this one's.
    expect(readSessionCookie(cookieHeaderFor(JSON.stringify(session())).replace(key, 'sb-other-auth-token'), key)).toBeNull();
  });

  it('is used without the client only while supabase-js would not refresh it', () => {
    expect(isUsableWithoutRefresh(session({ expires_at: 1000 }), 1000 - 91)).toBe(true);
    expect(isUsableWithoutRefresh(session({ expires_at: 1000 }), 1000 - 90)).toBe(false);
    expect(isUsableWithoutRefresh(session({ expires_at: 1000 }), 2000)).toBe(false);
  });

  it("is present when this project's cookie is, whole or chunked, readable or not; another project's does not count", () => {
    expect(hasSessionCookie(cookieHeaderFor(JSON.stringify(session())), key)).toBe(true);
    expect(hasSessionCookie(cookieHeaderFor(JSON.stringify(session()), 100), key)).toBe(true);
    expect(hasSessionCookie(`${key}=not-a-session`, key)).toBe(true);
    expect(hasSessionCookie(cookieHeaderFor(JSON.stringify(session())).replace(key, 'sb-other-auth-token'), key)).toBe(false);
    expect(hasSessionCookie(`${key}=; theme=dark`, key)).toBe(false);
    expect(hasSessionCookie('', key)).toBe(false);
    expect(hasSessionCookie(cookieHeaderFor(JSON.stringify(session())), null)).toBe(false);
  });

  it('has the key supabase-js derives from the project URL', () => {
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(sessionStorageKey('not a url')).toBeNull();
  });
});

describe('the stored session of the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('is decoded once per cookie value: the auth state and the guards of one page view share it', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubGlobal('window', { location: { search: '', hash: '' } });
    const page = { cookie: cookieHeaderFor(JSON.stringify(session())) };
    vi.stubGlobal('document', page);
    const first = storedSessionNow();
    expect(first?.user.id).toBe(session().user.id);
    expect(storedSessionNow()).toBe(first);
    // A new cookie (a refresh, another account) is read afresh.
    page.cookie = cookieHeaderFor(JSON.stringify(session({ access_token: 'other.payload.signature' })));
    expect(storedSessionNow()?.access_token).toBe('other.payload.signature');
    page.cookie = '';
    expect(storedSessionNow()).toBeNull();
  });
});
