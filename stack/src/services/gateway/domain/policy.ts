// The gateway's rules as pure functions: request target parsing, the CLI's Kong rule for keys, CORS, request ids.
// Nothing here touches a socket; http/ applies the decisions.
import crypto from 'node:crypto';
import type { StackKeys } from '../../../shared/keys.ts';
import { HOP_BY_HOP } from '../../../shared/relay.ts';
import { INTERNAL_TOKEN_HEADER } from '../../../shared/host-guard.ts';
import {
  BadRequestTarget,
  BLOCKED,
  BODY_TOO_LARGE,
  BROWSER_REFUSED,
  INVALID_API_KEY,
  NO_API_KEY,
  NO_ROUTE,
  NOT_ADMIN,
  notRunning,
  SECRET_KEY_IN_BROWSER,
  type Refusal,
} from '../errors.ts';
import type { Route, ServiceName } from '../http/routes.ts';
import type { Upstream } from '../../types.ts';

export type RequestHeaders = Record<string, string | string[] | undefined>;
export type ForwardedHeaders = Record<string, string | string[]>;

export interface Target {
  pathname: string;
  /** The query string with its leading "?", or "". */
  search: string;
}

/** What the rules need to know of the running stack. */
export interface Policy {
  /** The opaque keys and the JWTs they stand for (secret → service_role, publishable → anon). */
  opaqueKeys: ReadonlyMap<string, string>;
  secretKey: string;
  /** The keys of Kong's `service_role` consumer (ACL group admin) and of its `anon` consumer. */
  adminKeys: ReadonlySet<string>;
  anonKeys: ReadonlySet<string>;
  upstreams: ReadonlyMap<ServiceName, Upstream>;
  /** Reverse proxies whose X-Forwarded-For is kept. */
  trustedProxies: ReadonlySet<string>;
  /** The gateway's own port, for X-Forwarded-Host when a client sent no Host. */
  port: number;
  /** This start's internal token, added to every relayed request (the services' ports require it). */
  internalToken: string | undefined;
}

export function createPolicy(
  keys: StackKeys,
  upstreams: ReadonlyMap<ServiceName, Upstream>,
  trustedProxies: readonly string[],
  port: number,
  internalToken?: string,
): Policy {
  // The CLI's BearerToken/QueryToken (apps/cli-go/internal/start/start.go): only the two opaque keys are mapped.
  const opaqueKeys = new Map([
    [keys.secretKey, keys.serviceRoleKey],
    [keys.publishableKey, keys.anonKey],
  ]);
  return {
    opaqueKeys,
    secretKey: keys.secretKey,
    adminKeys: new Set([keys.secretKey, keys.serviceRoleKey]),
    anonKeys: new Set([keys.publishableKey, keys.anonKey]),
    upstreams,
    trustedProxies: new Set(trustedProxies),
    port,
    internalToken,
  };
}

// Hop-by-hop for requests too, plus what undici sets itself (it frames bodies and refuses these from callers), and
// the internal token, which only the gateway sets.
const REQUEST_DROPPED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'expect', INTERNAL_TOKEN_HEADER]);
const CORS_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';
const CORS_DEFAULT_HEADERS =
  'authorization,x-client-info,apikey,content-type,accept,accept-profile,content-profile,prefer,range,x-upsert,x-supabase-api-version,x-region,cache-control,x-requested-with';
/** Added to a relayed answer where the upstream did not send it. */
export const CORS_EXPOSE_HEADERS =
  'Content-Range,Content-Location,Content-Profile,Range-Unit,Preference-Applied,Location,ETag,X-Request-Id,X-Supabase-Api-Version,Content-Disposition';

export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * RFC 3986's remove_dot_segments, where a segment spelled with %2e counts as a dot too (nginx in front of Kong
 * decodes before it normalises); other segments are kept byte for byte. Never goes above the root.
 */
function removeDotSegments(pathname: string): string {
  const segments = pathname.split('/');
  const output: string[] = [];
  for (let index = 1; index < segments.length; index++) {
    const segment = segments[index]!;
    const dots = segment.includes('%') ? segment.replace(/%2e/gi, '.') : segment;
    const last = index === segments.length - 1;
    if (dots === '.' || dots === '..') {
      if (dots === '..') output.pop();
      if (last) output.push('');
    } else output.push(segment);
  }
  return `/${output.join('/')}`;
}

/**
 * Splits the request target without a full URL parse (hot path) and resolves dot segments as Kong does. Throws
 * BadRequestTarget for a target that is no origin-form path (an absolute URL, `*`).
 */
export function parseTarget(raw = '/'): Target {
  if (!raw.startsWith('/')) throw new BadRequestTarget('the request target is not a path');
  const queryAt = raw.indexOf('?');
  let pathname = queryAt < 0 ? raw : raw.slice(0, queryAt);
  if (pathname.includes('/.') || /%2e/i.test(pathname)) pathname = removeDotSegments(pathname);
  return { pathname, search: queryAt < 0 ? '' : raw.slice(queryAt) };
}

/** The caller's request id if it sent one, else a new one; passed upstream and returned to the client. */
export function requestIdOf(headers: RequestHeaders): string {
  return firstHeader(headers['x-request-id']) ?? crypto.randomUUID();
}

/** Headers the gateway puts on every answer, relayed or its own (they override the upstream's). */
export function answerHeaders(requestId: string): Record<string, string> {
  return { 'x-request-id': requestId, 'access-control-allow-origin': '*' };
}

export function isPreflight(method: string | undefined, headers: RequestHeaders): boolean {
  return method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
}

/** The answer to a CORS preflight: everything allowed, as by Kong's cors plugin in the CLI. */
export function preflightHeaders(requestId: string, headers: RequestHeaders): Record<string, string> {
  return {
    ...answerHeaders(requestId),
    'access-control-allow-methods': CORS_METHODS,
    'access-control-allow-headers': firstHeader(headers['access-control-request-headers']) || CORS_DEFAULT_HEADERS,
    'access-control-max-age': '3600',
  };
}

/** Browsers announce themselves as Mozilla/…; the hosted platform refuses secret keys from them. */
function fromBrowser(headers: RequestHeaders): boolean {
  return /^Mozilla\//.test(firstHeader(headers['user-agent']) ?? '');
}

/**
 * Self-hosted Kong's key-auth (the `apikey` header, or the query parameter) plus its admin ACL, for routes that
 * demand it; undefined when the request passes.
 */
function keyAuth(policy: Policy, headers: RequestHeaders, search: string): Refusal | undefined {
  const key = firstHeader(headers.apikey) ?? (search ? new URLSearchParams(search).get('apikey') : null) ?? undefined;
  if (key === undefined || key === '') return NO_API_KEY;
  if (policy.adminKeys.has(key)) return undefined;
  return policy.anonKeys.has(key) ? NOT_ADMIN : INVALID_API_KEY;
}

/** A preflight's answer: a refusal on routes that refuse browsers, else undefined (everything allowed). */
export function preflightRefusal(match: RouteMatch | undefined): Refusal | undefined {
  return match?.route.refusesBrowsers ? BROWSER_REFUSED : undefined;
}

/** A route of the table (http/routes.ts) and the path under its prefix. */
export interface RouteMatch {
  route: Route;
  rest: string;
}

/** The path is one of `paths` or below one of them. */
function underAny(paths: readonly string[] | undefined, rest: string): boolean {
  return paths?.some((path) => rest === path || rest.startsWith(path + '/')) ?? false;
}

export function isPassThroughPath(route: Route, rest: string): boolean {
  return underAny(route.passThroughPaths, rest);
}

export function isBlockedPath(route: Route, rest: string): boolean {
  return underAny(route.blockedPaths, rest);
}

export type Decision =
  { ok: true; upstream: Upstream; path: string; headers: ForwardedHeaders; service: ServiceName } | ({ ok: false } & Refusal);

/**
 * Where a request goes and with which headers, for plain requests and websocket upgrades alike. `headers` have
 * lower-case names, as Node's IncomingMessage gives them.
 */
export function decide(
  policy: Policy,
  match: RouteMatch | undefined,
  headers: RequestHeaders,
  remote: string,
  target: Target,
  requestId: string,
): Decision {
  if (!match) return { ok: false, ...NO_ROUTE };
  const { route, rest } = match;
  if (isBlockedPath(route, rest)) return { ok: false, ...BLOCKED };
  if (route.refusesBrowsers && headers.origin !== undefined) return { ok: false, ...BROWSER_REFUSED };
  const refusal = route.serviceKeyOnly ? keyAuth(policy, headers, target.search) : undefined;
  if (refusal) return { ok: false, ...refusal };
  const upstream = policy.upstreams.get(route.service);
  if (upstream === undefined) return { ok: false, ...notRunning(route.service) };
  if (route.maxBodyBytes !== undefined && Number(firstHeader(headers['content-length'])) > route.maxBodyBytes) {
    return { ok: false, ...BODY_TOO_LARGE };
  }
  const forwarded: ForwardedHeaders = {};
  for (const name in headers) {
    const value = headers[name];
    if (!REQUEST_DROPPED.has(name) && value !== undefined && !route.droppedHeaders?.includes(name)) forwarded[name] = value;
  }
  let search = target.search;
  const apikey = firstHeader(headers.apikey);
  const queryKey = route.websocket && search ? new URLSearchParams(search).get('apikey') : null;
  if ((apikey === policy.secretKey || queryKey === policy.secretKey) && fromBrowser(headers)) {
    return { ok: false, ...SECRET_KEY_IN_BROWSER };
  }
  if (route.websocket && rest !== '/api' && !rest.startsWith('/api/')) {
    // QueryToken: the opaque keys in ?apikey= become their JWTs; Authorization is left alone.
    const mapped = queryKey ? policy.opaqueKeys.get(queryKey) : undefined;
    if (mapped) {
      const params = new URLSearchParams(search);
      params.set('apikey', mapped);
      search = `?${params}`;
    }
  } else if (!isPassThroughPath(route, rest)) {
    // BearerToken: a caller's own Authorization passes unless absent or `Bearer sb_…`; then the opaque keys map to
    // their JWTs and any other apikey is copied as it is.
    const authorization = firstHeader(headers.authorization);
    const mapped = apikey === undefined ? undefined : policy.opaqueKeys.get(apikey);
    if (authorization === undefined || authorization.startsWith('Bearer sb_')) {
      if (mapped) forwarded.authorization = `Bearer ${mapped}`;
      else if (apikey !== undefined) forwarded.authorization = apikey;
    }
  }
  // Only the gateway says who the client is: a client's own X-Forwarded-For counts only from a trusted proxy.
  const forwardedFor = firstHeader(headers['x-forwarded-for']);
  forwarded['x-forwarded-for'] = forwardedFor && policy.trustedProxies.has(remote) ? `${forwardedFor}, ${remote}` : remote;
  forwarded['x-forwarded-proto'] = 'http';
  forwarded['x-forwarded-host'] = firstHeader(headers.host) ?? `127.0.0.1:${policy.port}`;
  forwarded['x-forwarded-prefix'] = route.prefix;
  forwarded['x-request-id'] = requestId;
  for (const [name, value] of Object.entries(route.addHeaders ?? {})) forwarded[name] ??= value;
  const path = route.upstreamPath === undefined ? rest : route.upstreamPath + (rest === '/' ? '' : rest);
  if (policy.internalToken !== undefined) forwarded[INTERNAL_TOKEN_HEADER] = policy.internalToken;
  return { ok: true, upstream, path: path + search, headers: forwarded, service: route.service };
}
