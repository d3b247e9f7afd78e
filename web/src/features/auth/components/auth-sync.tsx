import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSupabase } from '../../../lib/supabase';
import { onAuthEvent } from '../use-auth';

/**
 * Connects auth events to navigation: a session that ended without the person signing out (a refresh that can
 * no longer succeed) sends them to /login with a message; a recovery link opens the set-new-password form; any
 * sign-out re-runs the route guards so protected pages do not stay on screen.
 */
export function AuthSync() {
  const router = useRouter();
  const navigate = useNavigate();

  useEffect(() => {
    const stop = onAuthEvent((event, state) => {
      const path = router.state.location.pathname;
      if (event === 'PASSWORD_RECOVERY' && path !== '/nowe-haslo') {
        void navigate({ to: '/nowe-haslo', replace: true });
      } else if (event === 'SIGNED_OUT' && state.expired) {
        void navigate({ to: '/login', search: { powod: 'sesja-wygasla', redirect: router.state.location.href }, replace: true });
      } else if (event === 'SIGNED_OUT') {
        void router.invalidate();
      }
    });
    // Start the client (reads the cookie session, refreshes it, exchanges a code in the URL).
    getSupabase();
    return stop;
  }, [router, navigate]);

  return null;
}
