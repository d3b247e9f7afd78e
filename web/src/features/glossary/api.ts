import { DataLoadError } from '../../lib/errors';
import { sortPolish } from '../../lib/polish-text';
import { slugPattern } from '../../lib/slug';
import { getSupabase } from '../../lib/supabase';
import { loaded } from '../../lib/query';

/** Every term with what the index and the search need, in Polish alphabetical order. */
export async function fetchGlossaryTerms() {
  const data = loaded(
    await getSupabase().from('glossary_terms').select('slug, term, also_known_as, definition'),
    'Could not load the glossary',
  );
  return sortPolish(data, (term) => term.term);
}

export type GlossaryTermSummary = Awaited<ReturnType<typeof fetchGlossaryTerms>>[number];

/** One term with its related terms and published articles resolved to titles; null when it does not exist. */
export async function fetchGlossaryTerm(slug: string) {
  if (!slugPattern.test(slug)) return null;
  const supabase = getSupabase();
  const [termResult, indexResult] = await Promise.all([
    supabase
      .from('glossary_terms')
      .select('slug, term, also_known_as, definition, example, related_terms, related_posts, updated_at')
      .eq('slug', slug)
      .maybeSingle(),
    supabase.from('glossary_terms').select('slug, term'),
  ]);
  if (termResult.error) throw new DataLoadError(`Could not load glossary term ${slug}`, { cause: termResult.error });
  if (indexResult.error) throw new DataLoadError('Could not load the glossary index', { cause: indexResult.error });
  const term = termResult.data;
  if (!term) return null;

  let relatedArticles: { slug: string; section: string; title: string }[] = [];
  if (term.related_posts.length > 0) {
    const data = loaded(
      await supabase.from('posts').select('slug, section, title').eq('status', 'published').in('slug', term.related_posts),
      `Could not load articles related to ${slug}`,
    );
    // Keep the editor's order.
    relatedArticles = term.related_posts.flatMap((postSlug) => data.filter((post) => post.slug === postSlug));
  }

  const alphabetical = sortPolish(indexResult.data, (entry) => entry.term);
  const position = alphabetical.findIndex((entry) => entry.slug === slug);
  const bySlug = new Map(alphabetical.map((entry) => [entry.slug, entry]));
  return {
    ...term,
    relatedTerms: term.related_terms.flatMap((relatedSlug) => bySlug.get(relatedSlug) ?? []),
    relatedArticles,
    previous: position > 0 ? alphabetical[position - 1] : undefined,
    next: position >= 0 ? alphabetical[position + 1] : undefined,
  };
}

export type GlossaryTerm = NonNullable<Awaited<ReturnType<typeof fetchGlossaryTerm>>>;
