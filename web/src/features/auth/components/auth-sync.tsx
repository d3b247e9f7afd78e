import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadSupabase } from '../../../lib/supabase-loader';
import { onAuthEvent } from '../../../lib/auth/use-auth';

/**
 * Connects auth events to navigation: a session that ended without the person signing out here (a refresh that
 * can no longer succeed, or a sign-out in another tab) sends a page that needs a session (`staticData.requiresSession`)
 * to /login with a message; public pages stay where they are and only the header changes. A recovery link opens
 * the set-new-password form. (Sign-outs the person asks for navigate on their own.)
 */
export function AuthSync() {
  const router = useRouter();
  const navigate = useNavigate();

  useEffect(() => {
    const stop = onAuthEvent((event, state) => {
      const path = router.state.location.pathname;
      if (event === 'PASSWORD_RECOVERY' && path !== '/nowe-haslo') {
        void navigate({ to: '/nowe-haslo', replace: true });
      } else if (
        event === 'SIGNED_OUT' &&
        state.expired &&
        path !== '/login' &&
        router.state.matches.some((match) => match.staticData.requiresSession)
      ) {
        void navigate({ to: '/login', search: { powod: 'sesja-wygasla', redirect: router.state.location.href }, replace: true });
      }
    });
    // Start the client (reads the cookie session, refreshes it, exchanges a code in the URL). Its module is a
    // separate chunk, so the first paint does not wait for it.
    void loadSupabase();
    return stop;
  }, [router, navigate]);

  return null;
}
