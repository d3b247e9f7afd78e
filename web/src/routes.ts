/**
 * The route map: which layout each folder of `routes/` sits under. TanStack Router's generator reads it (vite.config.ts
 * passes it as `virtualRouteConfig`) and writes routeTree.gen.ts. Inside a mounted folder, file routes work as usual:
 * a new page is a new file in the folder of its layout, with no change here.
 *
 * - `_auth/`, `_default/`, `_empty/`: the pages of the pathless layouts `_auth.tsx`, `_default.tsx`, `_empty.tsx`.
 * - `admin/`: the pages under `/admin` (layout `admin.tsx`). Mounted with its path prefix, which also keeps its
 *   generated names apart from the other folders' (a folder mounted with '' names `admin/index.tsx` `IndexRoute`,
 *   as it does `_default/index.tsx`).
 * - `newsletter/`: every `/newsletter/*` page in one folder, each under the layout it has always had: the sign-up page
 *   in the default layout (one instance of it for the whole site, so going from / to /newsletter keeps the header and
 *   footer mounted), the outcome pages of the e-mail links in the empty layout, an issue's web view in none (it
 *   brings the issue's own layout).
 */
import { index, layout, physical, rootRoute, route } from '@tanstack/virtual-file-routes';

export const routes = rootRoute('__root.tsx', [
  layout('_auth.tsx', [physical('_auth')]),
  layout('_default.tsx', [physical('_default'), route('/newsletter', [index('newsletter/index.tsx')])]),
  layout('_empty.tsx', [
    physical('_empty'),
    route('/newsletter/verify', 'newsletter/verify.tsx'),
    route('/newsletter/unsubscribe', 'newsletter/unsubscribe.tsx'),
  ]),
  route('/admin', 'admin.tsx'),
  physical('/admin', 'admin'),
  route('/newsletter/$token', 'newsletter/$token.tsx'),
]);
