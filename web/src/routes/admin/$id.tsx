import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundScreen } from '../../components/not-found-screen';
import { EditorError, EditorPending, loadEditorPost } from '../../features/admin-pages/components/editor-route';
import { PageEditor } from '../../features/admin-pages/components/page-editor';

// The same editor as /admin/page/$id, reached by id directly (a URL of the original site). Static admin routes
// (/admin/pages, /admin/stwory, …) rank before this one.
export const Route = createFileRoute('/admin/$id')({
  loader: async ({ params }) => {
    const loaded = await loadEditorPost(params.id);
    if (!loaded) throw notFound();
    return loaded.post;
  },
  // Never reuse a cached or preloaded version (see /admin/page/$id).
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
  return <PageEditor key={post.id} post={post} />;
}
