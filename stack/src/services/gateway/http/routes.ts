/** The gateway's surface, read at a glance: which prefix goes to which service and what it demands. */
import type { ServiceName } from '../../types.ts';

export type { ServiceName } from '../../types.ts';

export interface Route {
  prefix: string;
  service: ServiceName;
  /**
   * Paths under the prefix whose headers pass untouched (the CLI's Kong routes them apart, without the
   * request-transformer): GoTrue's verify, callback and authorize links, opened by browsers without any key.
   */
  passThroughPaths?: readonly string[];
  /** Paths under the prefix that are refused outright. */
  blockedPaths?: readonly string[];
  /** A websocket route: the apikey query parameter is mapped instead of the Authorization header (Kong's QueryToken). */
  websocket?: boolean;
  /**
   * Self-hosted Kong's key-auth plus the admin ACL (docker/kong/kong.yml): only the secret key or the service_role JWT
   * in `apikey` passes; the anon and publishable keys get 403, no key or another one 401.
   */
  serviceKeyOnly?: boolean;
  /** Requests with an `Origin` header (every browser's) are refused, preflights included, and get no CORS headers. */
  refusesBrowsers?: boolean;
  /**
   * Bodies above this many bytes get 413 from the gateway (Kong's request-size-limiting): for the real binaries that
   * read any body whole (PostgREST, Deno). The other services enforce their own limits with their own error bodies.
   */
  maxBodyBytes?: number;
  /** The upstream path the prefix stands for (Kong's service url with strip_path), e.g. PostgREST's `/rpc/graphql`. */
  upstreamPath?: string;
  /** Headers added unless the request has them (Kong's request-transformer `add`). */
  addHeaders?: Readonly<Record<string, string>>;
  /** Request headers (lower-case) never passed to the service. */
  droppedHeaders?: readonly string[];
}

/** The gateway's body limit for PostgREST and edge functions (README: "Where we differ"). */
export const GATEWAY_BODY_LIMIT = 10 * 1024 * 1024;

// The Supabase CLI's Kong (apps/cli-go/internal/start/templates/kong.yml): no key check anywhere; each service
// verifies the JWT it gets and answers with its own errors.
export const ROUTES: readonly Route[] = [
  { prefix: '/rest/v1', service: 'rest', maxBodyBytes: GATEWAY_BODY_LIMIT },
  { prefix: '/auth/v1', service: 'auth', passThroughPaths: ['/verify', '/callback', '/authorize'] },
  { prefix: '/storage/v1', service: 'storage', passThroughPaths: ['/s3'] },
  { prefix: '/realtime/v1', service: 'realtime', websocket: true, blockedPaths: ['/api/openapi', '/api/tenants'] },
  { prefix: '/functions/v1', service: 'functions', maxBodyBytes: GATEWAY_BODY_LIMIT },
  // As the CLI's Kong: PostgREST's /rpc/graphql in graphql_public. pg_graphql cannot run here, so this reaches the
  // placeholder function a Supabase project without pg_graphql has ({"errors":[{"message":"pg_graphql extension is not enabled."}]}).
  {
    prefix: '/graphql/v1',
    service: 'rest',
    upstreamPath: '/rpc/graphql',
    addHeaders: { 'content-profile': 'graphql_public' },
    maxBodyBytes: GATEWAY_BODY_LIMIT,
  },
  // The CLI routes /pg/ to postgres-meta with only the cors plugin, so any page the developer's browser opens could
  // send SQL there; we take self-hosted Kong's rule instead (gateway README).
  // `x-connection-encrypted` and `pg` would make postgres-meta connect elsewhere or as another role (superuser).
  {
    prefix: '/pg',
    service: 'meta',
    serviceKeyOnly: true,
    refusesBrowsers: true,
    droppedHeaders: ['x-connection-encrypted', 'pg'],
  },
  // MCP's guard against DNS rebinding: agents send no Origin, browsers always do.
  { prefix: '/mcp', service: 'mcp', refusesBrowsers: true },
];

/** The route whose prefix the path starts with, and the path under it. */
export function matchRoute(pathname: string): { route: Route; rest: string } | undefined {
  for (const route of ROUTES) {
    if (pathname === route.prefix || pathname.startsWith(route.prefix + '/')) {
      return { route, rest: pathname.slice(route.prefix.length) || '/' };
    }
  }
  return undefined;
}
