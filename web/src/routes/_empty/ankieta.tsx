import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { BrandLink } from '../../components/logo';
import { SectionPage } from '../../components/section-page';
import { withIntro } from '../../features/pages/api';
import { fetchSurveyQuestions } from '../../features/survey/api';
import { SurveyForm } from '../../features/survey/components/survey-form';

export const Route = createFileRoute('/_empty/ankieta')({
  loader: () => withIntro('ankieta', { questions: fetchSurveyQuestions() }),
  component: SurveyPage,
  pendingComponent: () => <LoadingState label="Wczytujemy ankietę…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać ankiety" />,
});

function SurveyPage() {
  const { questions, intro } = Route.useLoaderData();
  return (
    <SectionPage title="Ankieta dla czytelników" intro={intro} top={<BrandLink className="survey__brand" />}>
      <SurveyForm questions={questions} />
    </SectionPage>
  );
}
