import { DataLoadError } from '../../lib/errors';
import { getSupabase } from '../../lib/supabase';

/** A published page of public.site_pages (privacy policy, section introductions); null when missing. */
export async function fetchSitePage(slug: string) {
  const { data, error } = await getSupabase()
    .from('site_pages')
    .select('slug, title, description, body_md, published_at, updated_at, cover_path, cover_alt')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw new DataLoadError(`Could not load page ${slug}`, { cause: error });
  return data;
}

export type SitePage = NonNullable<Awaited<ReturnType<typeof fetchSitePage>>>;
