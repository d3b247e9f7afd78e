import { PrerenderedBlock } from '../../../components/prerendered-block';
import { asSentence, formatScore } from '../../../lib/format';
import type { AiTool } from '../api';
import { ToolLogo } from './tool-logo';
import { commercialUseLabels, polishSupportLabels } from '../utils';
import { formatToolPrice, toolAnchor } from './ranking-table';
import '../ranking.css';

type ToolDetailsProps = {
  tool: AiTool;
};

/** A tool's card: static, so over a prerendered page that showed the same tool the takeover keeps its HTML. */
export function ToolDetails({ tool }: ToolDetailsProps) {
  const titleId = `${toolAnchor(tool.slug)}-tytul`;
  return (
    <PrerenderedBlock
      as="article"
      kind="tool-card"
      shows={tool}
      id={toolAnchor(tool.slug)}
      className="tool-card"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="tool-card__header">
        <ToolLogo path={tool.logo_path} className="tool-card__logo" size={40} />
        <p className="tool-card__position">{tool.position}. miejsce</p>
        <h3 id={titleId} className="tool-card__name">
          {tool.name}
        </h3>
        <p className="tool-card__score">
          Ocena: <strong>{formatScore(tool.score)}</strong>/10
        </p>
      </header>
      <p className="tool-card__best-for">
        <strong>Najlepsze do:</strong> {tool.best_for}
      </p>
      <div className="tool-card__columns">
        <div>
          <h4>Mocne strony</h4>
          <ul>
            {tool.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Słabe strony</h4>
          <ul>
            {tool.weaknesses.map((weakness) => (
              <li key={weakness}>{weakness}</li>
            ))}
          </ul>
        </div>
      </div>
      <dl className="tool-card__facts">
        <div>
          <dt>Cena</dt>
          <dd>
            {asSentence(formatToolPrice(tool.price_from_usd))} {tool.pricing_note}
          </dd>
        </div>
        <div>
          <dt>Użytek komercyjny: {commercialUseLabels[tool.commercial_use]?.toLocaleLowerCase('pl')}</dt>
          <dd>{tool.licence_note}</dd>
        </div>
        <div>
          <dt>Język polski</dt>
          <dd>{polishSupportLabels[tool.polish_support]}</dd>
        </div>
      </dl>
      <a className="tool-card__link" href={tool.url} target="_blank" rel="noopener noreferrer">
        Strona narzędzia {tool.name}
        <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
      </a>
    </PrerenderedBlock>
  );
}
