import { formatDate, formatReadingTime } from '../../../lib/format';
import '../articles.css';

type ArticleMetaProps = {
  publishedAt: string | null;
  readingMinutes: number;
};

export function ArticleMeta({ publishedAt, readingMinutes }: ArticleMetaProps) {
  return (
    <p className="article-meta">
      {publishedAt ? (
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      ) : (
        <span className="badge badge--draft">Szkic — nieopublikowany</span>
      )}
      <span aria-hidden="true"> · </span>
      <span>{formatReadingTime(readingMinutes)}</span>
    </p>
  );
}
