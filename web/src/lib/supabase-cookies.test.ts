import { describe, expect, it } from 'vitest';
import { browserCookies } from './supabase-cookies';
import { yieldToBrowser } from './tasks';

/** document.cookie's shape: reading gives the jar as one header, writing sets one cookie. */
function fakeDocument(jar: string) {
  const doc = {
    reads: 0,
    written: [] as string[],
    get cookie() {
      doc.reads += 1;
      return jar;
    },
    set cookie(value: string) {
      doc.written.push(value);
    },
  };
  return doc;
}

describe('browserCookies: the Supabase client reads its cookies a task after asking', () => {
  it('reads nothing in the task that asks, then every cookie as @supabase/ssr parses them', async () => {
    const doc = fakeDocument('sb-127-auth-token.0=base64-eyJh; sb-127-auth-token.1=bGc; zgoda=analityka%3Dtak');
    const all = browserCookies(doc).getAll();
    await Promise.resolve();
    await Promise.resolve();
    expect(doc.reads).toBe(0);
    await expect(all).resolves.toEqual([
      { name: 'sb-127-auth-token.0', value: 'base64-eyJh' },
      { name: 'sb-127-auth-token.1', value: 'bGc' },
      { name: 'zgoda', value: 'analityka=tak' },
    ]);
    expect(doc.reads).toBe(1);
  });

  it('a task queued before the read runs first', async () => {
    const doc = fakeDocument('a=1');
    const steps: string[] = [];
    void yieldToBrowser().then(() => steps.push('queued before'));
    await browserCookies(doc).getAll();
    steps.push('read');
    expect(steps).toEqual(['queued before', 'read']);
  });

  it('writes each cookie at once, serialised with its options (a removal as Max-Age=0)', () => {
    const doc = fakeDocument('');
    void browserCookies(doc).setAll(
      [
        { name: 'sb-127-auth-token', value: 'base64-eyJ9', options: { path: '/', sameSite: 'lax', maxAge: 400 * 24 * 60 * 60 } },
        { name: 'sb-127-auth-token.1', value: '', options: { path: '/', sameSite: 'lax', maxAge: 0 } },
      ],
      {},
    );
    expect(doc.written).toEqual([
      'sb-127-auth-token=base64-eyJ9; Max-Age=34560000; Path=/; SameSite=Lax',
      'sb-127-auth-token.1=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(doc.reads).toBe(0);
  });
});
