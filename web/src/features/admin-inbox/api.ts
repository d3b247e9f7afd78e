import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { DataLoadError } from '../../lib/errors';
import { getSupabase } from '../../lib/supabase';
import { inboxSources, toInboxEntry, type InboxEntry, type InboxRow, type SurveyQuestionInfo } from './inbox';
import type { InboxKind, InboxStatus, InboxStatusFilter } from './inbox-search';
import { loaded } from '../../lib/query';

const COLUMNS = 'id, source, kind, status, created_at, status_changed_at, name, email, subject, message, company, participants, answers';

const toEntries = (rows: InboxRow[] | null) => (rows ?? []).flatMap((row) => toInboxEntry(row) ?? []);

function inboxQuery(filter: InboxStatusFilter, kind: InboxKind | undefined, count?: 'exact') {
  let query = getSupabase()
    .from('admin_inbox')
    .select(COLUMNS, count ? { count } : undefined);
  if (filter !== 'all') query = query.eq('status', filter);
  if (kind) query = query.eq('kind', kind);
  return query.order('created_at', { ascending: false }).order('id', { ascending: true });
}

export type InboxPage = { entries: InboxEntry[]; total: number; newCount: number };

/** One page of the inbox, newest first (RLS: only admins with MFA read anything), and how many entries are new. */
export async function fetchInboxPage(
  filter: InboxStatusFilter,
  kind: InboxKind | undefined,
  range: { from: number; to: number },
): Promise<InboxPage> {
  const [page, fresh] = await Promise.all([
    inboxQuery(filter, kind, 'exact').range(range.from, range.to),
    getSupabase().from('admin_inbox').select('id', { count: 'exact', head: true }).eq('status', 'new'),
  ]);
  if (page.error) throw new DataLoadError('Could not load the inbox', { cause: page.error });
  if (fresh.error) throw new DataLoadError('Could not count new inbox entries', { cause: fresh.error });
  return { entries: toEntries(page.data), total: page.count ?? page.data.length, newCount: fresh.count ?? 0 };
}

/** One entry for the detail view, wherever it is in the list; null when there is none with that id. */
export async function fetchInboxEntry(id: string): Promise<InboxEntry | null> {
  const data = loaded(await getSupabase().from('admin_inbox').select(COLUMNS).eq('id', id).maybeSingle(), 'Could not load the inbox entry');
  return data ? toInboxEntry(data) : null;
}

/** Every entry of a filter, for the CSV export (in pages of 1000, PostgREST's usual cap). */
export async function fetchAllInboxEntries(filter: InboxStatusFilter, kind: InboxKind | undefined): Promise<InboxEntry[]> {
  const entries: InboxEntry[] = [];
  for (let from = 0; ; from += 1000) {
    const data = loaded(await inboxQuery(filter, kind).range(from, from + 999), 'Could not export the inbox');
    entries.push(...toEntries(data));
    if (data.length < 1000) return entries;
  }
}

/** The survey's questions, to show answers next to what was asked. */
export async function fetchSurveyQuestionInfo(): Promise<SurveyQuestionInfo[]> {
  return loaded(
    await getSupabase().from('survey_questions').select('position, question, kind').order('position'),
    'Could not load the survey questions',
  );
}

/** Changes an entry's status (admins with MFA may change only that column); resolves to a Polish problem or null. */
export async function setInboxStatus(entry: Pick<InboxEntry, 'id' | 'source'>, status: InboxStatus): Promise<string | null> {
  const { data, error } = await getSupabase().from(entry.source).update({ status }).eq('id', entry.id).select('id');
  if (error) return 'Nie udało się zmienić statusu. Sprawdź połączenie i spróbuj ponownie.';
  if (data.length === 0) return 'Tego zgłoszenia już nie ma albo nie masz do niego dostępu. Odśwież stronę.';
  return null;
}

/**
 * Live changes of the three tables behind the inbox (RLS decides who receives them: admins with MFA): `onChange`
 * gets the kind of change and the entry's id. Returns the unsubscribe function.
 */
export function watchInbox(onChange: (event: { type: 'INSERT' | 'UPDATE' | 'DELETE'; id: string | undefined }) => void): () => void {
  const supabase = getSupabase();
  let channel = supabase.channel('skrzynka-zgloszen');
  for (const table of inboxSources) {
    channel = channel.on(
      'postgres_changes',
      { event: '*', schema: 'public', table },
      (payload: RealtimePostgresChangesPayload<{ id: string }>) => {
        const row = payload.eventType === 'DELETE' ? payload.old : payload.new;
        onChange({ type: payload.eventType, id: row && 'id' in row ? row.id : undefined });
      },
    );
  }
  channel.subscribe();
  return () => void supabase.removeChannel(channel);
}
