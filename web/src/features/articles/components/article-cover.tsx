import { CoverImage } from './cover-image';
import './article-cover.css';

type ArticleCoverProps = {
  /** Object path in the storage bucket "covers". */
  path: string;
  /** Describes the image; empty marks it decorative. */
  alt: string;
};

/** The cover at the top of an article: the page's main image. */
export function ArticleCover({ path, alt }: ArticleCoverProps) {
  return (
    <figure className="article-cover">
      <CoverImage
        className="article-cover__image"
        path={path}
        alt={alt}
        sizes="(max-width: 48rem) 100vw, 48rem"
        priority
        testId="post-cover"
      />
    </figure>
  );
}
