import { Link } from '@tanstack/react-router';
import '../articles.css';

type ArticleTagsProps = {
  tags: string[];
};

export function ArticleTags({ tags }: ArticleTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tagi">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to="/tag" search={{ t: tag }} className="tag" data-testid="tag-link">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
