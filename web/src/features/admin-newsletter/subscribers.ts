// Pure helpers of the subscribers screen: the e-mail search, pages, export (statuses and the URL's search params are
// in subscriber-search.ts).
import { buildCsv } from '../../lib/csv';
import { isSubscriberStatus, type SubscriberFilter, type SubscriberStatus } from './subscriber-search';

export const SUBSCRIBERS_PAGE_SIZE = 50;

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  confirmed: 'Potwierdzony',
  pending: 'Oczekuje na potwierdzenie',
  unsubscribed: 'Wypisany',
  bounced: 'Adres odrzucany (bounce)',
};

export function subscriberStatusLabel(status: string): string {
  return isSubscriberStatus(status) ? STATUS_LABELS[status] : status;
}

/**
 * An ILIKE pattern matching addresses that contain `query` literally: the user's `%`, `_` and `\` are escaped, so
 * "jan_k" finds "jan_k@…" and not "jank@…". Addresses are stored lower-case.
 */
export function emailSearchPattern(query: string): string {
  const escaped = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  return `%${escaped}%`;
}

/** Row offsets of a 1-based page, inclusive, as PostgREST's Range wants them. */
export function pageRange(page: number, pageSize = SUBSCRIBERS_PAGE_SIZE): { from: number; to: number } {
  const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

export function pageCount(total: number, pageSize = SUBSCRIBERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: string;
  consent_source: string;
  consent_at: string | null;
  requested_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  bounced_at: string | null;
  created_at: string;
}

export const SUBSCRIBER_COLUMNS =
  'id, email, status, consent_source, consent_at, requested_at, confirmed_at, unsubscribed_at, bounced_at, created_at';

const EXPORT_HEADER = [
  'e-mail',
  'status',
  'kod statusu',
  'źródło zapisu',
  'zgoda (data)',
  'prośba o zapis',
  'potwierdzony',
  'wypisany',
  'odrzucony',
  'utworzony',
] as const;

/** The export file: every column an erasure or access request may need; dates in ISO 8601 (UTC). */
export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  return buildCsv(
    EXPORT_HEADER,
    rows.map((row) => [
      row.email,
      subscriberStatusLabel(row.status),
      row.status,
      row.consent_source,
      row.consent_at,
      row.requested_at,
      row.confirmed_at,
      row.unsubscribed_at,
      row.bounced_at,
      row.created_at,
    ]),
  );
}

/** e.g. `subskrybenci-newslettera-potwierdzeni-2026-11-23.csv`. */
export function exportFileName(filter: SubscriberFilter, now = new Date()): string {
  const names: Record<SubscriberStatus, string> = {
    confirmed: 'potwierdzeni',
    pending: 'oczekujacy',
    unsubscribed: 'wypisani',
    bounced: 'odrzucani',
  };
  const parts = ['subskrybenci-newslettera', filter.status ? names[filter.status] : undefined, filter.q ? 'wyszukani' : undefined];
  return `${parts.filter(Boolean).join('-')}-${now.toISOString().slice(0, 10)}.csv`;
}
