import { useMemo } from 'react';
import { PageCover } from '../../../components/page-cover';
import { coverShareImage } from '../../../lib/covers';
import { formatDate } from '../../../lib/format';
import { addHeadingIds } from '../../../lib/headings';
import { useMarkdown } from '../../../lib/markdown';
import { usePageMeta } from '../../../lib/seo';
import type { SitePage } from '../api';
import { Breadcrumbs } from '../../../components/section-page';
import { ChipNav, type ChipLink } from '../../../components/chip-nav';
import '../pages.css';

const guides: readonly ChipLink[] = [
  { to: '/poradnik/midjourney-ai', label: 'Midjourney od podstaw' },
  { to: '/poradnik/midjourney-video', label: 'Wideo w Midjourney' },
  { to: '/poradnik/konsultacje-ai', label: 'Konsultacje AI' },
];

/** A long guide: title, lead, table of contents built from its sections, and the body. */
export function GuideView({ page }: { page: SitePage }) {
  usePageMeta(page.title, page.description, { image: coverShareImage(page) });
  // Ids are added after sanitising; they are ASCII slugs, so they cannot introduce markup.
  const body = useMarkdown(page.body_md);
  const { html, toc } = useMemo(() => addHeadingIds(body), [body]);
  const updated = page.published_at && page.published_at > page.updated_at ? page.published_at : page.updated_at;
  const words = page.body_md.split(/\s+/).length;

  return (
    <article className="article" aria-labelledby="guide-title">
      <Breadcrumbs>
        <span>Poradniki</span>
      </Breadcrumbs>
      <header className="article__header">
        <p className="article-card__section">Poradnik</p>
        <h1 id="guide-title" className="article__title" data-testid="guide-title">
          {page.title}
        </h1>
        <p className="article__lead">{page.description}</p>
        <p className="article-meta">
          <time dateTime={updated}>{formatDate(updated)}</time>
          <span aria-hidden="true"> · </span>
          {Math.max(1, Math.round(words / 200))} min czytania
        </p>
      </header>
      {page.cover_path ? <PageCover path={page.cover_path} alt={page.cover_alt ?? ''} /> : null}
      {toc.length > 1 && (
        <nav className="toc" aria-labelledby="toc-title" data-testid="guide-toc">
          <h2 id="toc-title" className="toc__title">
            Spis treści
          </h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
      <div className="prose" data-testid="guide-body" dangerouslySetInnerHTML={{ __html: html }} />
      <footer className="article__footer">
        <ChipNav label="Inne poradniki" links={guides} />
      </footer>
    </article>
  );
}
