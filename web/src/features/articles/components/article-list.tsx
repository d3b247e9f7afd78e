import type { ArticleSummary } from '../api';
import { leadCoverIndex } from '../utils';
import { ArticleCard } from './article-card';
import '../articles.css';

type ArticleListProps = {
  articles: ArticleSummary[];
};

export function ArticleList({ articles }: ArticleListProps) {
  if (articles.length === 0) {
    return (
      <p className="empty-state" data-testid="post-list-empty">
        Jeszcze nic tu nie opublikowaliśmy. Zajrzyj wkrótce!
      </p>
    );
  }
  const lead = leadCoverIndex(articles);
  return (
    <ul className="article-list" data-testid="post-list">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard article={article} priority={index === lead} />
        </li>
      ))}
    </ul>
  );
}
