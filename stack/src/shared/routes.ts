/**
 * One idiom for every service's HTTP surface: its `http/routes.ts` exports `ROUTES`, a table of rows (method, path,
 * handler, and what that service records per route: auth mode, rate limit, body kind), read at a glance and
 * registered in one loop by the service's server. Paths use Fastify's syntax: `:name` is one segment, a trailing `*`
 * the rest of the path.
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Route<Handler, Options extends object = object> = { method: HttpMethod; path: string; handler: Handler } & Options;

/** One row of a route table. */
export function route<Handler, Options extends object = object>(
  method: HttpMethod,
  path: string,
  handler: Handler,
  options: Options = {} as Options,
): Route<Handler, Options> {
  return { method, path, handler, ...options };
}

/** An answer other than success, as a service gives it itself: a status and the message its error body carries. */
export interface ErrorAnswer {
  status: number;
  message: string;
}

export type RouteMatch<R> = { route: R; params: Record<string, string> } | { methodNotAllowed: true } | undefined;

/**
 * For a service on Node's own HTTP server (no router): the row whose path matches `pathname` and whose method is
 * `method`, with its `:name` segments (still %-encoded); `{ methodNotAllowed }` when the path matches only rows of
 * other methods; undefined when no path matches.
 */
export function matchRoute<R extends Route<unknown>>(routes: readonly R[], method: string, pathname: string): RouteMatch<R> {
  const segments = pathname.split('/');
  let pathMatched = false;
  for (const row of routes) {
    const pattern = row.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (!matches) continue;
    if (row.method === method) return { route: row, params };
    pathMatched = true;
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}
