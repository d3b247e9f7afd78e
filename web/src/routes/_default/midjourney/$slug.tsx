import { createFileRoute } from '@tanstack/react-router';
import { contentScreens } from '../../../components/load-error';
import { fetchArticle } from '../../../features/articles/api';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { ArticleView } from '../../../features/articles/components/article-view';
import { found } from '../../../lib/found';

export const Route = createFileRoute('/_default/midjourney/$slug')({
  loader: ({ params }) => found(fetchArticle('midjourney', params.slug)),
  component: () => <ArticleView article={Route.useLoaderData()} />,
  pendingComponent: ArticleSkeleton,
  ...contentScreens('Nie udało się wczytać artykułu'),
});
