import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { LoadingState } from '../../components/loading-state';
import { fetchRankingOrder } from '../../features/admin-ranking/api';
import { RankingReorder } from '../../features/admin-ranking/components/ranking-reorder';
import { usePageMeta } from '../../lib/seo';

export const Route = createFileRoute('/admin/reorder')({
  loader: () => fetchRankingOrder(),
  component: AdminReorderPage,
  pendingComponent: () => (
    <section className="admin-page">
      <h1>Kolejność rankingu</h1>
      <LoadingState label="Wczytujemy ranking…" />
    </section>
  ),
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać rankingu" />,
});

function AdminReorderPage() {
  const tools = Route.useLoaderData();
  const router = useRouter();
  usePageMeta('Kolejność rankingu — panel administracyjny', undefined, { noindex: true });

  return (
    <section className="admin-page">
      <h1>Kolejność rankingu</h1>
      {tools.length === 0 ? (
        <p>
          Ranking jest pusty. <Link to="/admin/ranking">Dodaj narzędzia</Link>, a potem ustal ich kolejność tutaj.
        </p>
      ) : (
        <RankingReorder tools={tools} onReload={() => router.invalidate()} />
      )}
    </section>
  );
}
