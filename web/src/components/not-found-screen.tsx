import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageMeta } from '../lib/seo';
import { Icon } from './icon';
import { Logo } from './logo';

/** The 404 screen for unknown paths and missing content. */
export function NotFoundScreen() {
  usePageMeta('Nie znaleziono strony (404)', undefined, { noindex: true });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    // Non-fatal, as in the original: the page renders, the console says why.
    if (pathname !== '/404') console.warn(`Page not found: ${pathname}`);
  }, [pathname]);
  return (
    <section className="not-found" aria-labelledby="not-found-title" data-testid="not-found">
      <Logo size={72} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        <span className="visually-hidden">Błąd 404: </span>
        Nie ma takiej strony
      </h1>
      <p className="not-found__message">
        Nasza sztuczna inteligencja nie wygenerowała jeszcze takiej strony. Sprawdź adres albo wróć na stronę główną.
      </p>
      <Link to="/" className="button with-icon">
        <Icon name="lucide:house" />
        Wróć na stronę główną
      </Link>
    </section>
  );
}
