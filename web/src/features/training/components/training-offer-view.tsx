import { Link } from '@tanstack/react-router';
import { useMarkdown } from '../../../lib/markdown';
import { formatPln } from '../../../lib/format';
import { usePageMeta } from '../../../lib/seo';
import type { TrainingOffer } from '../api';
import { InquiryForm } from './inquiry-form';
import { Breadcrumbs } from '../../../components/section-page';
import '../training.css';

function offerLink(slug: string) {
  return slug === 'szkolenie-midjourney-ai'
    ? ({ to: '/szkolenie-midjourney-ai' } as const)
    : ({ to: '/szkolenie-midjourney-ai/$slug', params: { slug } } as const);
}

export function TrainingOfferView({ offer }: { offer: TrainingOffer }) {
  usePageMeta(offer.title, offer.lead);
  const bodyHtml = useMarkdown(offer.body_md);

  return (
    <article className="article article--wide training" aria-labelledby="offer-title">
      <Breadcrumbs>
        <Link to="/szkolenie-midjourney-ai">Szkolenia</Link>
        <span aria-current="page">{offer.nav_label}</span>
      </Breadcrumbs>
      <nav aria-label="Oferty szkoleń" className="training__nav">
        <ul className="chip-list">
          {offer.siblings
            .filter((sibling) => !sibling.archived || sibling.slug === offer.slug)
            .map((sibling) => (
              <li key={sibling.slug}>
                <Link {...offerLink(sibling.slug)} className="chip" aria-current={sibling.slug === offer.slug ? 'page' : undefined}>
                  {sibling.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {offer.archived && (
        <p className="callout callout--warning" role="note" data-testid="offer-archived">
          <strong>Oferta archiwalna.</strong> Ta strona opisuje program, którego już nie prowadzimy, i nie przyjmuje zapytań. Aktualna
          oferta:{' '}
          <Link to="/szkolenie-midjourney-ai/$slug" params={{ slug: 'b2b' }}>
            szkolenie dla firm
          </Link>
          .
        </p>
      )}
      <div className="training__layout">
        <div className="training__main">
          <header className="article__header">
            <h1 id="offer-title" className="article__title" data-testid="offer-title">
              {offer.title}
            </h1>
            <p className="article__lead">{offer.lead}</p>
          </header>
          {/* Markdown comes from our own database and is sanitised by DOMPurify in useMarkdown. */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
          {offer.programme.length > 0 && (
            <section aria-labelledby="programme-title">
              <h2 id="programme-title">{offer.price_pln === null ? 'W skrócie' : 'Program'}</h2>
              <ol className="programme" data-testid="offer-programme">
                {offer.programme.map((module) => (
                  <li key={module}>{module}</li>
                ))}
              </ol>
            </section>
          )}
          {offer.faq.length > 0 && (
            <section aria-labelledby="faq-title" className="faq">
              <h2 id="faq-title">Najczęstsze pytania</h2>
              {offer.faq.map((entry) => (
                <details key={entry.question} className="faq__item">
                  <summary>{entry.question}</summary>
                  <p>{entry.answer}</p>
                </details>
              ))}
            </section>
          )}
        </div>
        <aside className="training__aside" aria-label="Cena i zapisy">
          {(offer.price_pln !== null || offer.duration || offer.format) && (
            <dl className="tool-card training__facts" data-testid="offer-facts">
              {offer.price_pln !== null && (
                <div>
                  <dt>Cena</dt>
                  <dd>
                    <strong className="training__price">{formatPln(offer.price_pln)}</strong>
                    {offer.price_note && <span className="training__price-note"> {offer.price_note}</span>}
                  </dd>
                </div>
              )}
              {offer.duration && (
                <div>
                  <dt>Czas trwania</dt>
                  <dd>{offer.duration}</dd>
                </div>
              )}
              {offer.format && (
                <div>
                  <dt>Forma</dt>
                  <dd>{offer.format}</dd>
                </div>
              )}
            </dl>
          )}
          {offer.accepts_inquiries && <InquiryForm offerSlug={offer.slug} offerTitle={offer.title} />}
        </aside>
      </div>
    </article>
  );
}
