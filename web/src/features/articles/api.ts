import { DataLoadError } from '../../lib/errors';
import { countTags, type ArticleSection } from './utils';
import { slugPattern } from '../../lib/slug';
import { getSupabase } from '../../lib/supabase';
import { loaded } from '../../lib/query';
import { buckets, publicUrl } from '../../lib/storage';

/** The URL prefix of an article: /post/<slug> or /midjourney/<slug>. */
export type { ArticleSection } from './utils';

/** Public URL of a cover image in the storage bucket "covers" (the original: 1200×630 for seeded covers). */
export function articleCoverUrl(path: string): string {
  return publicUrl(buckets.covers, path);
}

const listColumns = 'slug, section, title, lead, tags, reading_minutes, published_at, cover_path, cover_alt';

/** Newest published articles for the home page. */
export async function fetchLatestArticles(limit = 12) {
  const { data, error } = await getSupabase()
    .from('posts')
    .select(listColumns)
    // RLS already hides drafts from visitors; this keeps them off the home page for admins too.
    .eq('status', 'published')
    .order('published_at', { ascending: false })
    .limit(limit);
  if (error) throw new DataLoadError('Could not load the latest articles', { cause: error });
  return data;
}

export type ArticleSummary = Awaited<ReturnType<typeof fetchLatestArticles>>[number];

/** One article by section and slug; null when it does not exist or is not visible to the caller. */
export async function fetchArticle(section: ArticleSection, slug: string) {
  // Same format as the database check: anything else cannot exist, so skip the request.
  if (!slugPattern.test(slug)) return null;
  return loaded(
    await getSupabase()
      .from('posts')
      .select(
        'slug, section, title, lead, body_md, tags, reading_minutes, status, published_at, cover_path, cover_alt, seo_title, seo_description, author:authors(slug, name, role, bio, avatar_path, avatar_alt)',
      )
      .eq('section', section)
      .eq('slug', slug)
      .maybeSingle(),
    `Could not load article ${section}/${slug}`,
  );
}

export type Article = NonNullable<Awaited<ReturnType<typeof fetchArticle>>>;

/** Every tag of the published articles with how many articles carry it, in Polish alphabetical order. */
export async function fetchTagCounts() {
  const data = loaded(await getSupabase().from('posts').select('tags').eq('status', 'published'), 'Could not load the tags');
  return countTags(data.map((post) => post.tags));
}

/** Published articles carrying a tag, newest first. */
export async function fetchArticlesByTag(tag: string) {
  return loaded(
    await getSupabase()
      .from('posts')
      .select(listColumns)
      .eq('status', 'published')
      .contains('tags', [tag])
      .order('published_at', { ascending: false }),
    `Could not load articles tagged ${tag}`,
  );
}

/** Everyone who signs articles, in Polish alphabetical order of their names (for /o-nas). */
export async function fetchAuthors() {
  const data = loaded(
    await getSupabase().from('authors').select('slug, name, role, bio, avatar_path, avatar_alt'),
    'Could not load the authors',
  );
  const collator = new Intl.Collator('pl');
  return data.sort((a, b) => collator.compare(a.name, b.name));
}

export type Author = Awaited<ReturnType<typeof fetchAuthors>>[number];
