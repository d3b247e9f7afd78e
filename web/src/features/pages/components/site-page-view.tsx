import { formatDate } from '../../../lib/format';
import { useMarkdown } from '../../../lib/markdown';
import { usePageMeta } from '../../../lib/seo';
import type { SitePage } from '../api';
import { Breadcrumbs } from '../../../components/section-page';

type SitePageViewProps = {
  page: SitePage;
};

export function SitePageView({ page }: SitePageViewProps) {
  usePageMeta(page.title, page.description);
  const html = useMarkdown(page.body_md);
  const updated = page.published_at && page.published_at > page.updated_at ? page.published_at : page.updated_at;
  return (
    <article className="article" aria-labelledby="page-title">
      <Breadcrumbs>
        <span aria-current="page">{page.title}</span>
      </Breadcrumbs>
      <header className="article__header">
        <h1 id="page-title" className="article__title">
          {page.title}
        </h1>
        <p className="article__lead">{page.description}</p>
        <p className="article-meta">
          Ostatnia aktualizacja: <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
      </header>
      {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
      <div className="prose" data-testid="page-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
