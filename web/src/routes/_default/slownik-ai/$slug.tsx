import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingState } from '../../../components/loading-state';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { fetchGlossaryTerm } from '../../../features/glossary/api';
import { GlossaryTermView } from '../../../features/glossary/components/glossary-term-view';

export const Route = createFileRoute('/_default/slownik-ai/$slug')({
  loader: async ({ params }) => {
    const term = await fetchGlossaryTerm(params.slug);
    if (!term) throw notFound();
    return term;
  },
  component: GlossaryTermPage,
  pendingComponent: () => (
    <div className="article">
      <LoadingState label="Wczytujemy pojęcie…" />
    </div>
  ),
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać pojęcia" />,
});

function GlossaryTermPage() {
  const term = Route.useLoaderData();
  return <GlossaryTermView term={term} />;
}
