import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchComparison } from '../../../features/ranking/api';
import { ComparisonView } from '../../../features/ranking/components/comparison-view';

export const Route = createFileRoute('/_default/ai/porownanie-gpt-midjourney-ideogram-flux-freepik')({
  loader: async () => {
    const comparison = await fetchComparison('porownanie-gpt-midjourney-ideogram-flux-freepik');
    if (!comparison) throw notFound();
    return comparison;
  },
  component: ComparisonPage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać porównania" />,
});

function ComparisonPage() {
  const comparison = Route.useLoaderData();
  return <ComparisonView comparison={comparison} />;
}
