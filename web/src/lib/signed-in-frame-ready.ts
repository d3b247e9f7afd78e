import { useEffect } from 'react';
import { renderedEvent } from './prerender-signals';
import { renderingSignedInFrame } from './signed-in-frame';

/**
 * Tells the prerenderer the frame (a pending view) is on screen: the router reports no render of a route that stays
 * pending. The same event main.tsx sends after every render.
 */
export function useSignedInFrameReady(): void {
  useEffect(() => {
    if (renderingSignedInFrame()) window.dispatchEvent(new Event(renderedEvent));
  }, []);
}
