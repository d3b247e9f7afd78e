// The session-free frame of /konto and /admin, which the prerenderer saves as their static page (nothing of an
// account). While it renders, the prerenderer sets this flag (web/scripts/prerender.ts) and the route waits.
import { signedInFrameFlag } from './prerender-signals';

export function renderingSignedInFrame(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[signedInFrameFlag] === true;
}

/** What a route returns instead of its session while the frame renders: it never settles (the pending view stays). */
export function pendingForever<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
