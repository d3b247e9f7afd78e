import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { api, type Status } from './api';
import { Logs } from './pages/Logs';
import { Overview } from './pages/Overview';
import { Policies } from './pages/Policies';
import { SqlEditor } from './pages/SqlEditor';
import { Storage } from './pages/Storage';
import { TableEditor, validateTableSearch } from './pages/TableEditor';
import { Users } from './pages/Users';
import './styles.css';

function Layout() {
  const [mailUrl, setMailUrl] = useState<string | null>(null);
  useEffect(() => {
    api<Status>('/status').then(
      (status) => setMailUrl(status.mailUrl),
      () => undefined,
    );
  }, []);
  const pages = [
    ['/', 'Overview'],
    ['/tables', 'Table editor'],
    ['/sql', 'SQL editor'],
    ['/auth', 'Authentication'],
    ['/storage', 'Storage'],
    ['/policies', 'Policies'],
    ['/logs', 'Logs'],
  ] as const;
  return (
    <div className="app">
      <nav className="nav" aria-label="Dashboard">
        <strong>Local stack</strong>
        {pages.map(([to, label]) => (
          <Link key={to} to={to} activeOptions={{ exact: to === '/' }} activeProps={{ className: 'active' }}>
            {label}
          </Link>
        ))}
        {mailUrl && (
          <a href={mailUrl} target="_blank" rel="noreferrer">
            Mail ↗
          </a>
        )}
      </nav>
      <main className="content">
        <Outlet />
      </main>
    </div>
  );
}

const root = createRootRoute({ component: Layout });
const tablesRoute = createRoute({
  getParentRoute: () => root,
  path: '/tables',
  validateSearch: validateTableSearch,
  component: function TablesPage() {
    return <TableEditor search={tablesRoute.useSearch()} />;
  },
});
const routeTree = root.addChildren([
  createRoute({ getParentRoute: () => root, path: '/', component: Overview }),
  tablesRoute,
  createRoute({ getParentRoute: () => root, path: '/sql', component: SqlEditor }),
  createRoute({ getParentRoute: () => root, path: '/auth', component: Users }),
  createRoute({ getParentRoute: () => root, path: '/storage', component: Storage }),
  createRoute({ getParentRoute: () => root, path: '/policies', component: Policies }),
  createRoute({ getParentRoute: () => root, path: '/logs', component: Logs }),
]);
const router = createRouter({ routeTree });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
