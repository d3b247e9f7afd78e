import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AdminLoadError } from '../../components/admin/admin-load-error';
import { fetchDashboard, type Dashboard } from '../../features/admin-pages/api';
import { AdminDashboard } from '../../features/admin-pages/components/admin-dashboard';
import { usePageMeta } from '../../lib/seo';
import { startInOwnTask } from '../../lib/tasks';

// Dashboard: counts (published pages, subscribers by status, pending creatures, new inquiries) and recent activity.
export const Route = createFileRoute('/admin/')({
  // The query starts with the route and is not awaited: the dashboard renders at once, laid out with placeholders
  // for its figures, which arrive in place (no layout shift).
  loader: () => {
    // In a task after the router's load: the query's promise chain in supabase-js (session read, request built)
    // made that task twice as long.
    const dashboard = startInOwnTask(fetchDashboard);
    // A failure is the page's to show when it takes the query (a preload may never be shown).
    dashboard.catch(() => undefined);
    return { dashboard };
  },
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
  const { dashboard: query } = Route.useLoaderData();
  const [loaded, setLoaded] = useState<{ dashboard: Dashboard | null; error?: unknown }>({ dashboard: null });
  useEffect(() => {
    let active = true;
    // A retry (router.invalidate) brings a new query: its failure screen goes while it runs.
    setLoaded((current) => (current.error ? { dashboard: null } : current));
    query.then(
      (dashboard) => active && setLoaded({ dashboard }),
      (error: unknown) => active && setLoaded({ dashboard: null, error }),
    );
    return () => {
      active = false;
    };
  }, [query]);
  if (loaded.error) return <AdminLoadError error={loaded.error} title="Nie udało się wczytać panelu" />;
  return <AdminDashboard dashboard={loaded.dashboard} />;
}
