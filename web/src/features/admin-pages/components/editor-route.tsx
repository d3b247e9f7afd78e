import { LoadingState } from '../../../components/loading-state';
import { AdminLoadError } from '../../../components/admin/admin-load-error';
import { fetchPost, newPostDraft, type Post } from '../api';

// The row a first save just inserted, for the editor's move from /admin/page/new to the post's own address: the
// loader answers with it at once, so the editor stays as it is (no reload, nothing typed meanwhile is lost).
const justCreated = new Map<string, Post>();

export function rememberCreatedPost(post: Post): void {
  justCreated.set(post.id, post);
}

/**
 * What /admin/page/$id and /admin/$id share: the same loader and screens, so both URLs open the same editor.
 * "new" opens an unsaved article; the database gets it on its first save.
 */
export async function loadEditorPost(id: string): Promise<{ post: Post } | null> {
  if (id === 'new') return { post: newPostDraft() };
  const created = justCreated.get(id);
  if (created) {
    justCreated.delete(id);
    return { post: created };
  }
  const post = await fetchPost(id);
  return post ? { post } : null;
}

export const EditorPending = () => <LoadingState label="Wczytuję artykuł…" />;

export const EditorError = ({ error }: { error: unknown }) => <AdminLoadError error={error} title="Nie udało się wczytać artykułu" />;
