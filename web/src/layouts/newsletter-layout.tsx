import type { ReactNode } from 'react';
import './newsletter-layout.css';

export interface NewsletterReadingProps {
  subject: string;
  date: string | null;
  children: ReactNode;
}

/** The classic issue as the mail shows it: a narrow paper card on a quiet background, no site chrome. */
export function NewsletterLayout({ subject, date, children }: NewsletterReadingProps) {
  return (
    <div className="newsletter-view newsletter-view--classic">
      <main id="tresc" className="newsletter-view__card" tabIndex={-1}>
        <p className="newsletter-view__brand">
          <a href="/">Obrazy AI</a> · newsletter
        </p>
        {date && <p className="newsletter-view__date">{date}</p>}
        <h1 className="newsletter-view__subject">{subject}</h1>
        <article className="newsletter-view__body prose">{children}</article>
        <footer className="newsletter-view__footer">
          <p>Czytasz wydanie newslettera Obrazy AI w przeglądarce.</p>
          <p>
            <a href="/newsletter">Zapisz się</a>, jeśli chcesz dostawać kolejne wydania pocztą.
          </p>
        </footer>
      </main>
    </div>
  );
}
