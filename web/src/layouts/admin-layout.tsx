import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLink } from '../components/logo';
import { expectSignOut, useAuthUser } from '../lib/auth/use-auth';
import { signOut as endSession } from '../lib/auth/sign-out';
import './admin-layout.css';

const sections = [
  { to: '/admin', label: 'Pulpit', exact: true },
  { to: '/admin/pages', label: 'Strony i artykuły' },
  { to: '/admin/zapytania', label: 'Zapytania' },
  { to: '/admin/stwory', label: 'Stwory' },
  { to: '/admin/ranking', label: 'Ranking' },
  { to: '/admin/reorder', label: 'Kolejność rankingu' },
  { to: '/admin/glossary', label: 'Słownik' },
  { to: '/admin/newsletter', label: 'Subskrybenci' },
  { to: '/admin/newsletter-send', label: 'Wysyłka newslettera' },
] as const;

/** The admin area's chrome: section navigation, who is signed in, and a way out. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  const navigate = useNavigate();

  const signOut = async () => {
    expectSignOut();
    await endSession('local');
    await navigate({ to: '/login', search: { powod: 'wylogowano' }, replace: true });
  };

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#tresc">
        Przejdź do treści
      </a>
      <header className="admin-header">
        <BrandLink name="Obrazy AI — panel" />
        {/* Nobody signed in yet (the prerendered frame, a session being checked): its place is kept, empty. */}
        <div className="admin-header__user" style={user ? undefined : { visibility: 'hidden' }}>
          <span>{user?.email}</span>
          <Link to="/konto">Konto</Link>
          <button type="button" className="link-button" onClick={() => void signOut()}>
            Wyloguj
          </button>
        </div>
      </header>
      <nav className="admin-nav" aria-label="Sekcje panelu">
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to as string}
                activeOptions={{ exact: 'exact' in section }}
                activeProps={{ 'aria-current': 'page', className: 'is-active' }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="tresc" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
