import { useLayoutEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { Author } from '../api';
import { AuthorPortrait } from './author-box';
import './author-box.css';

/** The editors on /o-nas: one card per author, addressable as /o-nas#<slug>. */
export function AuthorsList({ authors }: { authors: Author[] }) {
  const hash = useLocation({ select: (location) => location.hash });
  // The cards arrive with the page's data: a byline's link (/o-nas#slug) scrolls to its card once it exists.
  useLayoutEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);
  if (authors.length === 0) return null;
  return (
    <section className="authors-list" aria-labelledby="authors-title" data-testid="authors">
      <h2 id="authors-title">Redakcja</h2>
      {authors.map((author) => (
        <article key={author.slug} id={author.slug} className="author-box" aria-labelledby={`author-${author.slug}`}>
          <AuthorPortrait author={author} size={96} />
          <div className="author-box__text">
            <h3 id={`author-${author.slug}`} className="author-box__name">
              {author.name}
            </h3>
            {author.role ? <p className="author-box__role">{author.role}</p> : null}
            <p className="author-box__bio">{author.bio}</p>
          </div>
        </article>
      ))}
    </section>
  );
}
