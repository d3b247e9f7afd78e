/**
 * What a prerendered page's takeover preloads itself, before the router loads the route. Vite's preload helper (run by
 * every dynamic import) adds a `<link rel=modulepreload>` for each chunk the imported module needs and a
 * `<link rel=stylesheet>` for each of its stylesheets, all in one task, unless the document already has a link with
 * that address. Over a prerendered page that was one task of 30–60 ms (28 requests started at once on the home page),
 * and the stylesheets the page had inlined were fetched and applied a second time. The prerenderer lists the page's
 * chunks (web/scripts/prerender.ts, `page-modules`); main.tsx adds their links a few per task, and for each inlined
 * stylesheet a disabled link, which the browser neither fetches nor applies but the helper counts as loaded.
 */

/**
 * How many module preloads are started in one task. Starting one cost ~4 ms of a task under Lighthouse's mobile
 * preset here (its network instrumentation included): eight per task made tasks of 35–40 ms on /admin; two stay
 * under 12 ms.
 */
export const preloadsPerTask = 2;

/** The chunks in the page's list (a JSON array of /assets/… addresses), in batches of `preloadsPerTask`. */
export function pageModuleBatches(listJson: string | null | undefined): string[][] {
  let list: unknown;
  try {
    list = JSON.parse(listJson ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const modules = [...new Set(list.filter((href): href is string => typeof href === 'string' && /^\/assets\/[^"<>\s]+\.js$/.test(href)))];
  const batches: string[][] = [];
  for (let start = 0; start < modules.length; start += preloadsPerTask) batches.push(modules.slice(start, start + preloadsPerTask));
  return batches;
}
