import { Link } from '@tanstack/react-router';
import { countNoun } from '../../../lib/format';
import '../articles.css';

type TagCloudProps = {
  tags: { tag: string; count: number }[];
  current?: string;
};

const articleForms = ['artykuł', 'artykuły', 'artykułów'] as const;

export function TagCloud({ tags, current }: TagCloudProps) {
  return (
    <ul className="tag-cloud" data-testid="tag-cloud">
      {tags.map(({ tag, count }) => (
        <li key={tag}>
          <Link
            to="/tag"
            search={{ t: tag }}
            className="tag tag--large"
            aria-current={tag === current ? 'page' : undefined}
            aria-label={`#${tag}: ${countNoun(count, articleForms)}`}
          >
            #{tag} <span className="tag__count">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
