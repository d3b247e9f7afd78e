import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { LoadingState } from '../../components/loading-state';
import { fetchModerationPage } from '../../features/stwory/api';
import { ModerationQueue } from '../../features/stwory/components/moderation-queue';
import { pageRange } from '../../features/stwory/moderation';
import { filterOf, parseModerationSearch, type ModerationSearch } from '../../features/stwory/moderation-search';
import { usePageMeta } from '../../lib/seo';

// The creature moderation queue: pending first, status filter, server-side pages, single and bulk decisions, live.
export const Route = createFileRoute('/admin/stwory')({
  validateSearch: (search: Record<string, unknown>): ModerationSearch => parseModerationSearch(search),
  loaderDeps: ({ search }) => ({ filter: filterOf(search), page: search.strona ?? 1 }),
  loader: ({ deps }) => fetchModerationPage(deps.filter, pageRange(deps.page)),
  component: AdminCreaturesPage,
  pendingComponent: () => (
    <section className="admin-page">
      <h1>Moderacja stworów</h1>
      <LoadingState label="Wczytujemy kolejkę…" />
    </section>
  ),
  errorComponent: ({ error }) => <AdminLoadError error={error} title="Nie udało się wczytać kolejki stworów" />,
});

function AdminCreaturesPage() {
  usePageMeta('Moderacja stworów — panel administracyjny', undefined, { noindex: true });
  const page = Route.useLoaderData();
  const search = Route.useSearch();
  const router = useRouter();

  return (
    <section className="admin-page">
      <h1>Moderacja stworów</h1>
      <p className="field-hint">
        Zatwierdzone stwory od razu trafiają do galerii na stronie „Stwórz stwora”. Odrzucając, napisz autorowi powód — zobaczy go na swoim
        koncie. Nowe zgłoszenia pojawiają się tu same, bez odświeżania.
      </p>
      <ModerationQueue page={page} filter={filterOf(search)} search={search} onRefresh={() => router.invalidate()} />
    </section>
  );
}
