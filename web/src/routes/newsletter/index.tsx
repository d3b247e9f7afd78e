import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { SectionPage } from '../../components/section-page';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { fetchSitePage } from '../../features/pages/api';

export const Route = createFileRoute('/_default/newsletter/')({
  loader: () => fetchSitePage('newsletter'),
  component: () => (
    <SectionPage title="Newsletter" intro={Route.useLoaderData()}>
      <NewsletterForm source="strona-newsletter" />
    </SectionPage>
  ),
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać strony newslettera" />,
});
