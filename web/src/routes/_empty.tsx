import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { EmptyLayout } from '../layouts/empty-layout';

export const Route = createFileRoute('/_empty')({
  // The layout shows the matched page (its Outlet).
  component: EmptyLayout,
  notFoundComponent: NotFoundScreen,
});
