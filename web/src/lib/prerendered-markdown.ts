/**
 * Markdown the prerendered page already shows, so the app's takeover does not convert and sanitise it again
 * (marked + DOMPurify were the largest single piece of main-thread work when an article was taken over).
 * renderMarkdown (lib/markdown.ts) starts its output with a marker comment naming the markdown; the prerenderer
 * saves the page with it; main.tsx collects the marked blocks before the app's first render, and renderMarkdown
 * returns such a block's HTML when asked for the same markdown. Kept apart from lib/markdown.ts so the app's entry
 * does not load marked and DOMPurify.
 */

const markerPrefix = 'md:';
const prerendered = new Map<string, string>();

/** FNV-1a (32 bit) of the markdown and its length: tells renderings apart; not a security boundary. */
export function markdownKey(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < markdown.length; index++) {
    hash ^= markdown.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${markdown.length.toString(36)}`;
}

/** The comment renderMarkdown puts first in its HTML. */
export function markdownMarker(markdown: string): string {
  return `<!--${markerPrefix}${markdownKey(markdown)}-->`;
}

/** Remembers the HTML of every marked markdown block under `root` (the prerendered page, before the takeover). */
export function collectPrerenderedMarkdown(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.startsWith(markerPrefix) && node.parentElement && node.parentElement.firstChild === node)
      prerendered.set(text.slice(markerPrefix.length), node.parentElement.innerHTML);
  }
}

/** The prerendered HTML of this markdown (marker included), when the page showed it. */
export function prerenderedMarkdown(markdown: string): string | undefined {
  return prerendered.size ? prerendered.get(markdownKey(markdown)) : undefined;
}
