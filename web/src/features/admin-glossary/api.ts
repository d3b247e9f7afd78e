import { DataLoadError } from '../../lib/errors';
import { foldForSearch, sortPolish } from '../../lib/polish-text';
import { getSupabase } from '../../lib/supabase';
import { containsPattern, pageRange } from '../../components/admin/list-search';
import { guardedWriteResult, isSlugTaken, type WriteResult } from '../../lib/admin-api';
import type { TermPayload } from './term-form';
import { loaded } from '../../lib/query';

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
  const data = loaded(await getSupabase().from('glossary_terms').select('slug, term'), 'Could not load the list of glossary terms');
  return sortPolish(data, (term) => term.term);
}

export async function fetchTerm(id: string) {
  return loaded(
    await getSupabase().from('glossary_terms').select(termColumns).eq('id', id).maybeSingle(),
    `Could not load glossary term ${id}`,
  );
}

export type AdminTerm = NonNullable<Awaited<ReturnType<typeof fetchTerm>>>;

/** True when another term already uses the slug (the form asks while the admin types). */
export const isTermSlugTaken = (slug: string, exceptId?: string) => isSlugTaken('glossary_terms', slug, exceptId);

export async function createTerm(payload: TermPayload): Promise<WriteResult<AdminTerm>> {
  const { data, error } = await getSupabase().from('glossary_terms').insert(payload).select(termColumns).single();
  if (error) return { ok: false, error };
  return { ok: true, value: data };
}

/** Saves over the term only if nobody changed it since it was loaded (`updated_at` still matches). */
export async function updateTerm(id: string, loadedUpdatedAt: string, payload: TermPayload): Promise<WriteResult<AdminTerm>> {
  return guardedWriteResult(
    await getSupabase().from('glossary_terms').update(payload).eq('id', id).eq('updated_at', loadedUpdatedAt).select(termColumns),
  );
}

/** Deletes the term; links to it from other terms are removed by the database. */
export async function deleteTerm(id: string): Promise<WriteResult> {
  const result = await guardedWriteResult(await getSupabase().from('glossary_terms').delete().eq('id', id).select('id'));
  return result.ok ? { ok: true, value: undefined } : result;
}
