import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchParameterGuide } from '../../../features/parameter-guides/api';
import { ParameterGuideView } from '../../../features/parameter-guides/components/parameter-guide-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/ai/midjourney-chaos')({
  loader: () => found(fetchParameterGuide('midjourney-chaos')),
  component: () => <ParameterGuideView guide={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać poradnika'),
});
