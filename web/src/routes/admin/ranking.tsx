import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { AdminPage, AdminPending } from '../../components/admin/admin-page';
import { fetchToolsPage } from '../../features/admin-ranking/api';
import { RankingAdmin } from '../../features/admin-ranking/components/ranking-admin';
import { adminListRoute, adminPageSize, parseAdminListSearch } from '../../components/admin/list-search';

export const Route = createFileRoute('/admin/ranking')({
  ...adminListRoute,
  loader: ({ deps }) => fetchToolsPage(deps),
  component: AdminRankingPage,
  pendingComponent: () => <AdminPending title="Ranking narzędzi" label="Wczytujemy narzędzia…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać rankingu" />,
});

function AdminRankingPage() {
  const { tools, total } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();

  return (
    <AdminPage
      title="Ranking narzędzi"
      hint={
        <>
          Dodawaj, poprawiaj i usuwaj narzędzia rankingu. Kolejność zmienisz na stronie <Link to="/admin/reorder">Kolejność rankingu</Link>.
        </>
      }
    >
      <RankingAdmin
        tools={tools}
        total={total}
        search={search}
        pageSize={adminPageSize}
        onSearch={(next) => void navigate({ search: parseAdminListSearch(next) })}
        onChanged={() => router.invalidate()}
      />
    </AdminPage>
  );
}
