import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { AuthLayout } from '../layouts/auth-layout';

export const Route = createFileRoute('/_auth')({
  component: AuthLayoutRoute,
  notFoundComponent: NotFoundScreen,
});

function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
