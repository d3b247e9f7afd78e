import { Outlet, createRootRoute } from '@tanstack/react-router';
import { CookieConsent } from '../components/cookie-consent';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteFocus } from '../components/route-focus';
import { AuthSync } from '../features/auth/components/auth-sync';
import { DefaultLayout } from '../layouts/default-layout';

export const Route = createRootRoute({
  component: RootComponent,
  notFoundComponent: RootNotFound,
});

// The consent notice is shown over any page, whatever its layout.
function RootComponent() {
  return (
    <>
      <Outlet />
      <RouteFocus />
      <AuthSync />
      <CookieConsent />
    </>
  );
}

// Unknown paths render here, outside any layout route, so the 404 brings its own layout.
function RootNotFound() {
  return (
    <DefaultLayout>
      <NotFoundScreen />
    </DefaultLayout>
  );
}
