import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { fetchStatusCounts, fetchSubscriberPage } from '../../features/admin-newsletter/api';
import { SubscribersAdmin } from '../../features/admin-newsletter/components/subscribers-admin';
import { parseSubscriberSearch, type SubscriberSearch } from '../../features/admin-newsletter/subscriber-search';
import { usePageMeta } from '../../lib/seo';

// Newsletter subscribers: filter by status, search by e-mail, server-side pages, CSV export, erasure on request.
export const Route = createFileRoute('/admin/newsletter')({
  validateSearch: (search: Record<string, unknown>): SubscriberSearch => parseSubscriberSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [page, counts] = await Promise.all([fetchSubscriberPage(deps, deps.page ?? 1), fetchStatusCounts()]);
    return { page, counts };
  },
  pendingComponent: () => <LoadingState label="Wczytuję subskrybentów…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać subskrybentów" />,
  component: SubscribersPage,
});

function SubscribersPage() {
  usePageMeta('Subskrybenci newslettera', 'Panel administracyjny: subskrybenci newslettera.', { noindex: true });
  const search = Route.useSearch();
  const { page, counts } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <SubscribersAdmin
      // A new search starts with fresh form state.
      key={`${search.status ?? ''}|${search.q ?? ''}`}
      search={search}
      page={page}
      counts={counts}
      onSearch={(next) => void navigate({ search: { status: next.status, q: next.q, page: next.page } })}
      onChanged={() => router.invalidate()}
    />
  );
}
