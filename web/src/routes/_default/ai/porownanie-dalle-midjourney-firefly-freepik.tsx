import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchComparison } from '../../../features/ranking/api';
import { ComparisonView } from '../../../features/ranking/components/comparison-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/ai/porownanie-dalle-midjourney-firefly-freepik')({
  loader: () => found(fetchComparison('porownanie-dalle-midjourney-firefly-freepik')),
  component: () => <ComparisonView comparison={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać porównania'),
});
