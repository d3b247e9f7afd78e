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
import { ChipNav, type ChipLink } from '../../../components/chip-nav';
import '../parameter-guides.css';

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
        <ChipNav label="Inne parametry Midjourney" links={parameterGuides} />
      </footer>
    </article>
  );
}

/** The guides to every parameter, linked from each one's footer. */
const parameterGuides: readonly ChipLink[] = [
  { to: '/ai/midjourney-chaos', label: '--chaos' },
  { to: '/ai/midjourney-stylize', label: '--stylize' },
  { to: '/ai/midjourney-proporcje', label: '--ar (proporcje)' },
];
