import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { LoadingState } from '../../../components/loading-state';
import { fetchGlossaryTerm } from '../../../features/glossary/api';
import { GlossaryTermView } from '../../../features/glossary/components/glossary-term-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/slownik-ai/$slug')({
  loader: ({ params }) => found(fetchGlossaryTerm(params.slug)),
  component: () => <GlossaryTermView term={Route.useLoaderData()} />,
  pendingComponent: () => (
    <div className="article">
      <LoadingState label="Wczytujemy pojęcie…" />
    </div>
  ),
  ...contentScreens('Nie udało się wczytać pojęcia'),
});
