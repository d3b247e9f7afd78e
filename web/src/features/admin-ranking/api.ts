import { DataLoadError } from '../../lib/errors';
import { foldForSearch } from '../../lib/polish-text';
import { getSupabase } from '../../lib/supabase';
import { containsPattern, pageRange } from '../../components/admin/list-search';
import { logoObjectPath, type LogoMimeType } from './logo';
import { guardedWriteResult, isSlugTaken, type ApiError, type WriteResult } from '../../lib/admin-api';
import type { ToolPayload } from './tool-form';
import { loaded } from '../../lib/query';
import { bucket, buckets, publicUrl } from '../../lib/storage';

export const logoBucket = buckets.logos;

const listColumns = 'id, slug, name, vendor, category, position, score, logo_path, updated_at';
const toolColumns =
  'id, slug, name, vendor, category, position, score, price_from_usd, pricing_note, has_free_tier, commercial_use, licence_note, polish_support, strengths, weaknesses, best_for, use_cases, url, logo_path, updated_at';

/** One page of the ranking for the admin list, in ranking order, optionally filtered by name, vendor or slug. */
export async function fetchToolsPage({ search, page, pageSize }: { search?: string; page: number; pageSize: number }) {
  const { from, to } = pageRange(page, pageSize);
  let query = getSupabase().from('ai_tools').select(listColumns, { count: 'exact' });
  // search_text: name, vendor and slug folded in SQL (search_fold), so diacritics and case do not matter.
  const pattern = search ? containsPattern(foldForSearch(search)) : null;
  if (pattern) query = query.ilike('search_text', pattern);
  const { data, error, count } = await query.order('position', { ascending: true }).range(from, to);
  // Asking past the last page (e.g. after deletes) answers 416; show the list as empty, with the count.
  if (error && error.code === 'PGRST103') return { tools: [], total: count ?? 0 };
  if (error) throw new DataLoadError('Could not load the ranking for the admin list', { cause: error });
  return { tools: data, total: count ?? data.length };
}

export type AdminToolSummary = Awaited<ReturnType<typeof fetchToolsPage>>['tools'][number];

/** Everything the form edits, plus what the optimistic check needs. Null when the tool no longer exists. */
export async function fetchTool(id: string) {
  return loaded(await getSupabase().from('ai_tools').select(toolColumns).eq('id', id).maybeSingle(), `Could not load tool ${id}`);
}

export type AdminTool = NonNullable<Awaited<ReturnType<typeof fetchTool>>>;

/** True when another tool already uses the slug (the form asks while the admin types). */
export const isToolSlugTaken = (slug: string, exceptId?: string) => isSlugTaken('ai_tools', slug, exceptId);

/** Adds a tool at the end of the ranking (the database assigns the next place). */
export async function createTool(payload: ToolPayload & { logo_path: string | null }): Promise<WriteResult<AdminTool>> {
  const { data, error } = await getSupabase().from('ai_tools').insert(payload).select(toolColumns).single();
  if (error) return { ok: false, error };
  return { ok: true, value: data };
}

/**
 * Saves the form over the tool only if nobody changed it since it was loaded (`updated_at` still matches);
 * otherwise reports a conflict and changes nothing.
 */
export async function updateTool(
  id: string,
  loadedUpdatedAt: string,
  payload: ToolPayload & { logo_path: string | null },
): Promise<WriteResult<AdminTool>> {
  return guardedWriteResult(
    await getSupabase().from('ai_tools').update(payload).eq('id', id).eq('updated_at', loadedUpdatedAt).select(toolColumns),
  );
}

/** Deletes the tool (later tools move up one place) and then its logo file. */
export async function deleteTool(tool: { id: string; logo_path: string | null }): Promise<WriteResult> {
  const result = await guardedWriteResult(await getSupabase().from('ai_tools').delete().eq('id', tool.id).select('id'));
  if (!result.ok) return result;
  // The row is gone; a logo left behind would only waste space, so a failure here is not the admin's problem.
  if (tool.logo_path) await bucket(logoBucket).remove([tool.logo_path]);
  return { ok: true, value: undefined };
}

/** Uploads a logo file under a new path and returns that path (the form saves it with the tool). */
export async function uploadLogo(file: File, slug: string): Promise<WriteResult<string>> {
  const path = logoObjectPath(slug, file.type as LogoMimeType, crypto.randomUUID().replace(/-/g, ''));
  const { error } = await bucket(logoBucket).upload(path, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) return { ok: false, error: error as ApiError };
  return { ok: true, value: path };
}

/** Removes a logo file that is no longer used (replaced, removed from the tool, or uploaded for a form never saved). */
export async function removeLogo(path: string): Promise<void> {
  await bucket(logoBucket).remove([path]);
}

export function logoUrl(path: string): string {
  return publicUrl(logoBucket, path);
}

/** The whole ranking in its current order, for /admin/reorder. */
export async function fetchRankingOrder() {
  return loaded(
    await getSupabase().from('ai_tools').select('id, name, vendor, position, logo_path').order('position'),
    'Could not load the ranking order',
  );
}

export type RankedToolEntry = Awaited<ReturnType<typeof fetchRankingOrder>>[number];

/**
 * Saves the whole order in one call. `loadedOrder` is the order the screen started from: if the ranking has changed
 * since, the database refuses (PT409) and nothing is overwritten.
 */
export async function saveRankingOrder(ids: string[], loadedOrder: string[]): Promise<WriteResult> {
  const { error } = await getSupabase().rpc('reorder_ai_tools', { ids, expected_order: loadedOrder });
  if (error) return { ok: false, error };
  return { ok: true, value: undefined };
}
