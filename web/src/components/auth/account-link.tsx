import { Link } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth/use-auth';

/** "Zaloguj się" for visitors, "Konto" for signed-in people (the header's entry to accounts). */
export function AccountLink({ className }: { className?: string }) {
  const { session } = useAuth();
  return session ? (
    <Link to="/konto" className={className} activeProps={{ 'aria-current': 'page' }}>
      Konto
    </Link>
  ) : (
    <Link to="/login" className={className} activeProps={{ 'aria-current': 'page' }}>
      Zaloguj się
    </Link>
  );
}
