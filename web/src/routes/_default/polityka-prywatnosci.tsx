import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../components/load-error';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { fetchSitePage } from '../../features/pages/api';
import { SitePageView } from '../../features/pages/components/site-page-view';
import { found } from '../../lib/found';

export const Route = createFileRoute('/_default/polityka-prywatnosci')({
  loader: () => found(fetchSitePage('polityka-prywatnosci')),
  component: () => <SitePageView page={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać polityki prywatności'),
});
