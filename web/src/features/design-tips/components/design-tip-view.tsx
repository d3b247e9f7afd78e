import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { formatReadingTime } from '../../../lib/format';
import { useMarkdown } from '../../../lib/markdown';
import { usePageMeta } from '../../../lib/seo';
import type { DesignTip } from '../api';
import { Breadcrumbs } from '../../../components/section-page';
import '../design-tips.css';

export function DesignTipView({ tip }: { tip: DesignTip }) {
  usePageMeta(tip.title, tip.lead);
  const bodyHtml = useMarkdown(tip.body_md);
  return (
    <article className="article" aria-labelledby="tip-title">
      <Breadcrumbs>
        <Link to="/jak-poprawic-design-strony">Jak poprawić design strony</Link>
        <span aria-current="page">{tip.title}</span>
      </Breadcrumbs>
      <header className="article__header">
        <p className="article-card__section">
          Porada {tip.number} z {tip.total}
        </p>
        <h1 id="tip-title" className="article__title" data-testid="tip-title">
          {tip.title}
        </h1>
        <p className="article__lead">{tip.lead}</p>
        <p className="article-meta">{formatReadingTime(tip.reading_minutes)}</p>
      </header>
      {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {tip.checklist.length > 0 && <Checklist items={tip.checklist} />}
      <footer className="article__footer">
        <nav className="pager" aria-label="Sąsiednie porady">
          {tip.previous ? (
            <Link to="/jak-poprawic-design-strony/$slug" params={{ slug: tip.previous.slug }} className="pager__link" rel="prev">
              <span className="pager__label">← Poprzednia porada</span> {tip.previous.title}
            </Link>
          ) : (
            <span />
          )}
          {tip.next ? (
            <Link
              to="/jak-poprawic-design-strony/$slug"
              params={{ slug: tip.next.slug }}
              className="pager__link pager__link--next"
              rel="next"
            >
              <span className="pager__label">Następna porada →</span> {tip.next.title}
            </Link>
          ) : (
            <Link to="/jak-poprawic-design-strony" className="button button--secondary">
              Wszystkie porady
            </Link>
          )}
        </nav>
      </footer>
    </article>
  );
}

function Checklist({ items }: { items: string[] }) {
  const id = useId();
  const [done, setDone] = useState<boolean[]>(() => items.map(() => false));
  const count = done.filter(Boolean).length;
  return (
    <section className="explorer checklist" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="explorer__title">
        Lista kontrolna
      </h2>
      <ul className="checklist__items">
        {items.map((item, index) => (
          <li key={item}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={done[index]}
                onChange={() => setDone(done.map((value, i) => (i === index ? !value : value)))}
              />
              {item}
            </label>
          </li>
        ))}
      </ul>
      <p role="status" data-testid="checklist-status">
        {count === items.length ? 'Wszystko sprawdzone — świetnie!' : `Sprawdzono ${count} z ${items.length}.`}
      </p>
    </section>
  );
}
