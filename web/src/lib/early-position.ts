/**
 * Where the reader was on a prerendered page before the app took it over, as web/scripts/early-input.js recorded it
 * (window.obrazyEarlyInput, lib/early-input.ts): the element with the keyboard focus and the place they scrolled
 * to. The layout's first commit, which replaced the static page, gives both to the app's copy. Apart from
 * lib/early-input.ts, which the app's entry loads: only the layout needs this.
 */

/** The element of the static page that last had the keyboard focus: its place under #root (child indices). */
export type EarlyFocus = { element: Element; path: number[]; tag: string; text: string };

/**
 * The reader's place on the static page once they scrolled or jumped to an anchor: the element at the top of what
 * they see (the anchor jumped to, else the one a third down the screen), its place under #root, and its distance
 * from the screen's top in CSS pixels.
 */
export type EarlyPlace = { path: number[]; tag: string; top: number };

/**
 * At the commit of the first render over a prerendered page: the render replaced the static markup, and with it the
 * element that had the keyboard focus (say the Menu button, focused by Escape on the static menu), which leaves the
 * focus on <body>. The app's element in the same place (same tag and text) gets it back. Nothing happens when the
 * static element is still there, or when something else has the focus meanwhile. Returns the element focused.
 */
export function restoreEarlyFocus(root: Element | null): Element | undefined {
  const input = typeof window === 'undefined' ? undefined : window.obrazyEarlyInput;
  const focus = input?.focus;
  if (!input || !focus || !root) return undefined;
  input.focus = undefined;
  const active = root.ownerDocument.activeElement;
  if (focus.element.isConnected || (active !== null && active !== root.ownerDocument.body)) return undefined;
  const element = elementAt(root, focus.path);
  if (!element || element.tagName !== focus.tag || (element.textContent ?? '').trim() !== focus.text) return undefined;
  (element as HTMLElement).focus?.({ preventScroll: true });
  return element;
}

/** The element at a place under `root` (child indices), if the page has one there. */
function elementAt(root: Element, path: number[]): Element | undefined {
  let element: Element | undefined = root;
  for (const index of path) element = element?.children[index];
  return element;
}

/**
 * At the commit of the first render over a prerendered page: the reader who scrolled or jumped to an anchor on the
 * static page sees the same place in the app's copy. The render replaced the page, and its blocks above the screen
 * lost the sizes they had once rendered (content-visibility), so the same scroll offset would show something else.
 * The app's element in the same place (same tag) goes back to where the static one was on screen. Returns how far
 * the page was scrolled for that (0 when it already was there), or undefined when there was no place to keep.
 */
export function restoreEarlyPlace(root: Element | null): number | undefined {
  const input = typeof window === 'undefined' ? undefined : window.obrazyEarlyInput;
  const place = input?.place;
  if (!input || !place || !root) return undefined;
  input.place = undefined;
  const element = elementAt(root, place.path);
  if (!element || element.tagName !== place.tag) return undefined;
  const shift = element.getBoundingClientRect().top - place.top;
  if (Math.abs(shift) < 1) return 0;
  window.scrollTo({ top: window.scrollY + shift, behavior: 'instant' });
  return shift;
}
