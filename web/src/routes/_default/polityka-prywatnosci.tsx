import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { NotFoundScreen } from '../../components/not-found-screen';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { fetchSitePage } from '../../features/pages/api';
import { SitePageView } from '../../features/pages/components/site-page-view';

export const Route = createFileRoute('/_default/polityka-prywatnosci')({
  loader: async () => {
    const page = await fetchSitePage('polityka-prywatnosci');
    if (!page) throw notFound();
    return page;
  },
  component: PrivacyPolicyPage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać polityki prywatności" />,
});

function PrivacyPolicyPage() {
  const page = Route.useLoaderData();
  return <SitePageView page={page} />;
}
