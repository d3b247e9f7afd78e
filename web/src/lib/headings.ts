import { foldForSearch } from './polish-text';

export type TocEntry = { id: string; text: string };

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/** "Konto i plany" → "konto-i-plany"; Polish letters folded, so ids stay ASCII. */
export function headingId(text: string): string {
  return foldForSearch(text).replaceAll(' ', '-') || 'sekcja';
}

/**
 * Gives every <h2> of already sanitised HTML an id and returns the table of contents. Ids are unique within
 * the page and contain only [a-z0-9-], so adding them cannot introduce markup. Running it again over its own
 * output (a prerendered guide the app takes over) gives the same HTML and contents.
 */
export function addHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const withIds = html.replace(/<h2(?: id="[a-z0-9-]*")?>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const text = textOf(inner).trim();
    const base = headingId(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    toc.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: withIds, toc };
}
