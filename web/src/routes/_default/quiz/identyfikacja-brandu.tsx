import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { Breadcrumbs, SectionPage } from '../../../components/section-page';
import { SaveQuizResult } from '../../../features/account/components/save-quiz-result';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchArchetypes, fetchQuizQuestions } from '../../../features/branding/api';
import { BrandQuiz } from '../../../features/branding/components/brand-quiz';
import { parseAnswerTrail } from '../../../features/branding/quiz';
import { fetchSitePage } from '../../../features/pages/api';

type QuizSearch = {
  /** Answer letters so far, e.g. "abd": a shared URL with all answers shows the result. */
  odpowiedzi?: string;
};

export const Route = createFileRoute('/_default/quiz/identyfikacja-brandu')({
  validateSearch: (search: Record<string, unknown>): QuizSearch =>
    typeof search.odpowiedzi === 'string' && /^[a-f]{1,20}$/.test(search.odpowiedzi) ? { odpowiedzi: search.odpowiedzi } : {},
  loader: async () => {
    const [questions, archetypes, intro] = await Promise.all([
      fetchQuizQuestions(),
      fetchArchetypes(),
      fetchSitePage('identyfikacja-brandu'),
    ]);
    return { questions, archetypes, intro };
  },
  // Answers only change the URL; the questions stay the same.
  shouldReload: false,
  component: QuizPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać quizu" />,
});

function QuizPage() {
  const { questions, archetypes, intro } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const trail = parseAnswerTrail(search.odpowiedzi, questions);

  return (
    <SectionPage
      title="Quiz: jaki archetyp ma twoja marka?"
      intro={intro}
      top={
        <Breadcrumbs>
          <Link to="/branding/archetypy">Archetypy marki</Link>
          <span aria-current="page">Quiz</span>
        </Breadcrumbs>
      }
    >
      <BrandQuiz
        questions={questions}
        archetypes={archetypes}
        trail={trail}
        onTrailChange={(next) => void navigate({ search: next ? { odpowiedzi: next } : {}, resetScroll: false })}
        saveResult={(answers, resultSlug) => <SaveQuizResult answers={answers} resultSlug={resultSlug} />}
      />
    </SectionPage>
  );
}
