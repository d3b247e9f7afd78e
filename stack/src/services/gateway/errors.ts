import type { ServiceName } from './http/routes.ts';

/** A request target that is no origin-form path (an absolute URL, `*`): 400. */
export class BadRequestTarget extends Error {}

/** An answer the gateway gives itself instead of relaying one, in the body shape of the CLI's Kong. */
export interface Refusal {
  status: number;
  body: { message: string };
  /** Answered without the gateway's CORS headers. */
  noCors?: boolean;
}

const SERVICE_LABEL: Record<ServiceName, string> = {
  rest: 'rest (PostgREST)',
  auth: 'auth',
  storage: 'storage',
  realtime: 'realtime',
  functions: 'functions (edge runtime)',
  graphql: 'graphql (pg_graphql)',
  meta: 'meta (postgres-meta)',
  mcp: 'mcp',
};

export const BAD_REQUEST: Refusal = { status: 400, body: { message: 'Bad Request' } };
export const NO_ROUTE: Refusal = { status: 404, body: { message: 'no Route matched with those values' } };
export const BLOCKED: Refusal = { status: 403, body: { message: 'Access is forbidden.' } };
export const SECRET_KEY_IN_BROWSER: Refusal = { status: 401, body: { message: 'Forbidden use of secret API key in browser' } };
// Kong's key-auth and acl plugins, in their words.
export const NO_API_KEY: Refusal = { status: 401, body: { message: 'No API key found in request' } };
export const INVALID_API_KEY: Refusal = { status: 401, body: { message: 'Invalid authentication credentials' } };
export const NOT_ADMIN: Refusal = { status: 403, body: { message: 'You cannot consume this service' } };
/** Sent without CORS headers, so the page that asked cannot even read it. */
export const BROWSER_REFUSED: Refusal = {
  status: 403,
  body: { message: 'Requests from browsers (with an Origin header) are refused here.' },
  noCors: true,
};
// Kong's request-size-limiting plugin, in its words.
export const BODY_TOO_LARGE: Refusal = { status: 413, body: { message: 'Request size limit exceeded' } };
export const UNEXPECTED: Refusal = { status: 500, body: { message: 'An unexpected error occurred' } };

export function notRunning(service: ServiceName): Refusal {
  return { status: 503, body: { message: `The ${SERVICE_LABEL[service]} service is not running in this local stack.` } };
}
