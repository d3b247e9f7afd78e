import type { UxLaw } from '../api';
import { uxCategoryLabel } from '../categories';
import '../ux-laws.css';

export function UxLawCard({ law }: { law: UxLaw }) {
  const titleId = `${law.slug}-tytul`;
  return (
    <article id={law.slug} className="tool-card ux-law" aria-labelledby={titleId} tabIndex={-1} data-testid="ux-law">
      <header className="tool-card__header">
        <p className="tool-card__position">
          {law.position}. · {uxCategoryLabel(law.category)}
        </p>
        <h2 id={titleId} className="tool-card__name">
          {law.name}
        </h2>
        <p className="tool-card__score" lang="en">
          {law.original_name}
        </p>
      </header>
      <p className="ux-law__summary">{law.summary}</p>
      <p>{law.description}</p>
      <dl className="tool-card__facts">
        <div>
          <dt>Przykład</dt>
          <dd>{law.example}</dd>
        </div>
        <div>
          <dt>Jak to zastosować</dt>
          <dd>{law.tip}</dd>
        </div>
        <div>
          <dt>Źródło</dt>
          <dd>{law.origin}</dd>
        </div>
      </dl>
    </article>
  );
}
