import { Link } from '@tanstack/react-router';
import { ParameterText } from '../../../components/parameter-text';
import { useMarkdown } from '../../../lib/markdown';
import { canonicalUrl, siteName, siteOrganization, siteOrigin, useJsonLd, usePageMeta } from '../../../lib/seo';
import { coverShareImage, coverShareImageUrl } from '../../../lib/covers';
import type { Article } from '../api';
import { articleLink, articleSectionLabel } from '../utils';
import { ArticleCover } from './article-cover';
import { ArticleMeta } from './article-meta';
import { ArticleTags } from './article-tags';
import { AuthorBox, authorJsonLd } from './author-box';
import { Breadcrumbs } from '../../../components/section-page';

type ArticleViewProps = {
  article: Article;
};

export function ArticleView({ article }: ArticleViewProps) {
  // The editor's SEO fields, when filled in, win over the title and lead.
  usePageMeta(article.seo_title ?? article.title, article.seo_description ?? article.lead, {
    type: 'article',
    image: coverShareImage(article),
  });
  const origin = siteOrigin();
  useJsonLd('article', {
    '@type': 'Article',
    headline: article.title,
    description: article.lead,
    inLanguage: 'pl-PL',
    ...(article.published_at ? { datePublished: article.published_at } : {}),
    ...(article.cover_path ? { image: [coverShareImageUrl(article.cover_path)] } : {}),
    keywords: article.tags.join(', '),
    // An article without a byline is signed by the editors as a whole.
    author: article.author
      ? authorJsonLd(origin, article.author)
      : { '@type': 'Organization', name: `Redakcja ${siteName}`, url: `${origin}/o-nas` },
    publisher: siteOrganization(origin),
    mainEntityOfPage: canonicalUrl(articleLink(article.section, article.slug).to.replace('$slug', article.slug), origin),
  });
  return <ArticleContent article={article} />;
}

/** The article itself, without page metadata: the public page and the admin editor's live preview render this. */
export function ArticleContent({ article }: ArticleViewProps) {
  const bodyHtml = useMarkdown(article.body_md);

  return (
    <article className="article" aria-labelledby="article-title">
      <Breadcrumbs>
        <span>{articleSectionLabel(article.section)}</span>
      </Breadcrumbs>
      <header className="article__header">
        <h1 id="article-title" className="article__title" data-testid="post-title">
          <ParameterText text={article.title} />
        </h1>
        <p className="article__lead">{article.lead}</p>
        <ArticleMeta publishedAt={article.published_at} readingMinutes={article.reading_minutes} />
        <ArticleTags tags={article.tags} />
      </header>
      {article.cover_path ? <ArticleCover path={article.cover_path} alt={article.cover_alt ?? ''} /> : null}
      {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
      <div className="prose" data-testid="post-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {article.author ? <AuthorBox author={article.author} /> : null}
      <footer className="article__footer">
        <Link to="/" className="button button--secondary">
          ← Wszystkie artykuły
        </Link>
      </footer>
    </article>
  );
}
