import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Markdown from the database → sanitised HTML, safe for dangerouslySetInnerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  // Wide tables scroll inside their own box instead of stretching the page on phones.
  const withScrollableTables = html.replaceAll('<table>', '<div class="table-scroll"><table>').replaceAll('</table>', '</table></div>');
  return DOMPurify.sanitize(withScrollableTables);
}
