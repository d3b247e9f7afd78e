import { LoadingState } from '../../../components/loading-state';
import '../articles.css';

const placeholderCount = 6;

export function ArticleListSkeleton() {
  return (
    <div>
      <LoadingState label="Wczytujemy najnowsze artykuły…" />
      <ul className="article-list" aria-hidden="true">
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index}>
            <div className="article-card article-card--skeleton">
              <span className="skeleton skeleton--short" />
              <span className="skeleton skeleton--title" />
              <span className="skeleton" />
              <span className="skeleton" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
