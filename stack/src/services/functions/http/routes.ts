// The functions service's routes (paths under /functions/v1; the gateway strips the prefix). Every method passes
// through to the function, as the CLI's edge runtime lets each function answer its own methods (OPTIONS included).
import type http from 'node:http';
import { route, type AnyMethod, type Route } from '../../../shared/routes.ts';
import { health, invoke, type FunctionsHandler } from './handlers.ts';

type FunctionsRoute = Route<FunctionsHandler, object, AnyMethod>;

export const ROUTES: readonly FunctionsRoute[] = [
  route('ANY', '/_internal/health', health), // {"message": "ok"}
  route('ANY', '/:name', invoke), // the function's worker (a JWT first when its verify_jwt is on, except OPTIONS)
  route('ANY', '/:name/*', invoke), // the same, with the rest of the path and the query passed on as they came
];

/** The request's path without its query, untouched (no dot segments resolved: the function sees what was sent). */
export function requestPath(req: http.IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
