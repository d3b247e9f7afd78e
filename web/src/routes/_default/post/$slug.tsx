import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { fetchArticle } from '../../../features/articles/api';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { ArticleView } from '../../../features/articles/components/article-view';

export const Route = createFileRoute('/_default/post/$slug')({
  loader: async ({ params }) => {
    const article = await fetchArticle('post', params.slug);
    if (!article) throw notFound();
    return article;
  },
  component: ArticlePage,
  pendingComponent: ArticleSkeleton,
  notFoundComponent: NotFoundScreen,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać artykułu" />,
});

function ArticlePage() {
  const article = Route.useLoaderData();
  return <ArticleView article={article} />;
}
