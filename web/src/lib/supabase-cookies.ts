import { parseCookieHeader, serializeCookieHeader, type CookieMethodsBrowser } from '@supabase/ssr';
import { yieldToBrowser } from './tasks';

/**
 * The client's cookie access: what @supabase/ssr does in a browser without cookie methods (document.cookie, read with
 * its parser, written with its serialiser, same names, chunks and options), except that a read waits for the next
 * task first. supabase-js reads its session from the cookie as the client starts and before every request, and
 * decodes it (base64url, then JSON) in the promise callbacks of the call that asked: on bench:web's slow phone,
 * making the client was one task of ~35 ms and starting a query one of ~15 ms. With the read in a task of its own,
 * each is two shorter ones. Writes are made at once.
 */
export function browserCookies(doc: Pick<Document, 'cookie'> = document): Required<Pick<CookieMethodsBrowser, 'getAll' | 'setAll'>> {
  return {
    getAll: async () => {
      await yieldToBrowser();
      return parseCookieHeader(doc.cookie);
    },
    setAll: (cookies) => {
      for (const { name, value, options } of cookies) doc.cookie = serializeCookieHeader(name, value, options);
    },
  };
}
