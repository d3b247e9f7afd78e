import type { NewsletterReadingProps } from './newsletter-layout';
import './newsletter-layout.css';

/** The alternative issue template: a magazine-like page with a coloured masthead. */
export function Newsletter2Layout({ subject, date, children }: NewsletterReadingProps) {
  return (
    <div className="newsletter-view newsletter-view--magazine">
      <header className="newsletter-view__masthead">
        <p className="newsletter-view__brand">
          <a href="/">Obrazy AI</a> — magazyn o generowaniu obrazów
        </p>
        <h1 className="newsletter-view__subject">{subject}</h1>
        {date && <p className="newsletter-view__date">{date}</p>}
      </header>
      <main id="tresc" className="newsletter-view__card" tabIndex={-1}>
        <article className="newsletter-view__body prose">{children}</article>
        <footer className="newsletter-view__footer">
          <p>
            To wydanie w wersji do czytania w przeglądarce. <a href="/newsletter">Zapisz się na newsletter</a>.
          </p>
        </footer>
      </main>
    </div>
  );
}
