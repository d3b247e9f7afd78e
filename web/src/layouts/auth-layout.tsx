import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandLink } from '../components/logo';
import './auth-layout.css';

/** Sign-in, registration, recovery and MFA: the logo, one card, and a way back to the site. */
export function AuthLayout({ children = <Outlet /> }: { children?: ReactNode }) {
  return (
    <div className="auth-shell">
      <header className="auth-shell__header">
        <BrandLink />
      </header>
      <main id="tresc" className="auth-shell__main" tabIndex={-1}>
        <div className="auth-card">{children}</div>
      </main>
      <footer className="auth-shell__footer">
        <Link to="/">Wróć na stronę główną</Link>
        <Link to="/polityka-prywatnosci">Polityka prywatności</Link>
      </footer>
    </div>
  );
}
