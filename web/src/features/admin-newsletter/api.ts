// Data of the admin newsletter screens. Everything goes through supabase-js as the signed-in admin, so RLS and the
// SQL checks (admin + aal2) decide; the screens only mirror them.
import { FunctionsHttpError, type PostgrestError, type RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/supabase';
import type { IssueDraft, IssueLayout, SendAnswer, SendProgress } from './sending';
import { emailSearchPattern, pageRange, SUBSCRIBER_COLUMNS, SUBSCRIBERS_PAGE_SIZE, type SubscriberRow } from './subscribers';
import { SUBSCRIBER_STATUSES, type SubscriberFilter, type SubscriberStatus } from './subscriber-search';

/** A failed admin action, with a Polish message fit to show as is. */
export class AdminNewsletterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AdminNewsletterError';
  }
}

const NETWORK = 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.';

function fromPostgrest(error: PostgrestError, action: string): AdminNewsletterError {
  if (error.code === '42501') {
    return new AdminNewsletterError(
      error.message && /[ąćęłńóśźż]/i.test(error.message)
        ? error.message
        : `${action}: brak uprawnień. Potrzebne jest konto administratora z weryfikacją dwuetapową.`,
      { cause: error },
    );
  }
  if (error.code === 'P0002') return new AdminNewsletterError(error.message, { cause: error });
  if (error.code === '23514' || error.code === '22001') {
    return new AdminNewsletterError(`${action}: sprawdź temat (1–200 znaków) i układ wydania.`, { cause: error });
  }
  if (!error.code) return new AdminNewsletterError(`${action}: ${NETWORK}`, { cause: error });
  return new AdminNewsletterError(`${action}: serwer odpowiedział błędem (${error.code}). Spróbuj ponownie.`, { cause: error });
}

/* Subscribers */

export interface SubscriberPage {
  rows: SubscriberRow[];
  total: number;
}

function subscribersQuery(filter: SubscriberFilter, count?: 'exact') {
  let query = getSupabase()
    .from('newsletter_subscribers')
    .select(SUBSCRIBER_COLUMNS, count ? { count } : undefined);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.q) query = query.ilike('email', emailSearchPattern(filter.q));
  // Newest first; the id breaks ties so pages never overlap or skip a row.
  return query.order('created_at', { ascending: false }).order('id', { ascending: true });
}

/** One page of subscribers matching the filter, with the number of all matches (server-side paging). */
export async function fetchSubscriberPage(filter: SubscriberFilter, page: number): Promise<SubscriberPage> {
  const { from, to } = pageRange(page, SUBSCRIBERS_PAGE_SIZE);
  const { data, error, count } = await subscribersQuery(filter, 'exact').range(from, to);
  if (error) throw fromPostgrest(error, 'Nie udało się wczytać subskrybentów');
  return { rows: data ?? [], total: count ?? 0 };
}

/** Subscribers per status (and all), for the filter's labels. */
export async function fetchStatusCounts(): Promise<Record<SubscriberStatus | 'all', number>> {
  const head = (status?: SubscriberStatus) => {
    const query = getSupabase().from('newsletter_subscribers').select('id', { count: 'exact', head: true });
    return status ? query.eq('status', status) : query;
  };
  const results = await Promise.all([head(), ...SUBSCRIBER_STATUSES.map((status) => head(status))]);
  const failed = results.find((result) => result.error);
  if (failed?.error) throw fromPostgrest(failed.error, 'Nie udało się policzyć subskrybentów');
  const counts = { all: results[0]!.count ?? 0 } as Record<SubscriberStatus | 'all', number>;
  SUBSCRIBER_STATUSES.forEach((status, index) => (counts[status] = results[index + 1]!.count ?? 0));
  return counts;
}

// PostgREST answers at most [api] max_rows (1000) rows per request: the export reads page by page.
const EXPORT_BATCH = 1000;

/** Every subscriber matching the filter (not only the page on screen), for the CSV export. */
export async function fetchAllSubscribers(filter: SubscriberFilter, onProgress?: (loaded: number) => void): Promise<SubscriberRow[]> {
  const rows: SubscriberRow[] = [];
  for (let from = 0; ; from += EXPORT_BATCH) {
    const { data, error } = await subscribersQuery(filter).range(from, from + EXPORT_BATCH - 1);
    if (error) throw fromPostgrest(error, 'Nie udało się wyeksportować subskrybentów');
    rows.push(...(data ?? []));
    onProgress?.(rows.length);
    if (!data || data.length < EXPORT_BATCH) return rows;
  }
}

export interface Erasure {
  email: string;
  deliveries: number;
  confirmations: number;
}

/** Erasure on request: the subscriber, their deliveries and tokens (one RPC, admins with MFA only). */
export async function eraseSubscriber(id: string): Promise<Erasure> {
  const { data, error } = await getSupabase().rpc('newsletter_erase_subscriber', { p_subscriber_id: id });
  if (error) throw fromPostgrest(error, 'Nie udało się usunąć subskrybenta');
  return data as unknown as Erasure;
}

/* Issues */

export interface IssueRow {
  id: string;
  subject: string;
  body_md: string;
  layout: string;
  status: string;
  total_count: number;
  sent_count: number;
  failed_count: number;
  send_started_at: string | null;
  sent_at: string | null;
  /** When a scheduled send starts (pg_cron calls newsletter-send then); null: not scheduled. */
  scheduled_at: string | null;
  /** When the scheduled send asked newsletter-send to start; from then on it cannot be cancelled. */
  schedule_fired_at: string | null;
  created_at: string;
  updated_at: string;
}

const ISSUE_COLUMNS =
  'id, subject, body_md, layout, status, total_count, sent_count, failed_count, send_started_at, sent_at, scheduled_at, schedule_fired_at, created_at, updated_at';

/** Every issue, newest first: drafts to continue and the sending history. */
export async function fetchIssues(): Promise<IssueRow[]> {
  const { data, error } = await getSupabase()
    .from('newsletter_issues')
    .select(ISSUE_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw fromPostgrest(error, 'Nie udało się wczytać wydań newslettera');
  return data ?? [];
}

export async function fetchIssue(id: string): Promise<IssueRow | null> {
  const { data, error } = await getSupabase().from('newsletter_issues').select(ISSUE_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw fromPostgrest(error, 'Nie udało się wczytać wydania');
  return data;
}

/** Creates a draft (no id) or updates one; an issue whose sending started can no longer change (RLS). */
export async function saveDraft(id: string | null, draft: IssueDraft): Promise<IssueRow> {
  const values = { subject: draft.subject.trim(), body_md: draft.bodyMd, layout: draft.layout satisfies IssueLayout };
  const client = getSupabase().from('newsletter_issues');
  const { data, error } = id
    ? await client.update(values).eq('id', id).eq('status', 'draft').select(ISSUE_COLUMNS).maybeSingle()
    : await client.insert(values).select(ISSUE_COLUMNS).single();
  if (error) throw fromPostgrest(error, 'Nie udało się zapisać szkicu');
  if (!data) throw new AdminNewsletterError('Nie udało się zapisać szkicu: to wydanie jest już wysyłane albo zostało usunięte.');
  return data;
}

export async function deleteDraft(id: string): Promise<void> {
  const { data, error } = await getSupabase().from('newsletter_issues').delete().eq('id', id).eq('status', 'draft').select('id');
  if (error) throw fromPostgrest(error, 'Nie udało się usunąć szkicu');
  if (!data?.length) throw new AdminNewsletterError('Nie udało się usunąć szkicu: wydanie jest już wysyłane albo zostało usunięte.');
}

/** The database's own Polish refusals of a schedule (time in the past, sending already started) are shown as they are. */
function fromScheduleError(error: PostgrestError, action: string): AdminNewsletterError {
  if (error.code === '22023' || error.code === '55000') return new AdminNewsletterError(error.message, { cause: error });
  return fromPostgrest(error, action);
}

/** Schedules (or reschedules) the saved draft: pg_cron asks newsletter-send to send it at `at`. */
export async function scheduleSend(issueId: string, at: Date): Promise<void> {
  const { error } = await getSupabase().rpc('newsletter_schedule_send', { p_issue_id: issueId, p_at: at.toISOString() });
  if (error) throw fromScheduleError(error, 'Nie udało się zaplanować wysyłki');
}

/** Cancels a scheduled send that has not started yet. */
export async function cancelScheduledSend(issueId: string): Promise<void> {
  const { error } = await getSupabase().rpc('newsletter_cancel_scheduled_send', { p_issue_id: issueId });
  if (error) throw fromScheduleError(error, 'Nie udało się anulować wysyłki');
}

export async function countConfirmedSubscribers(): Promise<number> {
  const { count, error } = await getSupabase()
    .from('newsletter_subscribers')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'confirmed');
  if (error) throw fromPostgrest(error, 'Nie udało się policzyć subskrybentów');
  return count ?? 0;
}

/** The signed-in admin's own address: the only one test mails go to from this screen. */
export async function currentAdminEmail(): Promise<string | null> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.user.email ?? null;
}

/* newsletter-send */

async function invokeSend<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await getSupabase().functions.invoke<T>('newsletter-send', { body });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      let message: string | undefined;
      try {
        message = ((await error.context.json()) as { error?: string }).error;
      } catch {
        // A body that is not JSON: the generic message below.
      }
      throw new AdminNewsletterError(message ?? 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.', { cause: error });
    }
    throw new AdminNewsletterError(NETWORK, { cause: error });
  }
  if (data === null) throw new AdminNewsletterError('Serwer nie odpowiedział. Spróbuj ponownie.');
  return data;
}

/** A test mail of the saved issue ("[TEST] subject") to one address; no delivery, no status change. */
export function sendTestMail(issueId: string, testEmail: string): Promise<{ ok: boolean; message: string }> {
  return invokeSend({ issueId, testEmail });
}

/** One call of newsletter-send: starts or continues sending to every confirmed subscriber. */
export function sendIssueBatch(issueId: string): Promise<SendAnswer> {
  return invokeSend({ issueId });
}

/** Web-view links of issues already sent (only their token hashes are stored, the function derives the tokens). */
export async function fetchWebViewUrls(issueIds: string[]): Promise<Record<string, string>> {
  if (issueIds.length === 0) return {};
  const { urls } = await invokeSend<{ urls: Record<string, string> }>({ webViewUrls: issueIds.slice(0, 100) });
  return urls;
}

/**
 * Live progress of one issue: the counters newsletter-send writes onto the issue row, over realtime
 * (postgres_changes, filtered by RLS to admins with MFA). Returns the unsubscribe function.
 */
export function watchIssueProgress(issueId: string, onProgress: (progress: SendProgress) => void): () => void {
  const supabase = getSupabase();
  const channel: RealtimeChannel = supabase
    .channel(`newsletter-issue-${issueId}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'newsletter_issues', filter: `id=eq.${issueId}` }, (change) => {
      const row = change.new as { status: string; total_count: number; sent_count: number; failed_count: number };
      onProgress({ status: row.status, total: row.total_count, sent: row.sent_count, failed: row.failed_count });
    })
    .subscribe();
  return () => void supabase.removeChannel(channel);
}
