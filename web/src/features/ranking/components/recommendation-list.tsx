import { Link } from '@tanstack/react-router';
import { formatScore } from '../../../lib/format';
import type { AiTool } from '../api';
import type { Recommendation } from '../recommender';
import { formatToolPrice, toolAnchor } from './ranking-table';
import '../ranking.css';

type RecommendationListProps = {
  recommendations: Recommendation<AiTool>[];
};

export function RecommendationList({ recommendations }: RecommendationListProps) {
  if (recommendations.length === 0) {
    return (
      <p className="empty-state" data-testid="recommendations-empty">
        Żadne narzędzie z rankingu nie spełnia wszystkich warunków naraz. Zwiększ budżet albo zrezygnuj z któregoś wymagania.
      </p>
    );
  }
  return (
    <ol className="recommendations" data-testid="recommendations">
      {recommendations.map(({ tool, reasons }, index) => (
        <li key={tool.slug} className="tool-card recommendation" data-testid="recommendation">
          <header className="tool-card__header">
            <p className="tool-card__position">{index === 0 ? 'Najlepsze dopasowanie' : `Propozycja ${index + 1}.`}</p>
            <h3 className="tool-card__name">{tool.name}</h3>
            <p className="tool-card__score">
              Ocena w rankingu: <strong>{formatScore(tool.score)}</strong>/10 · {formatToolPrice(tool.price_from_usd)}
            </p>
          </header>
          <p className="tool-card__best-for">
            <strong>Najlepsze do:</strong> {tool.best_for}
          </p>
          <h4>Dlaczego to narzędzie</h4>
          <ul className="reasons">
            {reasons.map((reason) => (
              <li key={reason.text} className={reason.fits ? 'reason reason--fits' : 'reason reason--warning'}>
                <span aria-hidden="true">{reason.fits ? '✓' : '!'}</span>
                <span className="visually-hidden">{reason.fits ? 'Zaleta: ' : 'Uwaga: '}</span>
                {reason.text}
              </li>
            ))}
          </ul>
          <p className="recommendation__links">
            <Link to="/ranking-top-ai" hash={toolAnchor(tool.slug)}>
              Szczegóły w rankingu
            </Link>
            <a href={tool.url} target="_blank" rel="noopener noreferrer">
              Strona {tool.name}
              <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
