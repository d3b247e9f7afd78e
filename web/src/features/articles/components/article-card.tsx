import { Link } from '@tanstack/react-router';
import { ParameterText } from '../../../components/parameter-text';
import type { ArticleSummary } from '../api';
import { articleLink, articleSectionLabel } from '../utils';
import { ArticleMeta } from './article-meta';
import { ArticleTags } from './article-tags';
import { CoverImage } from '../../../components/cover-image';
import '../articles.css';

type ArticleCardProps = {
  article: ArticleSummary;
  /** The first card of a list at the top of the page: its cover loads at once. */
  priority?: boolean;
};

export function ArticleCard({ article, priority = false }: ArticleCardProps) {
  return (
    <article className="article-card" data-testid="post-card">
      {article.cover_path ? (
        <CoverImage
          className="article-card__cover"
          path={article.cover_path}
          alt={article.cover_alt ?? ''}
          sizes="(max-width: 44rem) calc(100vw - 2rem), 22rem"
          priority={priority}
        />
      ) : null}
      <p className="article-card__section">{articleSectionLabel(article.section)}</p>
      <h3 className="article-card__title">
        {/* The link's ::after covers the whole card, so the card is one big click target. */}
        <Link {...articleLink(article.section, article.slug)} className="article-card__link">
          <ParameterText text={article.title} />
        </Link>
      </h3>
      <p className="article-card__lead">{article.lead}</p>
      <ArticleMeta publishedAt={article.published_at} readingMinutes={article.reading_minutes} />
      <ArticleTags tags={article.tags} />
    </article>
  );
}
