import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../components/icon';
import { BrandLink } from '../components/logo';
import { AccountLink } from '../components/auth/account-link';
import { cookieSettingsEvent } from '../lib/consent';
import { earlyInputControl, earlyMenuOpen, settleEarlyMenu } from '../lib/early-input';
import { restoreEarlyFocus, restoreEarlyPlace } from '../lib/early-position';
import { warsawYear } from '../lib/format';
import { siteName } from '../lib/seo';

/** The main sections, in the header menu (the home page link is current only on the home page). */
const sectionLinks = [
  { to: '/', icon: 'lucide:newspaper', label: 'Artykuły', exact: true },
  { to: '/slownik-ai', icon: 'lucide:book-open', label: 'Słownik AI' },
  { to: '/ranking-top-ai', icon: 'lucide:trophy', label: 'Ranking AI' },
  { to: '/poradnik/midjourney-ai', icon: 'lucide:compass', label: 'Poradnik Midjourney' },
  { to: '/szkolenie-midjourney-ai', icon: 'lucide:graduation-cap', label: 'Szkolenia' },
  { to: '/newsletter', icon: 'lucide:mail', label: 'Newsletter' },
] as const;

/** Information pages and topics, in the footer. */
const footerLinks = [
  { to: '/o-nas', icon: 'lucide:info', label: 'O nas' },
  { to: '/kontakt', icon: 'lucide:mail', label: 'Kontakt' },
  { to: '/polityka-prywatnosci', icon: 'lucide:shield-check', label: 'Polityka prywatności' },
  { to: '/tag', icon: 'lucide:tags', label: 'Tagi' },
  { to: '/slownik-ai', icon: 'lucide:book-a', label: 'Słownik AI' },
  { to: '/ai/znajdz-swoj-generator-ai', icon: 'lucide:wand-sparkles', label: 'Znajdź swój generator AI' },
  { to: '/ai/midjourney-chaos', icon: 'lucide:sliders-horizontal', label: 'Parametry Midjourney' },
  { to: '/branding/archetypy', icon: 'lucide:users', label: 'Archetypy marki' },
  { to: '/ux/prawa-ux', icon: 'lucide:layout-template', label: 'Prawa UX' },
  { to: '/jak-poprawic-design-strony', icon: 'lucide:sparkles', label: 'Jak poprawić design strony' },
  { to: '/kolory', icon: 'lucide:palette', label: 'Generator palet kolorów' },
  { to: '/ankieta', icon: 'lucide:clipboard-list', label: 'Ankieta dla czytelników' },
  { to: '/stworz-stwora', icon: 'lucide:smile-plus', label: 'Stwórz stwora' },
  { to: '/gratisy', icon: 'lucide:gift', label: 'Gratisy do pobrania' },
  { to: '/neumorphism', icon: 'lucide:square-dashed', label: 'Generator neumorfizmu' },
  { to: '/quiz/identyfikacja-brandu', icon: 'lucide:circle-question-mark', label: 'Quiz: archetyp marki' },
] as const;

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
  const [open, setOpen] = useState(earlyMenuOpen);
  // A tap on the static menu between this render's start and its commit is not lost: the commit takes the menu over
  // as the static page left it.
  useLayoutEffect(() => {
    const early = settleEarlyMenu();
    if (early !== undefined) setOpen(early);
    // The same commit replaced the static page: the keyboard focus it had moves to the app's copy of that element,
    // and the reader who scrolled it sees the same place (the router leaves the scroll alone at the takeover).
    const root = document.getElementById('root');
    restoreEarlyFocus(root);
    restoreEarlyPlace(root);
  }, []);
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
          <BrandLink />
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
              {sectionLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="site-nav__link with-icon"
                    activeOptions={{ exact: 'exact' in link }}
                    activeProps={{ 'aria-current': 'page' }}
                  >
                    <Icon name={link.icon} />
                    {link.label}
                  </Link>
                </li>
              ))}
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
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="with-icon">
                    <Icon name={link.icon} />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="site-footer__copy" data-changes-with="year">
            © {warsawYear(new Date())} {siteName}. Treści o generowaniu obrazów z AI, pisane po polsku.
          </p>
        </div>
      </footer>
    </div>
  );
}
