import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { fetchSitePage } from '../../../features/pages/api';
import { GuideView } from '../../../features/pages/components/guide-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/poradnik/midjourney-video')({
  loader: () => found(fetchSitePage('poradnik-midjourney-video')),
  component: () => <GuideView page={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać poradnika'),
});
