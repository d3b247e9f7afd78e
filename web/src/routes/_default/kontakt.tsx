import { Link, createFileRoute } from '@tanstack/react-router';
import { LoadError } from '../../components/load-error';
import { ArticleSkeleton } from '../../features/articles/components/article-skeleton';
import { ContactForm } from '../../features/contact/components/contact-form';
import { fetchSitePage } from '../../features/pages/api';
import { PageIntro } from '../../features/pages/components/page-intro';
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
      <nav className="breadcrumbs" aria-label="Ścieżka nawigacji">
        <Link to="/">Strona główna</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{title}</span>
      </nav>
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
