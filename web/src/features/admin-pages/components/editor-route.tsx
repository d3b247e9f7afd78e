import { LoadingState } from '../../../components/loading-state';
import { AdminLoadError } from '../../admin/components/admin-load-error';
import { createPost, fetchPost, type Post } from '../api';

/**
 * What /admin/page/$id and /admin/$id share: the same loader and screens, so both URLs open the same editor.
 * "new" creates a draft and answers with its id, so the route can redirect to it.
 */
export async function loadEditorPost(id: string): Promise<{ post: Post } | { createdId: string } | null> {
  if (id === 'new') return { createdId: (await createPost()).id };
  const post = await fetchPost(id);
  return post ? { post } : null;
}

export const EditorPending = () => <LoadingState label="Wczytuję artykuł…" />;

export const EditorError = ({ error }: { error: unknown }) => <AdminLoadError error={error} title="Nie udało się wczytać artykułu" />;
