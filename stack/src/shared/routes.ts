/**
 * One idiom for every service's HTTP surface: its `http/routes.ts` exports `ROUTES`, a table of rows (method, path,
 * handler, and what that service records per route: auth mode, rate limit, body kind), read at a glance and
 * registered in one loop by the service's server. Paths use Fastify's syntax: `:name` is one segment, a trailing `*`
 * the rest of the path.
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A row for every method, as a pass-through to something else answers them all (matchRoute only). */
export type AnyMethod = 'ANY';

export type Route<Handler, Options extends object = object, Method extends string = HttpMethod> = {
  method: Method;
  path: string;
  handler: Handler;
} & Options;

/** One row of a route table. */
export function route<Handler, Options extends object = object, Method extends HttpMethod | AnyMethod = HttpMethod>(
  method: Method,
  path: string,
  handler: Handler,
  options: Options = {} as Options,
): Route<Handler, Options, Method> {
  return { method, path, handler, ...options };
}

/** An answer other than success, as a service gives it itself: a status and the message its error body carries. */
export interface ErrorAnswer {
  status: number;
  message: string;
}

export type RouteMatch<R> = { route: R; params: Record<string, string> } | { methodNotAllowed: true } | undefined;

/**
 * For a service on Node's own HTTP server (no router): the first row whose path matches `pathname` and whose method
 * is `method` (or `ANY`), with its `:name` segments (still %-encoded) and, for a trailing `*`, the rest of the path
 * as `*` (possibly empty); `{ methodNotAllowed }` when the path matches only rows of other methods; undefined when
 * no path matches. The path is taken as it came: no dot segments resolved, nothing decoded.
 */
export function matchRoute<R extends Route<unknown, object, string>>(
  routes: readonly R[],
  method: string,
  pathname: string,
): RouteMatch<R> {
  const segments = pathname.split('/');
  let pathMatched = false;
  for (const row of routes) {
    const pattern = row.path.split('/');
    const rest = pattern.at(-1) === '*';
    if (rest ? segments.length < pattern.length : pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (rest && index === pattern.length - 1) {
        params['*'] = segments.slice(index).join('/');
        return true;
      }
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (!matches) continue;
    if (row.method === method || row.method === 'ANY') return { route: row, params };
    pathMatched = true;
  }
  return pathMatched ? { methodNotAllowed: true } : undefined;
}
