import { getSupabase } from '../../lib/supabase';
import { loaded } from '../../lib/query';

/** A published page of public.site_pages (privacy policy, section introductions); null when missing. */
export async function fetchSitePage(slug: string) {
  return loaded(
    await getSupabase()
      .from('site_pages')
      .select('slug, title, description, body_md, published_at, updated_at, cover_path, cover_alt')
      .eq('slug', slug)
      .maybeSingle(),
    `Could not load page ${slug}`,
  );
}

export type SitePage = NonNullable<Awaited<ReturnType<typeof fetchSitePage>>>;
