import { Link } from '@tanstack/react-router';
import { formatPln } from '../../../lib/format';
import type { MainTrainingOffer } from '../api';

export function TrainingTeaser({ offer }: { offer: MainTrainingOffer }) {
  return (
    <div className="teaser" data-testid="training-teaser">
      <p className="teaser__eyebrow">Szkolenie</p>
      <h3 className="teaser__title">
        <Link to="/szkolenie-midjourney-ai">{offer.title}</Link>
      </h3>
      <p>{offer.lead}</p>
      {offer.price_pln !== null && (
        <p className="article-meta">
          {formatPln(offer.price_pln)} {offer.price_note}
          {offer.duration && ` · ${offer.duration}`}
        </p>
      )}
      <p className="recommendation__links">
        <Link to="/szkolenie-midjourney-ai/$slug" params={{ slug: 'b2b' }}>
          Szkolenie dla firm
        </Link>
        <Link to="/szkolenie-midjourney-ai/$slug" params={{ slug: 'online' }}>
          Online na żywo
        </Link>
      </p>
    </div>
  );
}
