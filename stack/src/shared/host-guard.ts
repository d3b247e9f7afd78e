// The one guard every listener of the stack installs where its server is made (gateway, dashboard, inbox, the
// internal ports behind the gateway): a Host the stack is not reached by means DNS rebinding (a hostile name pointed
// at 127.0.0.1, where the well-known demo keys work), so it gets 421 and nothing else. Internal ports also require the
// per-start token only the gateway (and the stack's own callers) know, so a page that finds one gets nothing.
import crypto from 'node:crypto';
import type http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** The header carrying the per-start token from the gateway (and the stack's own callers) to an internal port. */
export const INTERNAL_TOKEN_HEADER = 'x-stack-internal-token';

/** The environment variable naming extra host names the stack answers (comma-separated, e.g. `myapp.test,192.168.1.5`). */
export const ALLOWED_HOSTS_ENV = 'STACK_ALLOWED_HOSTS';

/** Names every listener serves: the loopback names a browser on the developer's machine uses. */
export const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** A fresh random token for one start of the stack. */
export function newInternalToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

const NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The host name of a Host header value (`name`, `name:port`, `[v6]`, `[v6]:port`), lower-cased, IPv6 in brackets and
 * in its canonical form; undefined for anything else (userinfo, paths, spaces, a port that is no port). Strict on
 * purpose: browsers send canonical names, so whatever is not one is refused rather than guessed at.
 */
export function hostnameOf(host: string): string | undefined {
  const value = host.toLowerCase();
  let name: string;
  let port: string | undefined;
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end < 0) return undefined;
    const inner = value.slice(1, end);
    const rest = value.slice(end + 1);
    if (rest !== '' && !rest.startsWith(':')) return undefined;
    if (!net.isIPv6(inner) || inner.includes('%')) return undefined;
    port = rest === '' ? undefined : rest.slice(1);
    name = new URL(`http://[${inner}]/`).hostname;
  } else {
    const colon = value.indexOf(':');
    name = colon < 0 ? value : value.slice(0, colon);
    port = colon < 0 ? undefined : value.slice(colon + 1);
    if (name.length > 253 || !NAME.test(name)) return undefined;
  }
  if (port !== undefined && (!/^[0-9]{1,5}$/.test(port) || Number(port) > 65535)) return undefined;
  return name;
}

/** The host name of a URL (`[api] external_url`, `[auth] site_url`), as hostnameOf gives it; undefined if none. */
export function hostnameOfUrl(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const { host } = new URL(url);
  return host === '' ? undefined : hostnameOf(host);
}

/** The host names one listener serves. */
export type HostAllowList = ReadonlySet<string>;

/** Only the loopback names: for the internal ports, which only the stack's own processes call. */
export const LOOPBACK_ONLY: HostAllowList = new Set(LOOPBACK_HOSTNAMES);

export interface AllowListSources {
  /** URLs whose hosts are served too: `[api] external_url`, `[auth] site_url`. */
  urls: readonly (string | undefined)[];
  /** STACK_ALLOWED_HOSTS as it is set (comma-separated names, each with or without a port). */
  extra?: string;
}

/** The loopback names, the hosts of `urls` and the names in `extra`; `invalid` lists entries of `extra` refused. */
export function hostAllowList(sources: AllowListSources): { hosts: HostAllowList; invalid: string[] } {
  const hosts = new Set(LOOPBACK_HOSTNAMES);
  for (const url of sources.urls) {
    const name = hostnameOfUrl(url);
    if (name) hosts.add(name);
  }
  const invalid: string[] = [];
  for (const entry of (sources.extra ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const name = hostnameOf(trimmed);
    if (name) hosts.add(name);
    else invalid.push(trimmed);
  }
  return { hosts, invalid };
}

/** The list every public listener of a stack uses, from its config and STACK_ALLOWED_HOSTS. */
export function stackHostAllowList(
  config: { api: { external_url: string }; auth: { site_url: string } },
  env: NodeJS.ProcessEnv = process.env,
): { hosts: HostAllowList; invalid: string[] } {
  return hostAllowList({ urls: [config.api.external_url, config.auth.site_url], extra: env[ALLOWED_HOSTS_ENV] });
}

/**
 * A request's Host is served: one of `hosts`, any port. A request without Host (HTTP/1.0; Node refuses HTTP/1.1
 * without one) passes: a browser always sends it, and rebinding is about the name a browser sends.
 */
export function hostAllowed(hosts: HostAllowList, host: string | undefined): boolean {
  if (host === undefined) return true;
  const name = hostnameOf(host);
  return name !== undefined && hosts.has(name);
}

/** The token in a request's headers equals `token` (compared in constant time). */
export function tokenMatches(token: string, sent: string | string[] | undefined): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface ListenerGuard {
  /** Host names served (LOOPBACK_ONLY for internal ports). */
  hosts: HostAllowList;
  /** Internal ports: the per-start token required in INTERNAL_TOKEN_HEADER. */
  token?: string;
  /** Any request with an Origin (every browser's cross-origin and most same-origin ones) is refused. */
  refuseOrigins?: boolean;
}

export interface GuardRefusal {
  status: 421 | 403;
  message: string;
}

export const FOREIGN_HOST: GuardRefusal = {
  status: 421,
  message: `This host name is not served by the local stack (add it to ${ALLOWED_HOSTS_ENV} if it is yours)`,
};
export const INTERNAL_ONLY: GuardRefusal = { status: 403, message: 'This port is internal to the local stack: use the API gateway' };
export const ORIGIN_REFUSED: GuardRefusal = { status: 403, message: 'Browsers may not call this port' };

/** What the guard says of a request: undefined when it passes. */
export function checkRequest(guard: ListenerGuard, headers: http.IncomingHttpHeaders): GuardRefusal | undefined {
  if (!hostAllowed(guard.hosts, headers.host)) return FOREIGN_HOST;
  if (guard.refuseOrigins && headers.origin !== undefined) return ORIGIN_REFUSED;
  if (guard.token !== undefined && !tokenMatches(guard.token, headers[INTERNAL_TOKEN_HEADER])) return INTERNAL_ONLY;
  return undefined;
}

function refusalBody(refusal: GuardRefusal): string {
  return JSON.stringify({ message: refusal.message });
}

function refuseRequest(req: http.IncomingMessage, res: http.ServerResponse, refusal: GuardRefusal): void {
  const body = refusalBody(refusal);
  // No CORS headers, no caching, and the connection is not reused: nothing of the service is reached.
  res.writeHead(refusal.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(body);
  req.resume();
}

function refuseUpgrade(socket: Duplex, refusal: GuardRefusal): void {
  const body = refusalBody(refusal);
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.status === 421 ? 'Misdirected Request' : 'Forbidden'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * Puts the guard in front of every request and websocket upgrade `server` emits, whoever listens to them and
 * whenever they were added (Node's own handlers, Fastify's, a route added later by another service): a refused
 * request never reaches them. Call it where the server is made, before it listens.
 */
export function guardListener(server: http.Server, guard: ListenerGuard): void {
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const refusal = checkRequest(guard, req.headers);
      if (refusal) {
        refuseRequest(req, res, refusal);
        return true;
      }
    } else if (event === 'upgrade' || event === 'connect') {
      const [req, socket] = args as [http.IncomingMessage, Duplex];
      const refusal = checkRequest(guard, req.headers);
      if (refusal) {
        refuseUpgrade(socket, refusal);
        return true;
      }
    }
    return emit(event, ...args);
  }) as typeof server.emit;
}

/** The guard of an internal port behind the gateway: loopback Host and this start's token. */
export function guardInternalListener(server: http.Server, token: string): void {
  guardListener(server, { hosts: LOOPBACK_ONLY, token });
}
