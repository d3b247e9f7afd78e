import { Link, Outlet, createFileRoute, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { GlobalError } from '../components/global-error';
import { LoadingState } from '../components/loading-state';
import { NotFoundScreen } from '../components/not-found-screen';
import { AdminDashboard } from '../features/admin-pages/components/admin-dashboard';
import { NotAnAdminError, requireAdmin } from '../lib/auth/guards';
import { pendingForever, renderingSignedInFrame } from '../lib/signed-in-frame';
import { useSignedInFrameReady } from '../lib/signed-in-frame-ready';
import { AdminLayout } from '../layouts/admin-layout';
import { usePageMeta } from '../lib/seo';
import '../layouts/admin-layout.css';

/** Every /admin/* page: only an admin whose session passed TOTP (aal2). The database enforces the same. */
export const Route = createFileRoute('/admin')({
  // The prerendered frame (lib/signed-in-frame.ts) is the pending view, kept by a check that never ends.
  beforeLoad: ({ location }) => (renderingSignedInFrame() ? pendingForever<never>() : requireAdmin(location.href)),
  staticData: { requiresSession: true },
  component: AdminRoute,
  // The admin frame (header, section navigation) at once, while the session is checked.
  pendingMs: 0,
  // Replaced as soon as the page can render: the placeholders have the page's layout, so there is no flash to avoid
  // (the router otherwise keeps a shown pending component for 500 ms).
  pendingMinMs: 0,
  pendingComponent: AdminPending,
  errorComponent: AdminError,
  notFoundComponent: NotFoundScreen,
});

// Each admin screen sets its own title (a layout's effect would run after the page's and overwrite it).
function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}

// On the dashboard, its own placeholders (the page it will be): the prerendered frame of /admin is this view.
function AdminPending() {
  const onDashboard = useRouterState({ select: (state) => state.location.pathname.replace(/\/+$/, '') === '/admin' });
  return <AdminLayout>{onDashboard ? <DashboardFrame /> : <LoadingState label="Wczytuję panel…" />}</AdminLayout>;
}

/** The dashboard before the session is known, and /admin's prerendered frame (lib/signed-in-frame.ts). */
function DashboardFrame() {
  usePageMeta('Panel administracyjny', undefined, { noindex: true });
  useSignedInFrameReady();
  return <AdminDashboard dashboard={null} />;
}

function AdminError(props: ErrorComponentProps) {
  if (!(props.error instanceof NotAnAdminError)) return <GlobalError {...props} />;
  return <AccessDenied />;
}

function AccessDenied() {
  usePageMeta('Brak dostępu', undefined, { noindex: true });
  return (
    <main id="tresc" className="admin-denied" tabIndex={-1}>
      <h1>Brak dostępu</h1>
      <p>To konto nie ma uprawnień administratora. Jeśli to pomyłka, poproś administratora serwisu o nadanie roli.</p>
      <p>
        <Link to="/konto">Twoje konto</Link> · <Link to="/">Strona główna</Link>
      </p>
    </main>
  );
}
