import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { AuthLayout } from '../layouts/auth-layout';

export const Route = createFileRoute('/_auth')({
  // The layout shows the matched page (its Outlet).
  component: AuthLayout,
  notFoundComponent: NotFoundScreen,
});
