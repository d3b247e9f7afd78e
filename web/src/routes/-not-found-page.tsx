import { NotFoundScreen } from '../components/not-found-screen';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { DefaultLayout } from '../layouts/default-layout';

/**
 * The 404 of paths no route matches: rendered outside any layout route, so it brings its own layout. Loaded on demand
 * from the root route (the router loads it before it renders a not-found), which keeps the default layout and its
 * footer form out of the initial bundle: every page that uses that layout loads it with its own route chunk.
 */
export function NotFoundPage() {
  return (
    <DefaultLayout footerForm={<NewsletterForm source="stopka" compact />}>
      <NotFoundScreen />
    </DefaultLayout>
  );
}
