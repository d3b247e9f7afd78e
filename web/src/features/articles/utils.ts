import type { ArticleSection } from './api';

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
export function articleLink(section: string, slug: string) {
  const to = toArticleSection(section) === 'midjourney' ? '/midjourney/$slug' : '/post/$slug';
  return { to, params: { slug } } as const;
}
