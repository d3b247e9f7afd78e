import { Link } from '@tanstack/react-router';
import { articleLink } from '../../../lib/article-links';
import { mediaUrl } from '../../../lib/media';
import { usePageMeta } from '../../../lib/seo';
import type { GlossaryTerm } from '../api';
import { termIllustrations } from '../illustrations';
import { firstSentence } from '../utils';
import { GlossaryTermLink } from './glossary-term-link';
import { Breadcrumbs } from '../../../components/section-page';
import '../glossary.css';

type GlossaryTermViewProps = {
  term: GlossaryTerm;
};

export function GlossaryTermView({ term }: GlossaryTermViewProps) {
  usePageMeta(`${term.term} — Słownik AI`, firstSentence(term.definition));
  const illustration = termIllustrations[term.slug];
  return (
    <article className="article glossary-term" aria-labelledby="term-title">
      <Breadcrumbs>
        <Link to="/slownik-ai">Słownik AI</Link>
        <span aria-current="page">{term.term}</span>
      </Breadcrumbs>
      <header className="article__header">
        <p className="article-card__section">Słownik AI</p>
        <h1 id="term-title" className="article__title" data-testid="term-title">
          {term.term}
        </h1>
        {term.also_known_as && (
          <p className="glossary-term__aka">
            Znane też jako: <span lang={/[ąćęłńóśźż]/i.test(term.also_known_as) ? 'pl' : 'en'}>{term.also_known_as}</span>
          </p>
        )}
      </header>

      <div className="prose">
        <p className="glossary-term__definition" data-testid="term-definition">
          {term.definition}
        </p>
        {illustration && (
          <figure className="glossary-term__figure" data-testid="term-illustration">
            <img
              src={mediaUrl(illustration.path)}
              alt={illustration.alt}
              width={illustration.width}
              height={illustration.height}
              decoding="async"
              style={{ aspectRatio: `${illustration.width} / ${illustration.height}` }}
            />
            <figcaption>Ilustracja poglądowa przygotowana dla serwisu.</figcaption>
          </figure>
        )}
        {term.example && (
          <section aria-labelledby="term-example">
            <h2 id="term-example">Przykład</h2>
            <blockquote data-testid="term-example">
              <p>{term.example}</p>
            </blockquote>
          </section>
        )}
        {term.relatedTerms.length > 0 && (
          <section aria-labelledby="term-related">
            <h2 id="term-related">Powiązane pojęcia</h2>
            <ul className="chip-list" data-testid="term-related">
              {term.relatedTerms.map((related) => (
                <li key={related.slug}>
                  <GlossaryTermLink slug={related.slug} className="chip">
                    {related.term}
                  </GlossaryTermLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {term.relatedArticles.length > 0 && (
          <section aria-labelledby="term-articles">
            <h2 id="term-articles">Przeczytaj więcej</h2>
            <ul data-testid="term-articles">
              {term.relatedArticles.map((article) => (
                <li key={article.slug}>
                  <Link {...articleLink(article.section, article.slug)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <footer className="article__footer">
        <nav className="pager" aria-label="Sąsiednie pojęcia">
          {term.previous ? (
            <GlossaryTermLink slug={term.previous.slug} className="pager__link" rel="prev">
              <span className="pager__label">← Poprzednie pojęcie</span> {term.previous.term}
            </GlossaryTermLink>
          ) : (
            <span />
          )}
          <Link to="/slownik-ai" className="button button--secondary">
            Wszystkie pojęcia
          </Link>
          {term.next ? (
            <GlossaryTermLink slug={term.next.slug} className="pager__link pager__link--next" rel="next">
              <span className="pager__label">Następne pojęcie →</span> {term.next.term}
            </GlossaryTermLink>
          ) : (
            <span />
          )}
        </nav>
      </footer>
    </article>
  );
}
