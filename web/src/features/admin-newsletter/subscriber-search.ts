// The subscribers screen's statuses and URL search params. A leaf module: the route's validateSearch stays in the
// initial bundle, so this file imports nothing.

export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export function isSubscriberStatus(value: unknown): value is SubscriberStatus {
  return typeof value === 'string' && (SUBSCRIBER_STATUSES as readonly string[]).includes(value);
}

export interface SubscriberFilter {
  status?: SubscriberStatus;
  /** Part of an e-mail address. */
  q?: string;
}

export interface SubscriberSearch extends SubscriberFilter {
  /** 1-based. */
  page?: number;
}

/** The screen's search params from the URL; anything unknown or malformed is dropped, never an error. */
export function parseSubscriberSearch(search: Record<string, unknown>): SubscriberSearch {
  const result: SubscriberSearch = {};
  if (isSubscriberStatus(search.status)) result.status = search.status;
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 254) : typeof search.q === 'number' ? String(search.q) : '';
  if (q) result.q = q;
  const page = typeof search.page === 'number' ? search.page : typeof search.page === 'string' ? Number(search.page) : NaN;
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}
