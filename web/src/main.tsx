import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from './components/config-error';
import { preloadIcons } from './components/icon';
import { GlobalError } from './components/global-error';
import { NotFoundScreen } from './components/not-found-screen';
import { stopEarlyInput } from './lib/early-input';
import { pageModuleBatches } from './lib/page-modules';
import { collectPrerenderedBlocks } from './lib/prerendered-blocks';
import { collectPrerenderedMarkdown } from './lib/prerendered-markdown';
import { loadMarkdownRenderer } from './lib/markdown';
import { authLinkTarget, reloadOnceAfterChunkError, supabaseConfigProblem } from './lib/runtime-guards';
import { renderedEvent } from './lib/prerender-signals';
import { yieldToBrowser } from './lib/tasks';
import { loadSupabaseModule } from './lib/supabase-loader';
import { routeTree } from './routeTree.gen';
import './styles.css';

// A confirmation or reset link whose template pointed at the site's root goes to the page that handles it.
const linkTarget = authLinkTarget(window.location.pathname, window.location.search);
if (linkTarget) window.history.replaceState(window.history.state, '', linkTarget);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
/** A prerendered page (web/dist/<path>/index.html) is on screen: the app takes it over (start() below). */
const prerendered = rootElement.firstElementChild !== null;
// Set on <html> while the app takes over a prerendered page, until its first render is on screen (rule in index.html).
const takeoverAttribute = 'data-takeover';
const takingOver = () => document.documentElement.hasAttribute(takeoverAttribute);

/**
 * The app's router. Made by start(), not when this module is evaluated: building the route tree is about a third
 * of the entry's evaluation, a task of its own over a prerendered page.
 */
function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: GlobalError,
    // Not at the takeover of a prerendered page: the router would scroll a reader who already scrolled it back to the
    // top (or to the URL's anchor); the layout keeps their place instead (restoreEarlyPlace, lib/early-position.ts).
    scrollRestoration: () => !takingOver(),
  });

  // Analytics is not needed for the first paint: its module loads with the first page view (its SDK only with
  // consent). Page views still go out in order, as the import resolves once and its callbacks run in turn.
  router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) void import('./lib/analytics').then(({ trackPageView }) => trackPageView(toLocation.pathname));
  });

  // Pages that convert markdown suspend until marked and DOMPurify are loaded (lib/markdown.ts): their chunk starts
  // loading with each navigation, alongside the route's data. Not with a prerendered page's takeover, which reuses
  // the page's markdown blocks and does not need them: every load on the page's own path (start()'s, then the
  // router's own as it mounts) is part of it, until the first navigation elsewhere.
  let takeoverPath = prerendered ? window.location.pathname : undefined;
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (toLocation.pathname === takeoverPath) return;
    takeoverPath = undefined;
    void loadMarkdownRenderer();
  });

  router.subscribe('onRendered', () => window.dispatchEvent(new Event(renderedEvent)));
  // The router scrolls to the URL's anchor once the page has rendered, but a part of it may still suspend (its
  // markdown renderer loading): an anchor not there yet is scrolled to when it appears (lib/late-anchor.ts).
  router.subscribe('onRendered', ({ toLocation }) => {
    const id = toLocation.hash;
    if (!id || document.getElementById(id) || takingOver()) return;
    const href = window.location.href;
    void import('./lib/late-anchor').then(({ scrollToAnchorWhenShown }) => scrollToAnchorWhenShown(id, href));
  });
  return router;
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page shows a signed-in person's own things: when their session ends elsewhere, it goes to /login. */
    requiresSession?: boolean;
  }
}

// A chunk that fails to load usually means a new deploy replaced it: reload once, never in a loop.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceAfterChunkError()) event.preventDefault();
});

const configProblem = supabaseConfigProblem(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY);
if (configProblem) console.error(configProblem);

/**
 * Preloads the chunks the prerendered page lists, a few per task, and marks its inlined stylesheets as loaded, so
 * Vite's preload helper neither starts all requests in one task nor fetches those stylesheets again
 * (lib/page-modules.ts).
 */
async function preloadPageModules(): Promise<void> {
  for (const style of document.head.querySelectorAll('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.getAttribute('data-href') ?? '';
    document.head.append(link);
  }
  for (const batch of pageModuleBatches(document.getElementById('page-modules')?.textContent)) {
    for (const href of batch) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    await yieldToBrowser();
  }
}

/**
 * Prepares what the router's load will run, one step per task: evaluates the Supabase client's modules (supabase-js
 * and the packages it joins, lib/supabase-loader.ts) and each matched route's chunk, then makes the client when the
 * page has loaders. Otherwise the router does all of it and starts the loaders in one long task. A chunk that fails
 * to load is left to the router's own load, which reports it.
 */
async function evaluateRouteCode(router: AppRouter): Promise<void> {
  try {
    const { getSupabase } = await loadSupabaseModule();
    await yieldToBrowser();
    const [routes] = router.getMatchedRoutes(router.state.location.pathname);
    for (const route of routes) {
      await router.loadRouteChunk(route);
      await yieldToBrowser();
    }
    // The content pages' loaders ask for the client as the router's load starts: made a task earlier, it is still
    // made after everything that listens for its start-up events (lib/auth/use-auth.ts attaches as it is made;
    // AuthSync subscribes after the first render either way). A page without loaders leaves it to AuthSync.
    if (routes.some((route) => route.options.loader)) {
      getSupabase();
      await yieldToBrowser();
    }
  } catch {
    // router.load() loads it again and shows its error.
  }
}

/**
 * A prerendered page (web/dist/<path>/index.html) already shows the content. The app takes over only once the
 * route's data and code are loaded, so the first render replaces the static markup with the same page instead of
 * a loading skeleton (no layout shift, no flash); until then the static page stays readable and its links work.
 */
async function start(root: HTMLElement): Promise<void> {
  let router: AppRouter;
  if (prerendered && !configProblem) {
    // Each step of the takeover is a task of its own, so taps and scrolling get their turn in between: after
    // evaluating the app's code, after making the router, before loading the route, and before the first render.
    await yieldToBrowser();
    router = createAppRouter();
    await yieldToBrowser();
    // The page is already on screen: its first render must not fade in again.
    document.documentElement.setAttribute(takeoverAttribute, '');
    // Its markdown blocks are reused as they are instead of being converted and sanitised again, and its static
    // blocks (components/prerendered-block.tsx) instead of being rendered again.
    collectPrerenderedMarkdown(root);
    collectPrerenderedBlocks(root);
    // Its icons are loaded meanwhile, so the first render draws them as the page shows them.
    preloadIcons(root);
    await yieldToBrowser();
    await preloadPageModules();
    await evaluateRouteCode(router);
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe();
      // The static page's controls are gone: the app's own handlers answer from now on.
      stopEarlyInput();
      requestAnimationFrame(() => document.documentElement.removeAttribute(takeoverAttribute));
    });
    try {
      await router.load();
    } catch {
      // The router renders its error component for a failed load; nothing more to do here.
    }
    await yieldToBrowser();
    // A crawler keeps the prerendered page when the fresh load failed: it already is the meaningful page, and an
    // error screen in its place would be what gets indexed or previewed.
    if (router.state.matches.some((match) => match.status === 'error')) {
      const { visitorIsCrawler } = await import('./lib/crawler');
      if (visitorIsCrawler()) {
        document.documentElement.removeAttribute(takeoverAttribute);
        return;
      }
    }
  } else {
    router = createAppRouter();
  }
  const app = <StrictMode>{configProblem ? <ConfigError problem={configProblem} /> : <RouterProvider router={router} />}</StrictMode>;
  const reactRoot = createRoot(root);
  // Over a prerendered page the first render is not urgent (the page is on screen): as a transition React renders
  // it in slices, so the takeover never blocks input for long.
  if (prerendered) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

void start(rootElement);
