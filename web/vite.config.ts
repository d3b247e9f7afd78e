import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { reactDomChunk } from './scripts/chunks';
import { handleIconRequest } from './scripts/icon-api';
import { routes } from './src/routes.ts';

/** The site's Iconify-compatible `/icons` endpoint (web/scripts/icon-api.ts) in `vite dev` and `vite preview`. */
function iconEndpoint(): Plugin {
  return {
    name: 'obrazy-icon-endpoint',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!handleIconRequest(req, res)) next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!handleIconRequest(req, res)) next();
      });
    },
  };
}

// Ports follow the Supabase CLI conventions: `npm run dev` on 5173, `npm start` (preview) on 3000.
export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin. A route's loader travels with its component (one chunk,
    // one request per page), so no feature's data code is in the initial bundle; pending components stay there
    // to show while the chunk loads.
    // The route map (src/routes.ts) says which layout each folder of src/routes sits under; as a config import,
    // editing it restarts `vite dev` and regenerates the route tree.
    tanstackRouter({
      target: 'react',
      virtualRouteConfig: routes,
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']] },
    }),
    react(),
    iconEndpoint(),
  ],
  build: {
    rolldownOptions: {
      output: {
        // React DOM (with its scheduler) is a chunk of its own, which a prerendered page evaluates a task before the
        // app's entry (web/scripts/prerender.ts, paintFirst): together they were the longest task of every page's
        // start on a slow phone.
        codeSplitting: { groups: [{ name: reactDomChunk, test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 3000, strictPort: true },
});
