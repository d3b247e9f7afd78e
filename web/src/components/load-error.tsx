import { lazyRouteComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { visitorIsCrawler } from '../lib/crawler';
import { isChunkLoadError, reloadOnceAfterChunkError } from '../lib/runtime-guards';
import { usePageMeta } from '../lib/seo';

type LoadErrorProps = {
  error: unknown;
  title?: string;
};

/**
 * The one error policy of the site, for every route's errors and the router's last resort:
 * - code that failed to load (a new deploy) reloads the page once (the guard in runtime-guards.ts);
 * - people get the Polish error screen with "Spróbuj ponownie", which re-runs the loaders;
 * - crawlers, link previews and audits get no error page (the specification: a log line only): the route's place
 *   stays empty inside the layout, whose header and footer still link on; the document is marked noindex.
 */
export function LoadError({ error, title = 'Nie udało się wczytać strony' }: LoadErrorProps) {
  const router = useRouter();
  const [crawler] = useState(visitorIsCrawler);
  usePageMeta(title, undefined, { noindex: true });

  useEffect(() => {
    console.error(error);
    if (isChunkLoadError(error)) reloadOnceAfterChunkError();
  }, [error]);

  if (crawler) return null;

  return (
    <section className="load-error" role="alert" data-testid="load-error">
      <h1 className="load-error__title">{title}</h1>
      <p>Coś poszło nie tak po naszej stronie albo połączenie zostało przerwane. Spróbuj ponownie za chwilę.</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        Spróbuj ponownie
      </button>
    </section>
  );
}

/**
 * The 404 and error screens of a page that shows one piece of content, for its route's options:
 * `...contentScreens('Nie udało się wczytać poradnika')`. Both screens are in the app shell already (the router's
 * defaults), so they need no lazy chunk of the route's own; the 404 screen is still imported lazily, as a split
 * option would be, so the routes do not tie it into the shell's chunking.
 */
export function contentScreens(errorTitle: string) {
  return {
    notFoundComponent: lazyRouteComponent(() => import('./not-found-screen'), 'NotFoundScreen'),
    errorComponent: ({ error }: ErrorComponentProps) => <LoadError error={error} title={errorTitle} />,
  };
}
