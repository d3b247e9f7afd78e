import { DataLoadError } from '../../lib/errors';
import { getSupabase } from '../../lib/supabase';
import { loaded } from '../../lib/query';
import { buckets, publicUrlWithoutClient } from '../../lib/storage';
import { byPosition, loadByPosition } from '../../lib/by-position';

const toolColumns =
  'slug, name, vendor, category, position, score, price_from_usd, pricing_note, has_free_tier, commercial_use, licence_note, polish_support, strengths, weaknesses, best_for, use_cases, url, logo_path';

/** The whole ranking in the order admins set. */
export const fetchAiTools = () => loadByPosition('ai_tools', toolColumns, 'Could not load the AI tools ranking');

export type AiTool = Awaited<ReturnType<typeof fetchAiTools>>[number];

/** Public URL of a tool's logo in the public `logos` bucket (no client needed: the bucket is public). */
export function toolLogoUrl(logoPath: string): string {
  return publicUrlWithoutClient(buckets.logos, logoPath);
}

/** The first places of the ranking, for the home page. */
export async function fetchTopAiTools(limit = 5) {
  return loaded(
    await byPosition('ai_tools', 'slug, name, vendor, position, score, best_for').limit(limit),
    'Could not load the top of the AI tools ranking',
  );
}

export type TopAiTool = Awaited<ReturnType<typeof fetchTopAiTools>>[number];

/** A published comparison article with its tools from the ranking, in the editor's order; null when missing. */
export async function fetchComparison(slug: string) {
  const supabase = getSupabase();
  const { data: comparison, error } = await supabase
    .from('tool_comparisons')
    .select('slug, title, lead, body_md, tool_slugs, published_at, updated_at, cover_path, cover_alt')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw new DataLoadError(`Could not load comparison ${slug}`, { cause: error });
  if (!comparison) return null;
  const tools = await fetchAiTools();
  const compared = comparison.tool_slugs.flatMap((toolSlug) => tools.filter((tool) => tool.slug === toolSlug));
  return { ...comparison, tools: compared };
}

export type Comparison = NonNullable<Awaited<ReturnType<typeof fetchComparison>>>;
