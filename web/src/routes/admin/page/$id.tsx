import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { ArticleContent } from '../../../features/articles/components/article-view';
import { EditorError, EditorPending, loadEditorPost } from '../../../features/admin-pages/components/editor-route';
import { PageEditor } from '../../../features/admin-pages/components/page-editor';

// The page editor. /admin/page/new opens an unsaved article, which moves to its own address on its first save.
export const Route = createFileRoute('/admin/page/$id')({
  loader: async ({ params }) => {
    const loaded = await loadEditorPost(params.id);
    if (!loaded) throw notFound();
    return loaded.post;
  },
  // Never reuse a cached or preloaded version: the editor must start from the newest one (optimistic concurrency).
  staleTime: 0,
  gcTime: 0,
  preloadStaleTime: 0,
  shouldReload: true,
  pendingComponent: EditorPending,
  errorComponent: EditorError,
  notFoundComponent: NotFoundScreen,
  component: EditorPage,
});

function EditorPage() {
  const post = Route.useLoaderData();
  return <PageEditor key={post.id} post={post} renderArticle={(article) => <ArticleContent article={article} />} />;
}
