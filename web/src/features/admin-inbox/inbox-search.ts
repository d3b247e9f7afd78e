// What the URL of the admin inbox (/admin/zapytania) may say. A leaf module: the route's validateSearch and
// loaderDeps stay in the initial bundle, so this file imports nothing.

export const inboxStatuses = ['new', 'handled', 'archived'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const inboxKinds = ['open', 'online', 'b2b', 'survey', 'contact'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export type InboxStatusFilter = InboxStatus | 'all';

/** URL search params: ?status=handled|archived|all (new is the default), ?typ=…, ?strona=N, ?wpis=<id> (the detail). */
export type InboxSearch = { status?: Exclude<InboxStatusFilter, 'new'>; typ?: InboxKind; strona?: number; wpis?: string };

export const INBOX_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

export function parseInboxSearch(raw: Record<string, unknown>): InboxSearch {
  const search: InboxSearch = {};
  if (raw.status === 'handled' || raw.status === 'archived' || raw.status === 'all') search.status = raw.status;
  if (isOneOf(inboxKinds, raw.typ)) search.typ = raw.typ;
  const page = typeof raw.strona === 'number' ? raw.strona : typeof raw.strona === 'string' ? Number(raw.strona) : NaN;
  if (Number.isInteger(page) && page > 1 && page <= 10_000) search.strona = page;
  if (typeof raw.wpis === 'string' && UUID.test(raw.wpis)) search.wpis = raw.wpis.toLowerCase();
  return search;
}

export function statusFilterOf(search: InboxSearch): InboxStatusFilter {
  return search.status ?? 'new';
}
