import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../components/logo';
import { AccountLink } from '../features/auth/components/account-link';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { siteName } from '../lib/seo';

type DefaultLayoutProps = {
  children: ReactNode;
};

export function DefaultLayout({ children }: DefaultLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
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
              <li>
                <Link to="/slownik-ai" className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  Słownik AI
                </Link>
              </li>
              <li>
                <Link to="/ranking-top-ai" className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  Ranking AI
                </Link>
              </li>
              <li>
                <Link to="/poradnik/midjourney-ai" className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  Poradnik Midjourney
                </Link>
              </li>
              <li>
                <Link to="/szkolenie-midjourney-ai" className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  Szkolenia
                </Link>
              </li>
              <li>
                <Link to="/newsletter" className="site-nav__link" activeProps={{ 'aria-current': 'page' }}>
                  Newsletter
                </Link>
              </li>
              <li>
                <AccountLink className="site-nav__link" />
              </li>
            </ul>
          </nav>
        </div>
      </header>

      <main id="tresc" className="site-main" tabIndex={-1}>
        {/* Keyed by path so every page change replays the short fade-in. */}
        <div key={pathname} className="container route-transition">
          {children}
        </div>
      </main>

      <footer className="site-footer">
        <div className="container site-footer__inner">
          <NewsletterForm source="stopka" compact />
          <p className="site-footer__cookies">
            Używamy plików cookie wyłącznie do anonimowej analityki i statystyk — bez reklam, bez remarketingu i bez sprzedawania danych.
          </p>
          <nav aria-label="Informacje i tematy">
            <ul className="site-footer__links">
              <li>
                <Link to="/polityka-prywatnosci">Polityka prywatności</Link>
              </li>
              <li>
                <Link to="/tag">Tagi</Link>
              </li>
              <li>
                <Link to="/slownik-ai">Słownik AI</Link>
              </li>
              <li>
                <Link to="/ai/znajdz-swoj-generator-ai">Znajdź swój generator AI</Link>
              </li>
              <li>
                <Link to="/ai/midjourney-chaos">Parametry Midjourney</Link>
              </li>
              <li>
                <Link to="/branding/archetypy">Archetypy marki</Link>
              </li>
              <li>
                <Link to="/ux/prawa-ux">Prawa UX</Link>
              </li>
              <li>
                <Link to="/jak-poprawic-design-strony">Jak poprawić design strony</Link>
              </li>
              <li>
                <Link to="/kolory">Generator palet kolorów</Link>
              </li>
              <li>
                <Link to="/ankieta">Ankieta dla czytelników</Link>
              </li>
              <li>
                <Link to="/neumorphism">Generator neumorfizmu</Link>
              </li>
              <li>
                <Link to="/quiz/identyfikacja-brandu">Quiz: archetyp marki</Link>
              </li>
            </ul>
          </nav>
          <p className="site-footer__copy">
            © {new Date().getFullYear()} {siteName}. Treści o generowaniu obrazów z AI, pisane po polsku.
          </p>
        </div>
      </footer>
    </div>
  );
}
