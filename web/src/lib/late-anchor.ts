/**
 * A link to an anchor on a page whose content was not there yet when the router scrolled to it: a part of the page
 * suspended (its markdown renderer still loading, lib/markdown.ts), so the router found no element and left the page
 * at its top. As the browser does for an anchor of a page still loading, the element is scrolled into view as soon as
 * it appears. Given up once the reader scrolls, taps or types, the address changes, or after ten seconds.
 */
const giveUpMs = 10_000;
const readerInput = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Scrolls the element `id` into view once it appears, unless the address is no longer `href` by then. */
export function scrollToAnchorWhenShown(id: string, href: string): void {
  const check = () => {
    if (window.location.href !== href) return stop();
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    element.scrollIntoView();
  };
  const observer = new MutationObserver(check);
  const timer = window.setTimeout(stop, giveUpMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of readerInput) window.removeEventListener(type, stop, true);
  }
  for (const type of readerInput) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body, { childList: true, subtree: true });
  // It may have appeared while this module loaded.
  check();
}
