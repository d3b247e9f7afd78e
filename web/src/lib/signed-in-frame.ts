import { useEffect } from 'react';

/**
 * The session-free frame of a page for signed-in people (/konto, /admin): the prerenderer (web/scripts/prerender.ts)
 * saves it as the page's static HTML, so the browser paints the header, the navigation, the title and the sections'
 * placeholders before any script runs. The app then takes it over like any prerendered page: with a session it
 * renders the page, without one the route's guard sends the visitor to /login. The frame holds nothing of an account.
 */

/** The flag the prerenderer sets (an init script) while it renders a frame. Same name in web/scripts/prerender.ts. */
export const signedInFrameFlag = '__obrazySignedInFrame';

/** The page is being saved as its frame: the guards wait forever, so the route's pending view (the frame) stays. */
export function renderingSignedInFrame(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[signedInFrameFlag] === true;
}

/** A promise that never settles: what a guard returns while the frame is rendered, instead of asking for a session. */
export function pendingForever<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/**
 * Tells the prerenderer the frame is on screen (the router never reports a render of a route that stays pending).
 * The same event main.tsx sends after every render.
 */
export function useSignedInFrameReady(): void {
  useEffect(() => {
    if (renderingSignedInFrame()) window.dispatchEvent(new Event('obrazy:rendered'));
  }, []);
}
