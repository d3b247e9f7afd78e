import http from 'node:http';
import net from 'node:net';
import crypto from 'node:crypto';
import { Pool, type Dispatcher } from 'undici';
import { BAD_GATEWAY_MESSAGE, ClientClosedError, drainRequestAfterResponse, HOP_BY_HOP, Relay } from '../../shared/relay.ts';
import type { StackKeys } from '../../shared/keys.ts';
import type { Logger } from '../../shared/log.ts';
import { matchRoute, isPassThroughPath, isBlockedPath, type ServiceName } from './routes.ts';
import { FastFront, type ForwardPlan, type ParsedRequest, type Reply } from './fast-path.ts';

export interface GatewayOptions {
  port: number;
  keys: StackKeys;
  /** Port of each running service; a missing one answers 503 naming it. */
  upstreams: Partial<Record<ServiceName, number>>;
  log: Logger;
  /**
   * Addresses of reverse proxies in front of the gateway (self-hosting) whose X-Forwarded-For is kept; from
   * anyone else the header is replaced by the socket's address. Default: none (STACK_TRUSTED_PROXIES, comma-separated).
   */
  trustedProxies?: readonly string[];
  /**
   * The fast path (fast-path.ts) in front of Node's HTTP server; off, every connection is served the full way, as
   * before it existed (STACK_GATEWAY_FAST_PATH=off). Default: on.
   */
  fastPath?: boolean;
}

export interface RunningGateway {
  port: number;
  /** Requests served on the fast path, and connections handed to Node's HTTP server (see fast-path.ts). */
  readonly counters: { readonly fast: number; readonly handedOver: number };
  setUpstream(service: ServiceName, port: number | undefined): void;
  stop(): Promise<void>;
}

// Hop-by-hop for requests too, plus what undici sets itself (it frames bodies and refuses these from callers).
const REQUEST_DROPPED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'expect']);
const CORS_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';
const CORS_DEFAULT_HEADERS =
  'authorization,x-client-info,apikey,content-type,accept,accept-profile,content-profile,prefer,range,x-upsert,x-supabase-api-version,x-region,cache-control,x-requested-with';
const CORS_EXPOSE_HEADERS =
  'Content-Range,Content-Location,Content-Profile,Range-Unit,Preference-Applied,Location,ETag,X-Request-Id,X-Supabase-Api-Version,Content-Disposition';
/** Headers the fast path adds to a relayed answer where the upstream did not send them. */
const FAST_DEFAULTS: Readonly<Record<string, string>> = { 'access-control-expose-headers': CORS_EXPOSE_HEADERS };
const SERVICE_LABEL: Record<ServiceName, string> = {
  rest: 'rest (PostgREST)',
  auth: 'auth',
  storage: 'storage',
  realtime: 'realtime',
  functions: 'functions (edge runtime)',
  graphql: 'graphql (pg_graphql)',
};

function json(res: http.ServerResponse, status: number, body: unknown, extra: http.OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...extra });
  res.end(text);
}

interface Target {
  pathname: string;
  /** The query string with its leading "?", or "". */
  search: string;
}

export class BadRequestTarget extends Error {}

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

type RequestHeaders = Record<string, string | string[] | undefined>;

/** Browsers announce themselves as Mozilla/…; the hosted platform refuses secret keys from them. */
function fromBrowser(headers: RequestHeaders): boolean {
  return /^Mozilla\//.test(firstHeader(headers['user-agent']) ?? '');
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The answer to a CORS preflight: everything allowed, as by Kong's cors plugin in the CLI. */
function preflightHeaders(base: Record<string, string>, headers: RequestHeaders): Record<string, string> {
  return {
    ...base,
    'access-control-allow-methods': CORS_METHODS,
    'access-control-allow-headers': firstHeader(headers['access-control-request-headers']) || CORS_DEFAULT_HEADERS,
    'access-control-max-age': '3600',
  };
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { keys, log } = options;
  const upstreams = new Map(Object.entries(options.upstreams) as [ServiceName, number][]);
  // The CLI's BearerToken/QueryToken (apps/cli-go/internal/start/start.go): only the two opaque keys are mapped.
  const opaqueKeys = new Map([
    [keys.secretKey, keys.serviceRoleKey],
    [keys.publishableKey, keys.anonKey],
  ]);
  const trustedProxies = new Set(options.trustedProxies ?? []);

  const pools = new Map<number, Pool>();
  const poolFor = (port: number) => {
    let pool = pools.get(port);
    if (!pool) pools.set(port, (pool = new Pool(`http://127.0.0.1:${port}`, { connections: 256, keepAliveTimeout: 30_000 })));
    return pool;
  };

  type Decision =
    | { ok: true; port: number; path: string; headers: http.OutgoingHttpHeaders; service: ServiceName }
    | { ok: false; status: number; body: unknown };

  /**
   * Applies the per-route rules shared by plain requests, websocket upgrades and the fast path. `headers` have
   * lower-case names (Node's IncomingMessage or the fast path's parse).
   */
  function decide(headers: RequestHeaders, remote: string, target: Target, requestId: string): Decision {
    const match = matchRoute(target.pathname);
    if (!match) return { ok: false, status: 404, body: { message: 'no Route matched with those values' } };
    const { route, rest } = match;
    if (isBlockedPath(route, rest)) return { ok: false, status: 403, body: { message: 'Access is forbidden.' } };
    const port = upstreams.get(route.service);
    if (port === undefined) {
      return {
        ok: false,
        status: 503,
        body: { message: `The ${SERVICE_LABEL[route.service]} service is not running in this local stack.` },
      };
    }
    const forwarded: http.OutgoingHttpHeaders = {};
    for (const name in headers) {
      const value = headers[name];
      if (!REQUEST_DROPPED.has(name) && value !== undefined) forwarded[name] = value;
    }
    let search = target.search;
    const apikey = firstHeader(headers.apikey);
    const queryKey = route.websocket && search ? new URLSearchParams(search).get('apikey') : null;
    if ((apikey === keys.secretKey || queryKey === keys.secretKey) && fromBrowser(headers)) {
      return { ok: false, status: 401, body: { message: 'Forbidden use of secret API key in browser' } };
    }
    if (route.websocket && rest !== '/api' && !rest.startsWith('/api/')) {
      // QueryToken: the opaque keys in ?apikey= become their JWTs; Authorization is left alone.
      const mapped = queryKey ? opaqueKeys.get(queryKey) : undefined;
      if (mapped) {
        const params = new URLSearchParams(search);
        params.set('apikey', mapped);
        search = `?${params}`;
      }
    } else if (!isPassThroughPath(route, rest)) {
      // BearerToken: a caller's own Authorization passes unless absent or `Bearer sb_…`; then the opaque keys map to
      // their JWTs and any other apikey is copied as it is.
      const authorization = firstHeader(headers.authorization);
      const mapped = apikey === undefined ? undefined : opaqueKeys.get(apikey);
      if (authorization === undefined || authorization.startsWith('Bearer sb_')) {
        if (mapped) forwarded.authorization = `Bearer ${mapped}`;
        else if (apikey !== undefined) forwarded.authorization = apikey;
      }
    }
    // Only the gateway says who the client is: a client's own X-Forwarded-For counts only from a trusted proxy.
    const forwardedFor = firstHeader(headers['x-forwarded-for']);
    forwarded['x-forwarded-for'] = forwardedFor && trustedProxies.has(remote) ? `${forwardedFor}, ${remote}` : remote;
    forwarded['x-forwarded-proto'] = 'http';
    forwarded['x-forwarded-host'] = firstHeader(headers.host) ?? `127.0.0.1:${options.port}`;
    forwarded['x-forwarded-prefix'] = route.prefix;
    forwarded['x-request-id'] = requestId;
    return { ok: true, port, path: rest + search, headers: forwarded, service: route.service };
  }

  /** The answer to a request the gateway cannot route: a bad target gets 400, anything unforeseen 500; never a crash. */
  function refuseRequest(res: http.ServerResponse, error: unknown): void {
    const badTarget = error instanceof BadRequestTarget;
    if (!badTarget) log.error('request failed in the gateway', { error: (error as Error).message });
    if (res.headersSent) return void res.destroy();
    json(res, badTarget ? 400 : 500, { message: badTarget ? 'Bad Request' : 'An unexpected error occurred' }, { connection: 'close' });
  }

  const server = http.createServer((req, res) => {
    try {
      handleRequest(req, res);
    } catch (error) {
      refuseRequest(res, error);
    }
  });

  function handleRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
    const started = performance.now();
    const requestId = firstHeader(req.headers['x-request-id']) ?? crypto.randomUUID();
    const target = parseTarget(req.url);
    // Given to every writeHead rather than set with setHeader, which takes Node's slower merging path.
    const base: Record<string, string> = { 'x-request-id': requestId, 'access-control-allow-origin': '*' };
    let service = '-';
    drainRequestAfterResponse(req, res);
    res.once('finish', () =>
      // Path only: query strings can carry tokens (verify links, signed URLs), which must never be logged.
      log.info('request', {
        id: requestId,
        method: req.method,
        path: target.pathname,
        status: res.statusCode,
        service,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );

    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(200, { ...preflightHeaders(base, req.headers), 'content-length': '0' });
      res.end();
      return;
    }
    const decision = decide(req.headers, req.socket.remoteAddress ?? '', target, requestId);
    if (!decision.ok) {
      json(res, decision.status, decision.body, base);
      req.resume();
      return;
    }
    service = decision.service;
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const onFailure = (error: Error) => {
      log.error('upstream failed', { id: requestId, service: decision.service, error: error.message });
      if (!res.headersSent) json(res, 502, { message: BAD_GATEWAY_MESSAGE }, base);
      else res.destroy();
    };
    poolFor(decision.port).dispatch(
      {
        origin: `http://127.0.0.1:${decision.port}`,
        path: decision.path,
        method,
        headers: decision.headers as Record<string, string>,
        body: hasBody ? req : null,
      },
      new Relay(res, base, method === 'HEAD', onFailure, { 'access-control-expose-headers': CORS_EXPOSE_HEADERS }),
    );
  }

  interface Logged {
    requestId: string;
    pathname: string;
    service: string;
    started: number;
  }
  const fastPlan = (request: ParsedRequest): ((ForwardPlan | Reply) & Logged) | undefined => {
    const started = performance.now();
    const requestId = request.headers['x-request-id'] ?? crypto.randomUUID();
    const target = parseTarget(request.target);
    const base = { 'x-request-id': requestId, 'access-control-allow-origin': '*' };
    const logged = { requestId, pathname: target.pathname, started, service: '-' };
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return { kind: 'reply', status: 200, headers: preflightHeaders(base, request.headers), body: '', ...logged };
    }
    const decision = decide(request.headers, request.remoteAddress, target, requestId);
    if (!decision.ok) {
      const headers = { 'content-type': 'application/json; charset=utf-8', ...base };
      return { kind: 'reply', status: decision.status, headers, body: JSON.stringify(decision.body), ...logged };
    }
    return {
      kind: 'forward',
      port: decision.port,
      path: decision.path,
      headers: decision.headers as ForwardPlan['headers'],
      base,
      defaults: FAST_DEFAULTS,
      requestId,
      pathname: target.pathname,
      started,
      service: decision.service,
    };
  };
  const front = new FastFront({
    keepAliveMs: 65_000,
    plan: options.fastPath === false ? () => undefined : fastPlan,
    handOver: (socket) => server.emit('connection', socket),
    finished(request, plan, status, failure) {
      const { requestId, pathname, service, started } = plan as (ForwardPlan | Reply) & Logged;
      if (failure instanceof ClientClosedError) return;
      if (failure) log.error('upstream failed', { id: requestId, service, error: failure.message });
      else {
        log.info('request', {
          id: requestId,
          method: request.method,
          path: pathname,
          status,
          service,
          ms: Math.round((performance.now() - started) * 10) / 10,
        });
      }
    },
  });

  const tunnels = new Set<() => void>();
  // Websockets (realtime): same key rule, with the apikey in the query; then the two sockets are joined.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    try {
      upgrade(req, socket, head);
    } catch (error) {
      if (!(error instanceof BadRequestTarget)) log.error('upgrade failed in the gateway', { error: (error as Error).message });
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    }
  });

  function upgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer): void {
    const requestId = crypto.randomUUID();
    const target = parseTarget(req.url);
    const decision = decide(req.headers, req.socket.remoteAddress ?? '', target, requestId);
    log.info('upgrade', { id: requestId, path: target.pathname, ok: decision.ok, status: decision.ok ? 101 : decision.status });
    if (!decision.ok) {
      const body = JSON.stringify(decision.body);
      socket.end(
        `HTTP/1.1 ${decision.status} ${http.STATUS_CODES[decision.status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
      return;
    }
    const upstream = net.connect(decision.port, '127.0.0.1', () => {
      const lines = [
        `${req.method} ${decision.path} HTTP/1.1`,
        `host: 127.0.0.1:${decision.port}`,
        'connection: Upgrade',
        `upgrade: ${req.headers.upgrade}`,
      ];
      for (const [name, value] of Object.entries(decision.headers)) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
      }
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
    tunnels.add(close);
    socket.once('close', () => {
      tunnels.delete(close);
      upstream.destroy();
    });
  }

  server.keepAliveTimeout = 65_000;
  // The port is the fast path's; Node's server only gets the connections it hands over. Node starts tracking a
  // server's connections (headersTimeout, requestTimeout, closeAllConnections) when it emits 'listening'.
  server.emit('listening');
  await new Promise<void>((resolve, reject) => {
    front.server.once('error', reject);
    front.server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    port: (front.server.address() as net.AddressInfo).port,
    counters: front.counters,
    setUpstream(name, port) {
      if (port === undefined) upstreams.delete(name);
      else upstreams.set(name, port);
    },
    async stop() {
      // Upgraded sockets are no longer the HTTP server's: without this, close() waits out every websocket.
      for (const close of tunnels) close();
      server.closeAllConnections();
      // Node's server never listened itself: close() only ends its connection tracking (and reports "not running").
      server.close(() => undefined);
      await front.stop();
      await Promise.all([...pools.values()].map((pool) => pool.destroy()));
    },
  };
}
