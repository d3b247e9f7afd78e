import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { NotFoundScreen } from '../../components/not-found-screen';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { fetchSitePage } from '../../features/pages/api';
import { SitePageView } from '../../features/pages/components/site-page-view';

// /o-nas: who writes the site, how tools are tested and where the illustrations come from (site_pages, slug o-nas).
export const Route = createFileRoute('/_default/o-nas')({
  loader: async () => {
    const page = await fetchSitePage('o-nas');
    if (!page) throw notFound();
    return page;
  },
  component: AboutPage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać strony „O nas”" />,
});

function AboutPage() {
  const page = Route.useLoaderData();
  return <SitePageView page={page} />;
}
