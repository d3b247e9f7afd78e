import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageCover } from '../../../components/page-cover';
import { coverShareImage } from '../../../lib/covers';
import { formatDate } from '../../../lib/format';
import { useMarkdown } from '../../../lib/markdown';
import { usePageMeta } from '../../../lib/seo';
import type { Comparison } from '../api';
import type { RankingSort } from '../ranking-search';
import { sortTools } from '../utils';
import { RankingTable } from './ranking-table';
import { ToolDetails } from './tool-details';
import { Breadcrumbs } from '../../../components/section-page';
import '../ranking.css';

export function ComparisonView({ comparison }: { comparison: Comparison }) {
  usePageMeta(comparison.title, comparison.lead, { image: coverShareImage(comparison) });
  const [sort, setSort] = useState<RankingSort>('pozycja');
  const bodyHtml = useMarkdown(comparison.body_md);
  const tools = sortTools(comparison.tools, sort);

  return (
    <article className="article article--wide" aria-labelledby="comparison-title">
      <Breadcrumbs>
        <Link to="/ranking-top-ai">Ranking AI</Link>
        <span aria-current="page">Porównanie</span>
      </Breadcrumbs>
      <header className="article__header comparison__header">
        <p className="article-card__section">Porównanie narzędzi</p>
        <h1 id="comparison-title" className="article__title">
          {comparison.title}
        </h1>
        <p className="article__lead">{comparison.lead}</p>
        {comparison.published_at && (
          <p className="article-meta">
            <time dateTime={comparison.published_at}>{formatDate(comparison.published_at)}</time>
          </p>
        )}
      </header>
      {comparison.cover_path ? <PageCover path={comparison.cover_path} alt={comparison.cover_alt ?? ''} /> : null}
      {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
      <div className="prose comparison__body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <section aria-labelledby="comparison-table-title">
        <h2 id="comparison-table-title" className="section-title">
          Tabela porównawcza
        </h2>
        <RankingTable tools={tools} sort={sort} onSort={setSort} />
      </section>
      <section aria-labelledby="comparison-details-title" className="tool-details">
        <h2 id="comparison-details-title" className="section-title">
          Mocne i słabe strony
        </h2>
        {comparison.tools.map((tool) => (
          <ToolDetails key={tool.slug} tool={tool} />
        ))}
      </section>
    </article>
  );
}
