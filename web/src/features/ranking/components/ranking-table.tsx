import { PrerenderedBlock } from '../../../components/prerendered-block';
import { formatScore, formatUsd } from '../../../lib/format';
import type { AiTool } from '../api';
import { ToolLogo } from './tool-logo';
import type { RankingSort } from '../ranking-search';
import { categoryLabels, commercialUseLabels, polishSupportLabels } from '../utils';
import '../ranking.css';

type RankingTableProps = {
  tools: AiTool[];
  sort: RankingSort;
  onSort: (sort: RankingSort) => void;
};

const sortableColumns: { sort: RankingSort; label: string; direction: 'ascending' | 'descending' }[] = [
  { sort: 'pozycja', label: 'Miejsce', direction: 'ascending' },
  { sort: 'nazwa', label: 'Narzędzie', direction: 'ascending' },
  { sort: 'ocena', label: 'Ocena', direction: 'descending' },
  { sort: 'cena', label: 'Cena od', direction: 'ascending' },
];

export function toolAnchor(slug: string): string {
  return `narzedzie-${slug}`;
}

export function formatToolPrice(price: number | null): string {
  if (price === null) return 'Bez abonamentu';
  if (price === 0) return 'Bezpłatnie';
  return `${formatUsd(price)}/mies.`;
}

export function RankingTable({ tools, sort, onSort }: RankingTableProps) {
  return (
    // Focusable, so keyboard users can scroll the wide table sideways on small screens.
    <div className="table-scroll" role="region" aria-label="Tabela narzędzi (przewijana w poziomie)" tabIndex={0}>
      <table className="ranking-table" data-testid="ranking-table">
        <caption className="visually-hidden">Ranking narzędzi AI do obrazów i wideo; nagłówki z przyciskami zmieniają sortowanie</caption>
        <thead>
          <tr>
            {sortableColumns.map((column) => (
              <th key={column.sort} scope="col" aria-sort={sort === column.sort ? column.direction : undefined}>
                <button type="button" className="sort-button" onClick={() => onSort(column.sort)}>
                  {column.label}
                  <span aria-hidden="true" className="sort-button__icon">
                    {sort === column.sort ? (column.direction === 'ascending' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">Darmowy plan</th>
            <th scope="col">Użytek komercyjny</th>
            <th scope="col">Język polski</th>
            <th scope="col">Najlepsze do</th>
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            // Static rows: over a prerendered page that showed the same tool the takeover keeps the row's HTML.
            <PrerenderedBlock as="tr" key={tool.slug} kind="ranking-row" shows={tool} data-testid="ranking-row">
              <td className="ranking-table__position">{tool.position}.</td>
              <th scope="row" className="ranking-table__name">
                <span className="ranking-table__tool">
                  <ToolLogo path={tool.logo_path} className="ranking-table__logo" size={32} />
                  <span>
                    <a href={`#${toolAnchor(tool.slug)}`}>{tool.name}</a>
                    <span className="ranking-table__meta">
                      {tool.vendor} · {categoryLabels[tool.category] ?? tool.category}
                    </span>
                  </span>
                </span>
              </th>
              <td className="ranking-table__score">
                <span className="score" data-testid="ranking-score">
                  {formatScore(tool.score)}
                </span>
                <span className="visually-hidden"> na 10</span>
              </td>
              <td className="nowrap" data-testid="ranking-price">
                {formatToolPrice(tool.price_from_usd)}
              </td>
              <td>{tool.has_free_tier ? 'Tak' : 'Nie'}</td>
              <td>{commercialUseLabels[tool.commercial_use] ?? tool.commercial_use}</td>
              <td>{polishSupportLabels[tool.polish_support] ?? tool.polish_support}</td>
              <td className="ranking-table__best-for">{tool.best_for}</td>
            </PrerenderedBlock>
          ))}
        </tbody>
      </table>
    </div>
  );
}
