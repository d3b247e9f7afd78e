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

/**
 * A section's data with its editable introduction (the site_pages row `slug`), fetched together:
 * `withIntro('slownik-ai', { terms: fetchGlossaryTerms() })` gives `{ intro, terms }`.
 */
export async function withIntro<Data extends Record<string, Promise<unknown>>>(
  slug: string,
  data: Data,
): Promise<{ intro: SitePage | null } & { [Key in keyof Data]: Awaited<Data[Key]> }> {
  const [intro, ...values] = await Promise.all([fetchSitePage(slug), ...Object.values(data)]);
  const loaded = Object.fromEntries(Object.keys(data).map((key, index) => [key, values[index]]));
  return { intro, ...loaded } as { intro: SitePage | null } & { [Key in keyof Data]: Awaited<Data[Key]> };
}
