/**
 * The stack's APIs the dashboard reaches through its own `/api/<name>/…`. postgres-meta directly on loopback, as
 * Studio reaches it (STUDIO_PG_META_URL); the others through the gateway at their prefixes, with the secret key.
 */
export const APIS = {
  pg: { upstream: 'meta', prefix: '' },
  rest: { upstream: 'gateway', prefix: '/rest/v1' },
  auth: { upstream: 'gateway', prefix: '/auth/v1' },
  storage: { upstream: 'gateway', prefix: '/storage/v1' },
} as const;

export type Upstream = (typeof APIS)[keyof typeof APIS]['upstream'];

/** `/api/<name>/<rest>` → which upstream and the path there, or undefined when `<name>` is not one of the APIs. */
export function apiTarget(pathname: string): { upstream: Upstream; path: string } | undefined {
  const match = /^\/api\/([a-z]+)(\/.*)?$/.exec(pathname);
  if (!match || !Object.hasOwn(APIS, match[1]!)) return undefined;
  const api = APIS[match[1] as keyof typeof APIS];
  return { upstream: api.upstream, path: api.prefix + (match[2] ?? '/') };
}
