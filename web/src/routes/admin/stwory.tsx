import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { AdminPage, AdminPending } from '../../components/admin/admin-page';
import { fetchModerationPage } from '../../features/stwory/api';
import { ModerationQueue } from '../../features/stwory/components/moderation-queue';
import { pageRange } from '../../features/stwory/moderation';
import { filterOf, parseModerationSearch, type ModerationSearch } from '../../features/stwory/moderation-search';

// The creature moderation queue: pending first, status filter, server-side pages, single and bulk decisions, live.
export const Route = createFileRoute('/admin/stwory')({
  validateSearch: (search: Record<string, unknown>): ModerationSearch => parseModerationSearch(search),
  loaderDeps: ({ search }) => ({ filter: filterOf(search), page: search.strona ?? 1 }),
  loader: ({ deps }) => fetchModerationPage(deps.filter, pageRange(deps.page)),
  component: AdminCreaturesPage,
  pendingComponent: () => <AdminPending title="Moderacja stworów" label="Wczytujemy kolejkę…" />,
  errorComponent: ({ error }) => <AdminLoadError error={error} title="Nie udało się wczytać kolejki stworów" />,
});

function AdminCreaturesPage() {
  const page = Route.useLoaderData();
  const search = Route.useSearch();
  const router = useRouter();

  return (
    <AdminPage
      title="Moderacja stworów"
      hint={
        <>
          Zatwierdzone stwory od razu trafiają do galerii na stronie „Stwórz stwora”. Odrzucając, napisz autorowi powód — zobaczy go na
          swoim koncie. Nowe zgłoszenia pojawiają się tu same, bez odświeżania.
        </>
      }
    >
      <ModerationQueue page={page} filter={filterOf(search)} search={search} onRefresh={() => router.invalidate()} />
    </AdminPage>
  );
}
