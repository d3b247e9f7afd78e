import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../components/logo';
import { siteName } from '../lib/seo';

// Sections of the product's route table; plain links until each section's route exists.
const sectionLinks = [
  { href: '/slownik-ai', label: 'Słownik AI' },
  { href: '/ranking-top-ai', label: 'Ranking AI' },
  { href: '/poradnik/midjourney-ai', label: 'Poradnik Midjourney' },
  { href: '/szkolenie-midjourney-ai', label: 'Szkolenia' },
  { href: '/newsletter', label: 'Newsletter' },
] as const;

type DefaultLayoutProps = {
  children: ReactNode;
};

export function DefaultLayout({ children }: DefaultLayoutProps) {
  return (
    <div className="site">
      <a className="skip-link" href="#tresc">
        Przejdź do treści
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/" className="brand">
            <Logo />
            <span className="brand__name">{siteName}</span>
          </Link>
          <nav className="site-nav" aria-label="Główne sekcje serwisu">
            <ul className="site-nav__list">
              <li>
                <Link to="/" className="site-nav__link" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  Artykuły
                </Link>
              </li>
              {sectionLinks.map((section) => (
                <li key={section.href}>
                  <a href={section.href} className="site-nav__link">
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <main id="tresc" className="site-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>

      <footer className="site-footer">
        <div className="container site-footer__inner">
          <p className="site-footer__cookies">
            Używamy plików cookie wyłącznie do anonimowej analityki i statystyk — bez reklam, bez remarketingu i bez sprzedawania danych.
          </p>
          <nav aria-label="Informacje prawne">
            <a href="/polityka-prywatnosci">Polityka prywatności</a>
          </nav>
          <p className="site-footer__copy">
            © {new Date().getFullYear()} {siteName}. Treści o generowaniu obrazów z AI, pisane po polsku.
          </p>
        </div>
      </footer>
    </div>
  );
}
