import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../components/icon';
import { Logo } from '../components/logo';
import { AccountLink } from '../components/auth/account-link';
import { cookieSettingsEvent } from '../lib/consent';
import { earlyInputControl, takeEarlyInput } from '../lib/early-input';
import { siteName } from '../lib/seo';

type DefaultLayoutProps = {
  children: ReactNode;
  /** The sign-up form that opens the footer: the route puts the newsletter feature here (layouts know no features). */
  footerForm: ReactNode;
};

/**
 * On phones the main links fold behind a menu button (a disclosure: aria-expanded/aria-controls; Escape closes it
 * and gives focus back to the button; following a link closes it). Without scripting the links stay shown.
 */
function useMenu(pathname: string) {
  // Over a prerendered page the menu may already have been opened before the app took over.
  const [open, setOpen] = useState(() => takeEarlyInput('menuOpen'));
  const button = useRef<HTMLButtonElement>(null);
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    setOpen(false);
  }, [pathname]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return { open, button, toggle: () => setOpen((value) => !value), onKeyDown };
}

export function DefaultLayout({ children, footerForm }: DefaultLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const menu = useMenu(pathname);
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
          <button
            ref={menu.button}
            type="button"
            className="site-nav__toggle with-icon"
            aria-expanded={menu.open}
            aria-controls="menu-glowne"
            data-early-input={earlyInputControl.menu}
            onClick={menu.toggle}
          >
            <Icon name={menu.open ? 'lucide:x' : 'lucide:menu'} />
            Menu
          </button>
          <nav
            id="menu-glowne"
            className="site-nav"
            data-open={menu.open ? 'true' : 'false'}
            aria-label="Główne sekcje serwisu"
            onKeyDown={menu.onKeyDown}
          >
            <ul className="site-nav__list">
              <li>
                <Link to="/" className="site-nav__link with-icon" activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  <Icon name="lucide:newspaper" />
                  Artykuły
                </Link>
              </li>
              <li>
                <Link to="/slownik-ai" className="site-nav__link with-icon" activeProps={{ 'aria-current': 'page' }}>
                  <Icon name="lucide:book-open" />
                  Słownik AI
                </Link>
              </li>
              <li>
                <Link to="/ranking-top-ai" className="site-nav__link with-icon" activeProps={{ 'aria-current': 'page' }}>
                  <Icon name="lucide:trophy" />
                  Ranking AI
                </Link>
              </li>
              <li>
                <Link to="/poradnik/midjourney-ai" className="site-nav__link with-icon" activeProps={{ 'aria-current': 'page' }}>
                  <Icon name="lucide:compass" />
                  Poradnik Midjourney
                </Link>
              </li>
              <li>
                <Link to="/szkolenie-midjourney-ai" className="site-nav__link with-icon" activeProps={{ 'aria-current': 'page' }}>
                  <Icon name="lucide:graduation-cap" />
                  Szkolenia
                </Link>
              </li>
              <li>
                <Link to="/newsletter" className="site-nav__link with-icon" activeProps={{ 'aria-current': 'page' }}>
                  <Icon name="lucide:mail" />
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
          {footerForm}
          <p className="site-footer__cookies">
            Używamy plików cookie wyłącznie do anonimowej analityki i statystyk — bez reklam, bez remarketingu i bez sprzedawania danych.{' '}
            <button
              type="button"
              className="link-button"
              data-early-input={earlyInputControl.cookieSettings}
              onClick={() => window.dispatchEvent(new Event(cookieSettingsEvent))}
            >
              Ustawienia cookies
            </button>
          </p>
          <nav aria-label="Informacje i tematy">
            <ul className="site-footer__links">
              <li>
                <Link to="/o-nas" className="with-icon">
                  <Icon name="lucide:info" />O nas
                </Link>
              </li>
              <li>
                <Link to="/kontakt" className="with-icon">
                  <Icon name="lucide:mail" />
                  Kontakt
                </Link>
              </li>
              <li>
                <Link to="/polityka-prywatnosci" className="with-icon">
                  <Icon name="lucide:shield-check" />
                  Polityka prywatności
                </Link>
              </li>
              <li>
                <Link to="/tag" className="with-icon">
                  <Icon name="lucide:tags" />
                  Tagi
                </Link>
              </li>
              <li>
                <Link to="/slownik-ai" className="with-icon">
                  <Icon name="lucide:book-a" />
                  Słownik AI
                </Link>
              </li>
              <li>
                <Link to="/ai/znajdz-swoj-generator-ai" className="with-icon">
                  <Icon name="lucide:wand-sparkles" />
                  Znajdź swój generator AI
                </Link>
              </li>
              <li>
                <Link to="/ai/midjourney-chaos" className="with-icon">
                  <Icon name="lucide:sliders-horizontal" />
                  Parametry Midjourney
                </Link>
              </li>
              <li>
                <Link to="/branding/archetypy" className="with-icon">
                  <Icon name="lucide:users" />
                  Archetypy marki
                </Link>
              </li>
              <li>
                <Link to="/ux/prawa-ux" className="with-icon">
                  <Icon name="lucide:layout-template" />
                  Prawa UX
                </Link>
              </li>
              <li>
                <Link to="/jak-poprawic-design-strony" className="with-icon">
                  <Icon name="lucide:sparkles" />
                  Jak poprawić design strony
                </Link>
              </li>
              <li>
                <Link to="/kolory" className="with-icon">
                  <Icon name="lucide:palette" />
                  Generator palet kolorów
                </Link>
              </li>
              <li>
                <Link to="/ankieta" className="with-icon">
                  <Icon name="lucide:clipboard-list" />
                  Ankieta dla czytelników
                </Link>
              </li>
              <li>
                <Link to="/stworz-stwora" className="with-icon">
                  <Icon name="lucide:smile-plus" />
                  Stwórz stwora
                </Link>
              </li>
              <li>
                <Link to="/gratisy" className="with-icon">
                  <Icon name="lucide:gift" />
                  Gratisy do pobrania
                </Link>
              </li>
              <li>
                <Link to="/neumorphism" className="with-icon">
                  <Icon name="lucide:square-dashed" />
                  Generator neumorfizmu
                </Link>
              </li>
              <li>
                <Link to="/quiz/identyfikacja-brandu" className="with-icon">
                  <Icon name="lucide:circle-question-mark" />
                  Quiz: archetyp marki
                </Link>
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
