/** The gateway's surface, read at a glance: which prefix goes to which service and what it demands. */
export type ServiceName = 'rest' | 'auth' | 'storage' | 'realtime' | 'functions' | 'graphql';

export interface Route {
  prefix: string;
  service: ServiceName;
  /** Kong's key-auth: a known apikey (header or query) is required. */
  keyAuth: boolean;
  /** Paths under the prefix that skip key-auth (Supabase's open auth endpoints). */
  openPaths?: readonly string[];
  /** Paths under the prefix that are refused outright. */
  blockedPaths?: readonly string[];
  /**
   * How the caller's apikey reaches the service: as `Authorization: Bearer <jwt>` when the request has none
   * (Kong's request-transformer), or, for edge functions, as `sb-api-key: <jwt>` for opaque keys only while
   * `Authorization` passes untouched.
   */
  credentials: 'authorization' | 'sb-api-key';
}

export const ROUTES: readonly Route[] = [
  { prefix: '/rest/v1', service: 'rest', keyAuth: true, credentials: 'authorization' },
  {
    prefix: '/auth/v1',
    service: 'auth',
    keyAuth: true,
    credentials: 'authorization',
    openPaths: ['/verify', '/callback', '/authorize', '/.well-known/jwks.json', '/sso/saml/acs', '/sso/saml/metadata'],
  },
  { prefix: '/storage/v1', service: 'storage', keyAuth: false, credentials: 'authorization' },
  {
    prefix: '/realtime/v1',
    service: 'realtime',
    keyAuth: true,
    credentials: 'authorization',
    blockedPaths: ['/api/openapi', '/api/tenants'],
  },
  { prefix: '/functions/v1', service: 'functions', keyAuth: false, credentials: 'sb-api-key' },
  { prefix: '/graphql/v1', service: 'graphql', keyAuth: true, credentials: 'authorization' },
];

export function matchRoute(pathname: string): { route: Route; rest: string } | undefined {
  for (const route of ROUTES) {
    if (pathname === route.prefix || pathname.startsWith(route.prefix + '/')) {
      return { route, rest: pathname.slice(route.prefix.length) || '/' };
    }
  }
  return undefined;
}

export function isOpenPath(route: Route, rest: string): boolean {
  return route.openPaths?.some((open) => rest === open || rest.startsWith(open + '/')) ?? false;
}

export function isBlockedPath(route: Route, rest: string): boolean {
  return route.blockedPaths?.some((blocked) => rest === blocked || rest.startsWith(blocked + '/')) ?? false;
}
