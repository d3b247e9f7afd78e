import { articleCoverUrl } from '../api';
import './article-cover.css';

type ArticleCoverProps = {
  /** Object path in the storage bucket "covers". */
  path: string;
  /** Describes the image; empty marks it decorative. */
  alt: string;
};

export function ArticleCover({ path, alt }: ArticleCoverProps) {
  return (
    <figure className="article-cover">
      <img className="article-cover__image" src={articleCoverUrl(path)} alt={alt} data-testid="post-cover" decoding="async" />
    </figure>
  );
}
