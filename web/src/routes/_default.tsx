import { Outlet, createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { DefaultLayout } from '../layouts/default-layout';

export const Route = createFileRoute('/_default')({
  component: DefaultLayoutRoute,
  notFoundComponent: NotFoundScreen,
});

function DefaultLayoutRoute() {
  return (
    <DefaultLayout footerForm={<NewsletterForm source="stopka" compact />}>
      <Outlet />
    </DefaultLayout>
  );
}
