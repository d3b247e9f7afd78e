import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../../components/load-error';
import { ArticleSkeleton } from '../../../features/articles/components/article-skeleton';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';
import { fetchSitePage } from '../../../features/pages/api';
import { PageIntro } from '../../../features/pages/components/page-intro';
import { usePageMeta } from '../../../lib/seo';

export const Route = createFileRoute('/_default/newsletter/')({
  loader: () => fetchSitePage('newsletter'),
  component: NewsletterPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać strony newslettera" />,
});

function NewsletterPage() {
  const intro = Route.useLoaderData();
  const title = intro?.title ?? 'Newsletter';
  usePageMeta(title, intro?.description);
  return (
    <div className="article">
      <header className="article__header">
        <h1 className="article__title">{title}</h1>
        {intro && <PageIntro markdown={intro.body_md} />}
      </header>
      <NewsletterForm source="strona-newsletter" />
    </div>
  );
}
