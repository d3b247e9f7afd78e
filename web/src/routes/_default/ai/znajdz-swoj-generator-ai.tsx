import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { Breadcrumbs, SectionPage, SectionPending } from '../../../components/section-page';
import { withIntro } from '../../../features/pages/api';
import { fetchAiTools } from '../../../features/ranking/api';
import { RecommendationList } from '../../../features/ranking/components/recommendation-list';
import { RecommenderForm } from '../../../features/ranking/components/recommender-form';
import { recommendTools } from '../../../features/ranking/recommender';
import { isComplete, parseRecommenderAnswers, type RecommenderAnswers } from '../../../features/ranking/recommender-answers';
import { PageCover } from '../../../components/page-cover';
import { coverShareImage } from '../../../lib/covers';

export const Route = createFileRoute('/_default/ai/znajdz-swoj-generator-ai')({
  validateSearch: (search: Record<string, unknown>): RecommenderAnswers => parseRecommenderAnswers(search),
  loader: () => withIntro('znajdz-swoj-generator-ai', { tools: fetchAiTools() }),
  // Answers only change the URL; the ranking data stays the same.
  shouldReload: false,
  component: RecommenderPage,
  pendingComponent: () => <SectionPending title="Znajdź swój generator AI" label="Wczytujemy dane rankingu…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać rekomendacji" />,
});

function RecommenderPage() {
  const { tools, intro } = Route.useLoaderData();
  const answers = Route.useSearch();
  const navigate = Route.useNavigate();
  const title = intro?.title ?? 'Znajdź swój generator AI';

  return (
    <SectionPage
      title={title}
      intro={intro}
      meta={{ image: intro ? coverShareImage(intro) : undefined }}
      top={
        <Breadcrumbs>
          <Link to="/ranking-top-ai">Ranking AI</Link>
          <span aria-current="page">{title}</span>
        </Breadcrumbs>
      }
    >
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
    </SectionPage>
  );
}
