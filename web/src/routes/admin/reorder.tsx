import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { AdminPage, AdminPending } from '../../components/admin/admin-page';
import { fetchRankingOrder } from '../../features/admin-ranking/api';
import { RankingReorder } from '../../features/admin-ranking/components/ranking-reorder';

export const Route = createFileRoute('/admin/reorder')({
  loader: () => fetchRankingOrder(),
  component: AdminReorderPage,
  pendingComponent: () => <AdminPending title="Kolejność rankingu" label="Wczytujemy ranking…" />,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać rankingu" />,
});

function AdminReorderPage() {
  const tools = Route.useLoaderData();
  const router = useRouter();

  return (
    <AdminPage title="Kolejność rankingu">
      {tools.length === 0 ? (
        <p>
          Ranking jest pusty. <Link to="/admin/ranking">Dodaj narzędzia</Link>, a potem ustal ich kolejność tutaj.
        </p>
      ) : (
        <RankingReorder tools={tools} onReload={() => router.invalidate()} />
      )}
    </AdminPage>
  );
}
