/** The gateway's surface, read at a glance: which prefix goes to which service and what it demands. */
export type ServiceName = 'rest' | 'auth' | 'storage' | 'realtime' | 'functions' | 'graphql';

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
}

// The Supabase CLI's Kong (apps/cli-go/internal/start/templates/kong.yml): no key check anywhere; each service
// verifies the JWT it gets and answers with its own errors.
export const ROUTES: readonly Route[] = [
  { prefix: '/rest/v1', service: 'rest' },
  { prefix: '/auth/v1', service: 'auth', passThroughPaths: ['/verify', '/callback', '/authorize'] },
  { prefix: '/storage/v1', service: 'storage', passThroughPaths: ['/s3'] },
  { prefix: '/realtime/v1', service: 'realtime', websocket: true, blockedPaths: ['/api/openapi', '/api/tenants'] },
  { prefix: '/functions/v1', service: 'functions' },
  { prefix: '/graphql/v1', service: 'graphql' },
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
