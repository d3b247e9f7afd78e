import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from './components/config-error';
import { GlobalError } from './components/global-error';
import { NotFoundScreen } from './components/not-found-screen';
import { trackPageView } from './lib/analytics';
import { shouldReloadAfterChunkError, supabaseConfigProblem } from './lib/runtime-guards';
import { routeTree } from './routeTree.gen';
import './styles.css';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundScreen,
  defaultErrorComponent: GlobalError,
  scrollRestoration: true,
});

router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
  if (pathChanged) trackPageView(toLocation.pathname);
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// A chunk that fails to load usually means a new deploy replaced it: reload once, never in a loop.
const chunkReloadKey = 'chunk-reload-at';
window.addEventListener('vite:preloadError', (event) => {
  try {
    const stored = sessionStorage.getItem(chunkReloadKey);
    const lastReloadAt = stored === null ? null : Number(stored);
    if (!shouldReloadAfterChunkError(lastReloadAt, Date.now())) return;
    sessionStorage.setItem(chunkReloadKey, String(Date.now()));
  } catch {
    // Without sessionStorage there is no loop guard; let the error screen show instead.
    return;
  }
  event.preventDefault();
  window.location.reload();
});

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const configProblem = supabaseConfigProblem(import.meta.env.VITE_SUPABASE_URL, import.meta.env.VITE_SUPABASE_ANON_KEY);
if (configProblem) console.error(configProblem);

createRoot(rootElement).render(
  <StrictMode>{configProblem ? <ConfigError problem={configProblem} /> : <RouterProvider router={router} />}</StrictMode>,
);
