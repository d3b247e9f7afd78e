import { Outlet, createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { CookieConsent } from '../components/cookie-consent';
import { RouteFocus } from '../components/route-focus';
import { AuthSync } from '../features/auth/components/auth-sync';

export const Route = createRootRoute({
  component: RootComponent,
  // Unknown paths render here, outside any layout route, so the 404 brings its own layout (a chunk of its own).
  notFoundComponent: lazyRouteComponent(() => import('./-not-found-page'), 'NotFoundPage'),
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
