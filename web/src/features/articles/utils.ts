import { sortPolish } from '../../lib/polish-text';

export type ArticleSection = 'post' | 'midjourney';

export function toArticleSection(section: string): ArticleSection {
  return section === 'midjourney' ? 'midjourney' : 'post';
}

const sectionLabels: Record<ArticleSection, string> = {
  post: 'Artykuł',
  midjourney: 'Midjourney',
};

export function articleSectionLabel(section: string): string {
  return sectionLabels[toArticleSection(section)];
}

/** Typed link target for an article, so cards can point at either section's route. */
export { articleLink } from '../../lib/article-links';

/** Tag → number of articles, sorted in Polish alphabetical order. */
export function countTags(tagLists: readonly string[][]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const tags of tagLists) for (const tag of new Set(tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return sortPolish(
    [...counts].map(([tag, count]) => ({ tag, count })),
    (entry) => entry.tag,
  );
}

/**
 * Which card of a list carries the page's main picture (loaded at once, high priority): the first with a cover, so an
 * article published without one does not leave every cover of the page lazy. -1 when none has a cover.
 */
export function leadCoverIndex(articles: readonly { cover_path: string | null }[]): number {
  return articles.findIndex((article) => article.cover_path !== null);
}
