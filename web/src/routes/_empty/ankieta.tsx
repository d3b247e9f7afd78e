import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { Logo } from '../../components/logo';
import { fetchSitePage } from '../../features/pages/api';
import { PageIntro } from '../../features/pages/components/page-intro';
import { fetchSurveyQuestions } from '../../features/survey/api';
import { SurveyForm } from '../../features/survey/components/survey-form';
import { siteName, usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/_empty/ankieta')({
  loader: async () => {
    const [questions, intro] = await Promise.all([fetchSurveyQuestions(), fetchSitePage('ankieta')]);
    return { questions, intro };
  },
  component: SurveyPage,
  pendingComponent: () => <LoadingState label="Wczytujemy ankietę…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać ankiety" />,
});

function SurveyPage() {
  const { questions, intro } = Route.useLoaderData();
  const title = intro?.title ?? 'Ankieta dla czytelników';
  usePageMeta(title, intro?.description);
  return (
    <div className="article">
      <Link to="/" className="brand survey__brand">
        <Logo />
        <span className="brand__name">{siteName}</span>
      </Link>
      <header className="article__header">
        <h1 className="article__title">{title}</h1>
        {intro && <PageIntro markdown={intro.body_md} />}
      </header>
      <SurveyForm questions={questions} />
    </div>
  );
}
