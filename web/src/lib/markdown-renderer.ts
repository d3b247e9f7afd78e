import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { blockAttribute } from './prerendered-blocks';
import { markdownMarker } from './prerendered-markdown';

/**
 * Markdown from the database → sanitised HTML, safe for dangerouslySetInnerHTML. The HTML starts with a marker
 * comment, so the app's takeover of a prerendered page reuses what the page shows (lib/prerendered-markdown.ts).
 * Loaded on demand by lib/markdown.ts: marked builds its rules when its module is evaluated.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  // Wide tables scroll inside their own box instead of stretching the page on phones.
  const withScrollableTables = html.replaceAll('<table>', '<div class="table-scroll"><table>').replaceAll('</table>', '</table></div>');
  // An author's HTML cannot name itself a reusable block (lib/prerendered-blocks.ts) and stand in for one at a takeover.
  return markdownMarker(markdown) + DOMPurify.sanitize(withScrollableTables, { FORBID_ATTR: [blockAttribute] });
}
