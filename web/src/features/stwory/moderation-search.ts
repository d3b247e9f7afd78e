// Search params of the moderation queue (/admin/stwory). A leaf module: the route's validateSearch and loaderDeps stay
// in the initial bundle, so this file imports nothing.

export const moderationFilters = ['pending', 'approved', 'rejected', 'all'] as const;
export type ModerationFilter = (typeof moderationFilters)[number];

/** URL search params: ?status=…&strona=… (pending and page 1 are the defaults and are left out). */
export type ModerationSearch = { status?: Exclude<ModerationFilter, 'pending'>; strona?: number };

export function parseModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const result: ModerationSearch = {};
  if (search.status === 'approved' || search.status === 'rejected' || search.status === 'all') result.status = search.status;
  const page = Number(search.strona);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) result.strona = page;
  return result;
}

export function filterOf(search: ModerationSearch): ModerationFilter {
  return search.status ?? 'pending';
}
