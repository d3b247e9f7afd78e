import { LoadingState } from '../../../components/loading-state';

export function ArticleSkeleton() {
  return (
    <div className="article" aria-busy="true">
      <LoadingState label="Wczytujemy artykuł…" />
      <div aria-hidden="true">
        <span className="skeleton skeleton--title" />
        <span className="skeleton" />
        <span className="skeleton" />
        <span className="skeleton skeleton--short" />
      </div>
    </div>
  );
}
