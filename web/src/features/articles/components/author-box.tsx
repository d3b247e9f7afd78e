import { Link } from '@tanstack/react-router';
import { mediaUrl, mediaTransformUrl } from '../../../lib/media';
import type { Author } from '../api';
import './author-box.css';

/** Size of the portrait on the page, in CSS pixels (the file is offered at 1× and 2×). */
const portraitSize = 72;

type AuthorPortraitProps = { author: Author; size?: number };

/** An author's portrait from the `media` bucket, or nothing when they have none. */
export function AuthorPortrait({ author, size = portraitSize }: AuthorPortraitProps) {
  if (!author.avatar_path) return null;
  return (
    <img
      className="author-box__portrait"
      src={mediaTransformUrl(author.avatar_path, size * 2)}
      srcSet={`${mediaTransformUrl(author.avatar_path, size)} 1x, ${mediaTransformUrl(author.avatar_path, size * 2)} 2x`}
      width={size}
      height={size}
      alt={author.avatar_alt ?? ''}
      loading="lazy"
      decoding="async"
      data-testid="author-portrait"
    />
  );
}

/** The byline under an article: who wrote it, what they do, and where to read more about the editors. */
export function AuthorBox({ author }: { author: Author }) {
  return (
    <aside className="author-box" aria-labelledby="author-box-name" data-testid="author-box">
      <AuthorPortrait author={author} />
      <div className="author-box__text">
        <p className="author-box__label">Autor tekstu</p>
        <p id="author-box-name" className="author-box__name">
          {author.name}
          {author.role ? <span className="author-box__role">, {author.role}</span> : null}
        </p>
        <p className="author-box__bio">{author.bio}</p>
        <Link to="/o-nas" hash={author.slug} className="author-box__more">
          Więcej o redakcji
        </Link>
      </div>
    </aside>
  );
}

/** Canonical address of an author: their section of /o-nas. */
export function authorUrl(origin: string, author: Pick<Author, 'slug'>): string {
  return `${origin}/o-nas#${author.slug}`;
}

/** schema.org Person of an author, for the article's JSON-LD. */
export function authorJsonLd(origin: string, author: Author): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: author.name,
    url: authorUrl(origin, author),
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.avatar_path ? { image: mediaUrl(author.avatar_path) } : {}),
  };
}
