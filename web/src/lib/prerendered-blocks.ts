/**
 * Blocks of a prerendered page that the app's takeover shows as they are instead of rendering them again. A block
 * (components/prerendered-block.tsx) names itself with a key made from everything it shows (`blockKey`); the
 * prerenderer saves the page with those names; main.tsx collects each named block's HTML before the app's first
 * render, and a block rendered with the same key takes that HTML instead of its children. Data that changed since the
 * build makes another key: that block is rendered from the new data. On the ranking, the 21 tool cards and table rows
 * were ~1,000 of the page's ~1,260 elements, each created again by React at the takeover.
 */
import { markdownKey } from './prerendered-markdown';

/** The attribute that names a reusable block in the page. */
export const blockAttribute = 'data-block';

const prerendered = new Map<string, string>();

/** The name of a block showing `content` (JSON-serialisable): equal content, equal name. */
export function blockKey(content: unknown): string {
  return markdownKey(JSON.stringify(content) ?? '');
}

/** Remembers the HTML of every named block under `root` (the prerendered page, before the takeover). */
export function collectPrerenderedBlocks(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${blockAttribute}]`))
    prerendered.set(element.getAttribute(blockAttribute)!, element.innerHTML);
}

/** The prerendered HTML of the block named `key`, when the page showed it. */
export function prerenderedBlock(key: string): string | undefined {
  return prerendered.size ? prerendered.get(key) : undefined;
}
