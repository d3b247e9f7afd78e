import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { DefaultLayout } from '../layouts/default-layout';

export const Route = createFileRoute('/_default')({
  component: DefaultLayoutRoute,
  notFoundComponent: NotFoundScreen,
});

function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
