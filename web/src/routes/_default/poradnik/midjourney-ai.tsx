import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchSitePage } from '../../../features/pages/api';
import { GuideView } from '../../../features/pages/components/guide-view';

export const Route = createFileRoute('/_default/poradnik/midjourney-ai')({
  loader: async () => {
    const page = await fetchSitePage('poradnik-midjourney-ai');
    if (!page) throw notFound();
    return page;
  },
  component: GuidePage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać poradnika" />,
});

function GuidePage() {
  const page = Route.useLoaderData();
  return <GuideView page={page} />;
}
