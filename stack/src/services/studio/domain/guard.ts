/**
 * Who may talk to the dashboard's `/api`: it holds the service key, so only pages it served itself. The Host is
 * checked for every request by the stack's one guard (shared/host-guard.ts, DNS rebinding); here: an Origin other
 * than its own means another site's page is calling, and a request that is not same-origin by its Sec-Fetch-Site
 * (an `<img>` or a form of another site, which sends no Origin) or that lacks both that and our own header is refused.
 */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The header the dashboard's own page sends with every `/api` call; another site's page cannot send it without a preflight, which is refused. */
export const DASHBOARD_HEADER = 'x-stack-dashboard';

export function allowedOrigin(origin: string | undefined, port: number): boolean {
  return origin === undefined || LOOPBACK_NAMES.some((name) => origin === `http://${name}:${port}`);
}

/**
 * A request the dashboard's own page made: `Sec-Fetch-Site: same-origin` (every current browser sends it), or, from
 * a client that sends no Sec-Fetch-Site (an older browser, a script), our own header. A browser's cross-site request
 * says `cross-site` or `same-site` and is refused whatever else it carries.
 */
export function sameOriginRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return headers[DASHBOARD_HEADER] !== undefined;
}

/** Headers on every answer of the dashboard: it may not be framed (clickjacking) nor have its files sniffed. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};
