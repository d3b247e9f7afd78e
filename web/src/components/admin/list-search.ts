/** Search and page of a paged admin list (/admin/ranking, /admin/glossary), kept in the URL (`?szukaj=…&strona=2`). */
export type AdminListSearch = {
  szukaj?: string;
  strona?: number;
};

export const adminPageSize = 20;

export function parseAdminListSearch(raw: Record<string, unknown>): AdminListSearch {
  const search: AdminListSearch = {};
  if (typeof raw.szukaj === 'string' && raw.szukaj.trim() !== '') search.szukaj = raw.szukaj.trim().slice(0, 100);
  const page = typeof raw.strona === 'number' ? raw.strona : typeof raw.strona === 'string' ? Number(raw.strona) : NaN;
  if (Number.isInteger(page) && page > 1 && page <= 10_000) search.strona = page;
  return search;
}

/**
 * The search options of a paged admin list route: `...adminListRoute`, then `loader: ({ deps }) => fetchXPage(deps)`;
 * the loader's dependencies are the query its fetcher takes.
 */
export const adminListRoute = {
  validateSearch: parseAdminListSearch,
  loaderDeps: ({ search }: { search: AdminListSearch }) => ({ search: search.szukaj, page: search.strona ?? 1, pageSize: adminPageSize }),
};

/** The inclusive row range of a 1-based page, as PostgREST's `range(from, to)` wants it. */
export function pageRange(page: number, pageSize = adminPageSize): { from: number; to: number } {
  const from = (Math.max(1, page) - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

export function pageCount(total: number, pageSize = adminPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * An `ilike` pattern for a PostgREST `or=(…)` filter that matches the words anywhere. Characters with a meaning in
 * that filter syntax or in LIKE (`,()"\%_*`) are dropped, so a search can never change the filter itself.
 */
export function containsPattern(text: string): string | null {
  const cleaned = text
    .replace(/[,()"\\%_*:]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return cleaned === '' ? null : `*${cleaned}*`;
}
