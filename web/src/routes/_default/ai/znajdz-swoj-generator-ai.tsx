import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingState } from '../../../components/loading-state';
import { fetchSitePage } from '../../../features/pages/api';
import { PageIntro } from '../../../features/pages/components/page-intro';
import { fetchAiTools } from '../../../features/ranking/api';
import { RecommendationList } from '../../../features/ranking/components/recommendation-list';
import { RecommenderForm } from '../../../features/ranking/components/recommender-form';
import { recommendTools } from '../../../features/ranking/recommender';
import { isComplete, parseRecommenderAnswers, type RecommenderAnswers } from '../../../features/ranking/recommender-answers';
import { PageCover } from '../../../components/page-cover';
import { coverShareImage } from '../../../lib/covers';
import { usePageMeta } from '../../../lib/seo';

export const Route = createFileRoute('/_default/ai/znajdz-swoj-generator-ai')({
  validateSearch: (search: Record<string, unknown>): RecommenderAnswers => parseRecommenderAnswers(search),
  loader: async () => {
    const [tools, intro] = await Promise.all([fetchAiTools(), fetchSitePage('znajdz-swoj-generator-ai')]);
    return { tools, intro };
  },
  // Answers only change the URL; the ranking data stays the same.
  shouldReload: false,
  component: RecommenderPage,
  pendingComponent: () => (
    <div className="article">
      <h1 className="article__title">Znajdź swój generator AI</h1>
      <LoadingState label="Wczytujemy dane rankingu…" />
    </div>
  ),
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać rekomendacji" />,
});

function RecommenderPage() {
  const { tools, intro } = Route.useLoaderData();
  const answers = Route.useSearch();
  const navigate = Route.useNavigate();
  const title = intro?.title ?? 'Znajdź swój generator AI';
  usePageMeta(title, intro?.description, { image: intro ? coverShareImage(intro) : undefined });

  return (
    <div className="article">
      <nav className="breadcrumbs" aria-label="Ścieżka nawigacji">
        <Link to="/">Strona główna</Link>
        <span aria-hidden="true"> / </span>
        <Link to="/ranking-top-ai">Ranking AI</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{title}</span>
      </nav>
      <header className="article__header">
        <h1 className="article__title">{title}</h1>
        {intro && <PageIntro markdown={intro.body_md} />}
      </header>
      {intro?.cover_path ? <PageCover path={intro.cover_path} alt={intro.cover_alt ?? ''} /> : null}

      <RecommenderForm
        answers={answers}
        onChange={(next) => void navigate({ search: parseRecommenderAnswers(next), replace: true, resetScroll: false })}
      />

      <section aria-labelledby="recommendations-title" aria-live="polite">
        {isComplete(answers) && (
          <>
            <h2 id="recommendations-title" className="section-title">
              Nasze propozycje dla ciebie
            </h2>
            <RecommendationList recommendations={recommendTools(tools, answers)} />
            <p className="field-hint">Link do tej strony zapamiętuje twoje odpowiedzi — możesz go komuś wysłać.</p>
          </>
        )}
      </section>
    </div>
  );
}
