import { DataLoadError } from '../../lib/errors';
import { foldForSearch, sortPolish } from '../../lib/polish-text';
import { getSupabase } from '../../lib/supabase';
import { containsPattern, pageRange } from '../../components/admin/list-search';
import type { ApiError } from './problems';
import type { TermPayload } from './term-form';

/** A write's outcome: ok, or the error to describe (see describeGlossaryError), or a conflict with someone else. */
export type WriteResult<T = undefined> = { ok: true; value: T } | { ok: false; error: ApiError } | { ok: false; conflict: true };

const termColumns = 'id, slug, term, also_known_as, definition, example, related_terms, related_posts, updated_at';

/** One page of the glossary for the admin list, in Polish alphabetical order (the column's collation is Polish). */
export async function fetchTermsPage({ search, page, pageSize }: { search?: string; page: number; pageSize: number }) {
  const { from, to } = pageRange(page, pageSize);
  let query = getSupabase().from('glossary_terms').select('id, slug, term, also_known_as, related_terms, updated_at', { count: 'exact' });
  // search_text: term, slug and other names folded in SQL (search_fold), so diacritics and case do not matter.
  const pattern = search ? containsPattern(foldForSearch(search)) : null;
  if (pattern) query = query.ilike('search_text', pattern);
  const { data, error, count } = await query.order('term').order('slug').range(from, to);
  // Asking past the last page (e.g. after deletes) answers 416; show the list as empty, with the count.
  if (error && error.code === 'PGRST103') return { terms: [], total: count ?? 0 };
  if (error) throw new DataLoadError('Could not load the glossary for the admin list', { cause: error });
  return { terms: sortPolish(data, (term) => term.term), total: count ?? data.length };
}

export type AdminTermSummary = Awaited<ReturnType<typeof fetchTermsPage>>['terms'][number];

/** Every term's slug and name, for the related-term picker and for showing linked terms by name. */
export async function fetchTermOptions() {
  const { data, error } = await getSupabase().from('glossary_terms').select('slug, term');
  if (error) throw new DataLoadError('Could not load the list of glossary terms', { cause: error });
  return sortPolish(data, (term) => term.term);
}

export async function fetchTerm(id: string) {
  const { data, error } = await getSupabase().from('glossary_terms').select(termColumns).eq('id', id).maybeSingle();
  if (error) throw new DataLoadError(`Could not load glossary term ${id}`, { cause: error });
  return data;
}

export type AdminTerm = NonNullable<Awaited<ReturnType<typeof fetchTerm>>>;

/** True when another term already uses the slug (the form asks while the admin types). */
export async function isTermSlugTaken(slug: string, exceptId?: string): Promise<boolean> {
  let query = getSupabase().from('glossary_terms').select('id').eq('slug', slug);
  if (exceptId) query = query.neq('id', exceptId);
  const { data, error } = await query.limit(1);
  if (error) throw new DataLoadError('Could not check the slug', { cause: error });
  return data.length > 0;
}

export async function createTerm(payload: TermPayload): Promise<WriteResult<AdminTerm>> {
  const { data, error } = await getSupabase().from('glossary_terms').insert(payload).select(termColumns).single();
  if (error) return { ok: false, error };
  return { ok: true, value: data };
}

/** Saves over the term only if nobody changed it since it was loaded (`updated_at` still matches). */
export async function updateTerm(id: string, loadedUpdatedAt: string, payload: TermPayload): Promise<WriteResult<AdminTerm>> {
  const { data, error } = await getSupabase()
    .from('glossary_terms')
    .update(payload)
    .eq('id', id)
    .eq('updated_at', loadedUpdatedAt)
    .select(termColumns);
  if (error) return { ok: false, error };
  const saved = data[0];
  if (!saved) return await conflictOrDenied();
  return { ok: true, value: saved };
}

/** Deletes the term; links to it from other terms are removed by the database. */
export async function deleteTerm(id: string): Promise<WriteResult> {
  const { data, error } = await getSupabase().from('glossary_terms').delete().eq('id', id).select('id');
  if (error) return { ok: false, error };
  if (data.length === 0) return await conflictOrDenied();
  return { ok: true, value: undefined };
}

/** A write that touched no row: the row changed or vanished (conflict), or RLS hid it (no admin rights at aal2). */
async function conflictOrDenied(): Promise<WriteResult<never>> {
  const { data } = await getSupabase().rpc('is_admin_aal2');
  if (data !== true) return { ok: false, error: { code: '42501', message: 'not an admin with MFA' } };
  return { ok: false, conflict: true };
}
