import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LoadingState } from '../../components/loading-state';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { fetchPostPage, type PostListQuery } from '../../features/admin-pages/api';
import { PagesList } from '../../features/admin-pages/components/pages-list';
import { parsePagesSearch, type PagesSearch } from '../../features/admin-pages/pages-search';
import { usePageMeta } from '../../lib/seo';

// All articles: search, category and status filters, sorting and server-side pages (count + range).
export const Route = createFileRoute('/admin/pages')({
  // Links may omit every param; the defaults are filled in here, and again for the component.
  validateSearch: (search: Record<string, unknown>): PagesSearch => parsePagesSearch(search),
  loaderDeps: ({ search }) => parsePagesSearch(search),
  loader: ({ deps }) => fetchPostPage(deps),
  pendingComponent: () => <LoadingState label="Wczytuję artykuły…" />,
  errorComponent: ({ error }) => <AdminLoadError error={error} title="Nie udało się wczytać artykułów" />,
  component: PagesPage,
});

function PagesPage() {
  usePageMeta('Artykuły', undefined, { noindex: true });
  const query = parsePagesSearch(Route.useSearch());
  const { rows, total } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const onQueryChange = useCallback(
    (next: Partial<PostListQuery>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true }),
    [navigate],
  );
  return <PagesList query={query} rows={rows} total={total} onQueryChange={onQueryChange} onChanged={() => router.invalidate()} />;
}
