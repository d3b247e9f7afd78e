import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchParameterGuide } from '../../../features/parameter-guides/api';
import { ParameterGuideView } from '../../../features/parameter-guides/components/parameter-guide-view';

export const Route = createFileRoute('/_default/ai/midjourney-stylize')({
  loader: async () => {
    const guide = await fetchParameterGuide('midjourney-stylize');
    if (!guide) throw notFound();
    return guide;
  },
  component: GuidePage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać poradnika" />,
});

function GuidePage() {
  const guide = Route.useLoaderData();
  return <ParameterGuideView guide={guide} />;
}
