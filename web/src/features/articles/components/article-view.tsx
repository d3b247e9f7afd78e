import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ParameterText } from '../../../components/parameter-text';
import { renderMarkdown } from '../../../lib/markdown';
import { usePageMeta } from '../../../lib/seo';
import type { Article } from '../api';
import { articleSectionLabel } from '../utils';
import { ArticleMeta } from './article-meta';
import { ArticleTags } from './article-tags';

type ArticleViewProps = {
  article: Article;
};

export function ArticleView({ article }: ArticleViewProps) {
  usePageMeta(article.title, article.lead, { type: 'article' });
  const bodyHtml = useMemo(() => renderMarkdown(article.body_md), [article.body_md]);

  return (
    <article className="article" aria-labelledby="article-title">
      <nav className="breadcrumbs" aria-label="Ścieżka nawigacji">
        <Link to="/">Strona główna</Link>
        <span aria-hidden="true"> / </span>
        <span>{articleSectionLabel(article.section)}</span>
      </nav>
      <header className="article__header">
        <h1 id="article-title" className="article__title" data-testid="post-title">
          <ParameterText text={article.title} />
        </h1>
        <p className="article__lead">{article.lead}</p>
        <ArticleMeta publishedAt={article.published_at} readingMinutes={article.reading_minutes} />
        <ArticleTags tags={article.tags} />
      </header>
      {/* Markdown comes from our own database and is sanitised by DOMPurify in renderMarkdown. */}
      <div className="prose" data-testid="post-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <footer className="article__footer">
        <Link to="/" className="button button--secondary">
          ← Wszystkie artykuły
        </Link>
      </footer>
    </article>
  );
}
