import { createFileRoute } from '@tanstack/react-router';
import { LoadingState } from '../../components/loading-state';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { fetchDashboard } from '../../features/admin-pages/api';
import { AdminDashboard } from '../../features/admin-pages/components/admin-dashboard';
import { usePageMeta } from '../../lib/seo';

// Dashboard: counts (published pages, subscribers by status, pending creatures, new inquiries) and recent activity.
export const Route = createFileRoute('/admin/')({
  loader: () => fetchDashboard(),
  pendingMs: 0,
  pendingComponent: () => <LoadingState label="Wczytuję panel…" />,
  errorComponent: ({ error }) => <AdminLoadError error={error} title="Nie udało się wczytać panelu" />,
  component: DashboardPage,
});

function DashboardPage() {
  usePageMeta('Panel administracyjny', undefined, { noindex: true });
  return <AdminDashboard dashboard={Route.useLoaderData()} />;
}
