import { createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { PageIntro } from '../../components/page-intro';
import { Breadcrumbs } from '../../components/section-page';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { ContactForm } from '../../features/contact/components/contact-form';
import { fetchSitePage } from '../../features/pages/api';
import { usePageMeta } from '../../lib/seo';

// /kontakt: the editors' introduction (site_pages, slug kontakt; editable in the admin) and the contact form.
export const Route = createFileRoute('/_default/kontakt')({
  loader: () => fetchSitePage('kontakt'),
  component: ContactPage,
  pendingComponent: ArticleSkeleton,
  errorComponent: ({ error }) => <LoadError error={error} title="Nie udało się wczytać strony kontaktu" />,
});

function ContactPage() {
  const page = Route.useLoaderData();
  const title = page?.title ?? 'Kontakt';
  usePageMeta(title, page?.description ?? 'Napisz do redakcji Obrazy AI.');
  return (
    <article className="article" aria-labelledby="page-title">
      <Breadcrumbs>
        <span aria-current="page">{title}</span>
      </Breadcrumbs>
      <header className="article__header">
        <h1 id="page-title" className="article__title">
          {title}
        </h1>
        {page?.description && <p className="article__lead">{page.description}</p>}
      </header>
      {page?.body_md && <PageIntro markdown={page.body_md} />}
      <ContactForm />
    </article>
  );
}
