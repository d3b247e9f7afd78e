import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { DefaultLayout } from '../layouts/default-layout';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: RootNotFound,
});

// Unknown paths render here, outside any layout route, so the 404 brings its own layout.
function RootNotFound() {
  return (
    <DefaultLayout>
      <NotFoundScreen />
    </DefaultLayout>
  );
}
