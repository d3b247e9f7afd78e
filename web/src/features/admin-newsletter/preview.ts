import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * The issue's Markdown as its web view will show it: newsletter-send renders it with the same `marked` (GFM) into
 * body_html, and /newsletter/$token sanitises that with DOMPurify.
 */
export function issuePreviewHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true }));
}
