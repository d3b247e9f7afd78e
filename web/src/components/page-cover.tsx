import { CoverImage } from './cover-image';
import './page-cover.css';

type PageCoverProps = {
  /** Object path in the storage bucket "covers". */
  path: string;
  /** Describes the image; empty marks it decorative. */
  alt: string;
  testId?: string;
};

/** The cover under a page's title (articles, guides, comparisons): the page's main image. */
export function PageCover({ path, alt, testId = 'page-cover' }: PageCoverProps) {
  return (
    <figure className="article-cover">
      <CoverImage className="article-cover__image" path={path} alt={alt} sizes="(max-width: 48rem) 100vw, 48rem" priority testId={testId} />
    </figure>
  );
}
