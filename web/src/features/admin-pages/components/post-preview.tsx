import { useDeferredValue, type ReactNode } from 'react';
import type { AuthorOption } from '../api';
import { formToUpdate, type PostForm } from '../post-form';

/** The article as the form describes it, in the shape the public article page renders. */
function previewArticle(form: PostForm, publishedAt: string | null, authors: readonly AuthorOption[]) {
  const row = formToUpdate(form);
  return {
    slug: row.slug ?? '',
    section: row.section ?? 'post',
    title: row.title || 'Bez tytułu',
    lead: row.lead ?? '',
    body_md: row.body_md ?? '',
    tags: row.tags ?? [],
    reading_minutes: row.reading_minutes ?? 1,
    status: row.status ?? 'draft',
    published_at: form.status === 'draft' ? null : (row.scheduled_for ?? publishedAt ?? new Date().toISOString()),
    cover_path: row.cover_path ?? null,
    cover_alt: row.cover_alt ?? null,
    seo_title: row.seo_title ?? null,
    seo_description: row.seo_description ?? null,
    author: authors.find((author) => author.id === form.authorId) ?? null,
  };
}

export type PreviewArticle = ReturnType<typeof previewArticle>;

/** Renders an article as its public page does; the route hands in the articles feature's component. */
export type RenderArticle = (article: PreviewArticle) => ReactNode;

type PostPreviewProps = { form: PostForm; publishedAt: string | null; authors: readonly AuthorOption[]; renderArticle: RenderArticle };

/**
 * The article as the public page renders it (same component, same Markdown rendering and sanitising), updated as
 * the admin types. Deferred, so typing stays smooth on long articles.
 */
export function PostPreview({ form, publishedAt, authors, renderArticle }: PostPreviewProps) {
  const deferred = useDeferredValue(form);
  return (
    <section className="post-preview" aria-labelledby="post-preview-title" data-testid="post-preview">
      <h2 id="post-preview-title" className="post-preview__heading">
        Podgląd na żywo
      </h2>
      <div className="post-preview__frame">{renderArticle(previewArticle(deferred, publishedAt, authors))}</div>
    </section>
  );
}
