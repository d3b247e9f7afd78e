import { Link } from '@tanstack/react-router';
import { ParameterText } from '../../../components/parameter-text';
import { articleLink } from '../../../lib/article-links';
import { useMarkdown } from '../../../lib/markdown';
import { coverShareImage } from '../../../lib/covers';
import { usePageMeta } from '../../../lib/seo';
import type { ParameterGuide } from '../api';
import { GuideExamplesGrid } from './guide-examples';
import { ParameterExplorer } from './parameter-explorer';
import { Breadcrumbs } from '../../../components/section-page';

export function ParameterGuideView({ guide }: { guide: ParameterGuide }) {
  // The examples below are the page's pictures; the cover is only its link preview.
  usePageMeta(guide.title, guide.lead, { image: coverShareImage(guide) });
  const bodyHtml = useMarkdown(guide.bodyMd);
  return (
    <article className="article" aria-labelledby="guide-title">
      <Breadcrumbs>
        <span>Parametry Midjourney</span>
      </Breadcrumbs>
      <header className="article__header">
        <p className="article-card__section">Midjourney w praktyce</p>
        <h1 id="guide-title" className="article__title">
          <ParameterText text={guide.title} />
        </h1>
        <p className="article__lead">
          <ParameterText text={guide.lead} />
        </p>
      </header>
      <ParameterExplorer guide={guide} />
      <GuideExamplesGrid slug={guide.slug} />
      {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <footer className="article__footer guide-footer">
        {guide.article && (
          <p>
            Cały artykuł:{' '}
            <Link {...articleLink(guide.article.section, guide.article.slug)}>
              <ParameterText text={guide.article.title} />
            </Link>
          </p>
        )}
        <nav aria-label="Inne parametry Midjourney">
          <ul className="chip-list">
            <li>
              <Link to="/ai/midjourney-chaos" className="chip" activeProps={{ 'aria-current': 'page' }}>
                --chaos
              </Link>
            </li>
            <li>
              <Link to="/ai/midjourney-stylize" className="chip" activeProps={{ 'aria-current': 'page' }}>
                --stylize
              </Link>
            </li>
            <li>
              <Link to="/ai/midjourney-proporcje" className="chip" activeProps={{ 'aria-current': 'page' }}>
                --ar (proporcje)
              </Link>
            </li>
          </ul>
        </nav>
      </footer>
    </article>
  );
}
