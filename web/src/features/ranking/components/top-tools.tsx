import { Link } from '@tanstack/react-router';
import { formatScore } from '../../../lib/format';
import type { TopAiTool } from '../api';
import { toolAnchor } from './ranking-table';
import '../ranking.css';

export function TopTools({ tools }: { tools: TopAiTool[] }) {
  return (
    <ol className="top-tools" data-testid="top-tools">
      {tools.map((tool) => (
        <li key={tool.slug} className="top-tools__item">
          <span className="top-tools__position" aria-hidden="true">
            {tool.position}
          </span>
          <span className="top-tools__body">
            <Link to="/ranking-top-ai" hash={toolAnchor(tool.slug)} className="top-tools__name">
              {tool.name}
            </Link>
            <span className="top-tools__best-for">Najlepsze do: {tool.best_for}</span>
          </span>
          <span className="score" aria-label={`Ocena ${formatScore(tool.score)} na 10`}>
            {formatScore(tool.score)}
          </span>
        </li>
      ))}
    </ol>
  );
}
