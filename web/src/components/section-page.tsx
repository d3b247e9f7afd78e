import { Children, Fragment, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { usePageMeta, type PageMetaOptions } from '../lib/seo';
import { LoadingState } from './loading-state';
import { PageIntro } from './page-intro';

/** The editable introduction of a section (its row of public.site_pages); null while none is published. */
export type SectionIntro = { title: string; description: string; body_md: string } | null;

type SectionPageProps = {
  /** The section's name: the heading and tab title until an introduction is published, and on pages without one. */
  title: string;
  /** The editable introduction: its title and description win over the fixed ones, its text stands under the heading. */
  intro?: SectionIntro;
  /** The meta description of a page without a published introduction. */
  description?: string;
  /** What stands under the heading on a page without an introduction (a lead paragraph). */
  lead?: ReactNode;
  /** The wide column, for tools, tables and lists. */
  wide?: boolean;
  /** Class names of the page's own styles, after the article ones. */
  className?: string;
  /** What stands above the heading: breadcrumbs, the brand link. */
  top?: ReactNode;
  /** Open Graph extras (the share image). */
  meta?: PageMetaOptions;
  children: ReactNode;
};

function sectionClassName(wide: boolean, className?: string): string {
  return ['article', wide ? 'article--wide' : '', className ?? ''].filter(Boolean).join(' ');
}

/**
 * A section page (a tool, an index, a form): its heading with the editable introduction under it, the tab title
 * and meta description, then the section's own content.
 */
export function SectionPage({ title, intro, description, lead, wide = false, className, top, meta, children }: SectionPageProps) {
  const heading = intro?.title ?? title;
  usePageMeta(heading, intro ? intro.description : description, meta);
  return (
    <div className={sectionClassName(wide, className)}>
      {top}
      <header className="article__header">
        <h1 className="article__title">{heading}</h1>
        {intro ? <PageIntro markdown={intro.body_md} /> : lead}
      </header>
      {children}
    </div>
  );
}

type SectionPendingProps = {
  title: string;
  wide?: boolean;
  /** What is being loaded, said by a LoadingState. */
  label?: string;
  /** Or a skeleton, in place of the LoadingState. */
  children?: ReactNode;
};

/** A section page while its data loads: the fixed heading in the same column, then the loading indicator. */
export function SectionPending({ title, wide = false, label, children }: SectionPendingProps) {
  return (
    <div className={sectionClassName(wide)}>
      <h1 className="article__title">{title}</h1>
      {label === undefined ? children : <LoadingState label={label} />}
    </div>
  );
}

/** The trail above a page's heading: the home page, then each step given (links, the current page), with slashes between. */
export function Breadcrumbs({ children }: { children: ReactNode }) {
  return (
    <nav className="breadcrumbs" aria-label="Ścieżka nawigacji">
      <Link to="/">Strona główna</Link>
      {Children.toArray(children).map((step, index) => (
        <Fragment key={index}>
          <span aria-hidden="true"> / </span>
          {step}
        </Fragment>
      ))}
    </nav>
  );
}
