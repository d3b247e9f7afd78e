import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { fetchDashboard } from '../../features/admin-pages/api';
import { AdminDashboard } from '../../features/admin-pages/components/admin-dashboard';
import { usePageMeta } from '../../lib/seo';

// Dashboard: counts (published pages, subscribers by status, pending creatures, new inquiries) and recent activity.
export const Route = createFileRoute('/admin/')({
  loader: () => fetchDashboard(),
  // The dashboard's own layout with placeholders for its figures, at once and in their places (no layout shift).
  pendingMs: 0,
  // Replaced as soon as the page can render: the placeholders have the page's layout, so there is no flash to avoid
  // (the router otherwise keeps a shown pending component for 500 ms).
  pendingMinMs: 0,
  pendingComponent: DashboardPending,
  errorComponent: ({ error }) => <AdminLoadError error={error} title="Nie udało się wczytać panelu" />,
  component: DashboardPage,
});

function DashboardPending() {
  usePageMeta('Panel administracyjny', undefined, { noindex: true });
  return <AdminDashboard dashboard={null} />;
}

function DashboardPage() {
  usePageMeta('Panel administracyjny', undefined, { noindex: true });
  return <AdminDashboard dashboard={Route.useLoaderData()} />;
}
