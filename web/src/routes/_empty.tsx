import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { EmptyLayout } from '../layouts/empty-layout';

export const Route = createFileRoute('/_empty')({
  component: EmptyLayoutRoute,
  notFoundComponent: NotFoundScreen,
});

function EmptyLayoutRoute() {
  return (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  );
}
