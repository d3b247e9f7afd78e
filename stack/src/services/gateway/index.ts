import http from 'node:http';
import net from 'node:net';
import crypto from 'node:crypto';
import { Pool, type Dispatcher } from 'undici';
import { drainRequestAfterResponse, HOP_BY_HOP, Relay } from '../../shared/relay.ts';
import type { StackKeys } from '../../shared/keys.ts';
import type { Logger } from '../../shared/log.ts';
import { matchRoute, isOpenPath, isBlockedPath, type ServiceName } from './routes.ts';

export interface GatewayOptions {
  port: number;
  keys: StackKeys;
  /** Port of each running service; a missing one answers 503 naming it. */
  upstreams: Partial<Record<ServiceName, number>>;
  log: Logger;
}

export interface RunningGateway {
  port: number;
  setUpstream(service: ServiceName, port: number | undefined): void;
  stop(): Promise<void>;
}

// Hop-by-hop for requests too, plus what undici sets itself (it frames bodies and refuses these from callers).
const REQUEST_DROPPED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'expect', 'sb-api-key']);
const CORS_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS,TRACE,CONNECT';
const CORS_DEFAULT_HEADERS =
  'authorization,x-client-info,apikey,content-type,accept,accept-profile,content-profile,prefer,range,x-upsert,x-supabase-api-version,x-region,cache-control,x-requested-with';
const CORS_EXPOSE_HEADERS =
  'Content-Range,Content-Location,Content-Profile,Range-Unit,Preference-Applied,Location,ETag,X-Request-Id,X-Supabase-Api-Version,Content-Disposition';
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

/** Splits the request target without a full URL parse (hot path); dot segments are resolved as Kong does. */
function parseTarget(raw = '/'): Target {
  const queryAt = raw.indexOf('?');
  let pathname = queryAt < 0 ? raw : raw.slice(0, queryAt);
  if (pathname.includes('/.') || /%2e/i.test(pathname)) pathname = new URL(pathname, 'http://gateway').pathname;
  return { pathname, search: queryAt < 0 ? '' : raw.slice(queryAt) };
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { keys, log } = options;
  const upstreams = new Map(Object.entries(options.upstreams) as [ServiceName, number][]);
  // Each accepted key and the JWT it stands for (opaque keys map to the legacy JWTs, as on Supabase).
  const apiKeys = new Map([
    [keys.anonKey, keys.anonKey],
    [keys.serviceRoleKey, keys.serviceRoleKey],
    [keys.publishableKey, keys.anonKey],
    [keys.secretKey, keys.serviceRoleKey],
  ]);

  const pools = new Map<number, Pool>();
  const poolFor = (port: number) => {
    let pool = pools.get(port);
    if (!pool) pools.set(port, (pool = new Pool(`http://127.0.0.1:${port}`, { connections: 256, keepAliveTimeout: 30_000 })));
    return pool;
  };

  type Decision =
    | { ok: true; port: number; path: string; headers: http.OutgoingHttpHeaders; service: ServiceName }
    | { ok: false; status: number; body: unknown };

  /** Applies the per-route rules shared by plain requests and websocket upgrades. */
  function decide(req: http.IncomingMessage, target: Target, requestId: string): Decision {
    const match = matchRoute(target.pathname);
    if (!match) return { ok: false, status: 404, body: { message: 'no Route matched with those values' } };
    const { route, rest } = match;
    if (isBlockedPath(route, rest)) return { ok: false, status: 403, body: { message: 'Access is forbidden.' } };
    const apikey =
      firstHeader(req.headers.apikey) ?? (target.search ? new URLSearchParams(target.search).get('apikey') : null) ?? undefined;
    const apikeyJwt = apikey ? apiKeys.get(apikey) : undefined;
    if (route.keyAuth && !isOpenPath(route, rest)) {
      if (!apikey) return { ok: false, status: 401, body: { message: 'No API key found in request' } };
      if (!apikeyJwt) return { ok: false, status: 401, body: { message: 'Invalid API key' } };
    }
    const port = upstreams.get(route.service);
    if (port === undefined) {
      return {
        ok: false,
        status: 503,
        body: { message: `The ${SERVICE_LABEL[route.service]} service is not running in this local stack.` },
      };
    }
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!REQUEST_DROPPED.has(name) && value !== undefined) headers[name] = value;
    }
    if (route.credentials === 'sb-api-key') {
      // Client-sent sb-api-key is dropped (anti-spoofing); only a known opaque key yields one.
      if (apikey?.startsWith('sb_') && apikeyJwt) headers['sb-api-key'] = apikeyJwt;
    } else {
      const authorization = firstHeader(req.headers.authorization);
      const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!authorization && apikeyJwt) headers.authorization = `Bearer ${apikeyJwt}`;
      else if (bearer?.startsWith('sb_') && apiKeys.has(bearer)) headers.authorization = `Bearer ${apiKeys.get(bearer)}`;
    }
    const forwardedFor = firstHeader(req.headers['x-forwarded-for']);
    const remote = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${remote}` : remote;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = req.headers.host ?? `127.0.0.1:${options.port}`;
    headers['x-forwarded-prefix'] = route.prefix;
    headers['x-request-id'] = requestId;
    const path = rest + target.search;
    return { ok: true, port, path, headers, service: route.service };
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const requestId = firstHeader(req.headers['x-request-id']) ?? crypto.randomUUID();
    const target = parseTarget(req.url);
    // Given to every writeHead rather than set with setHeader, which takes Node's slower merging path.
    const base: http.OutgoingHttpHeaders = { 'x-request-id': requestId, 'access-control-allow-origin': '*' };
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
      res.writeHead(200, {
        ...base,
        'access-control-allow-methods': CORS_METHODS,
        'access-control-allow-headers': firstHeader(req.headers['access-control-request-headers']) ?? CORS_DEFAULT_HEADERS,
        'access-control-max-age': '3600',
        'content-length': '0',
      });
      res.end();
      return;
    }
    const decision = decide(req, target, requestId);
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
      if (!res.headersSent) json(res, 502, { message: 'An invalid response was received from the upstream server' }, base);
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
  });

  const tunnels = new Set<() => void>();
  // Websockets (realtime): same key rule, with the apikey in the query; then the two sockets are joined.
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const requestId = crypto.randomUUID();
    const target = parseTarget(req.url);
    const decision = decide(req, target, requestId);
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
  });

  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    port: options.port,
    setUpstream(name, port) {
      if (port === undefined) upstreams.delete(name);
      else upstreams.set(name, port);
    },
    async stop() {
      // Upgraded sockets are no longer the HTTP server's: without this, close() waits out every websocket.
      for (const close of tunnels) close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pools.values()].map((pool) => pool.destroy()));
    },
  };
}
