import http from 'node:http';
import type net from 'node:net';
import { Transform, type Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { BAD_GATEWAY_MESSAGE, drainRequestAfterResponse, Relay } from '../../../shared/relay.ts';
import type { Logger } from '../../../shared/log.ts';
import { drainRequest } from '../../../shared/drain.ts';
import { BAD_REQUEST, BadRequestTarget, BODY_TOO_LARGE, UNEXPECTED, type Refusal } from '../errors.ts';
import {
  answerHeaders,
  CORS_EXPOSE_HEADERS,
  decide,
  isPreflight,
  parseTarget,
  preflightHeaders,
  preflightRefusal,
  requestIdOf,
  type Policy,
} from '../domain/policy.ts';
import { tunnel, upstreamOrigin, type UpstreamPools } from '../infra/upstreams.ts';
import { logRequest } from './request-log.ts';
import { matchRoute } from './routes.ts';

export interface Proxy {
  policy: Policy;
  pools: UpstreamPools;
  log: Logger;
  /** Closers of open websocket tunnels. */
  tunnels: Set<() => void>;
}

function reply(res: http.ServerResponse, refusal: Refusal, extra: http.OutgoingHttpHeaders = {}): void {
  const text = JSON.stringify(refusal.body);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...extra,
  };
  if (refusal.noCors) delete headers['access-control-allow-origin'];
  res.writeHead(refusal.status, headers);
  res.end(text);
}

/** Serves one plain request: a preflight or a refusal here, anything else relayed to its service. Never throws. */
export function handleRequest(proxy: Proxy, req: http.IncomingMessage, res: http.ServerResponse): void {
  try {
    relay(proxy, req, res);
  } catch (error) {
    // A bad target gets 400, anything unforeseen 500; never a crash.
    const badTarget = error instanceof BadRequestTarget;
    if (!badTarget) proxy.log.error('request failed in the gateway', { error: (error as Error).message });
    if (res.headersSent) return void res.destroy();
    reply(res, badTarget ? BAD_REQUEST : UNEXPECTED, { connection: 'close' });
  }
}

function relay({ policy, pools, log }: Proxy, req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = performance.now();
  const id = requestIdOf(req.headers);
  const target = parseTarget(req.url);
  const line = { id, method: req.method, path: target.pathname, status: 0, service: '-', started };
  drainRequestAfterResponse(req, res);
  res.once('finish', () => logRequest(log, { ...line, status: res.statusCode }));

  if (isPreflight(req.method, req.headers)) {
    const refusal = preflightRefusal(matchRoute(target.pathname));
    if (refusal) return void reply(res, refusal, answerHeaders(id));
    res.writeHead(200, { ...preflightHeaders(id, req.headers), 'content-length': '0' });
    res.end();
    return;
  }
  // Given to every writeHead rather than set with setHeader, which takes Node's slower merging path.
  const base = answerHeaders(id);
  const match = matchRoute(target.pathname);
  const decision = decide(policy, match, req.headers, req.socket.remoteAddress ?? '', target, id);
  if (!decision.ok) {
    if (decision.status === BODY_TOO_LARGE.status) return void refuseBody(req, res, base);
    reply(res, decision, base);
    req.resume();
    return;
  }
  line.service = decision.service;
  const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
  const bodiless = method === 'GET' || method === 'HEAD';
  // A body sent without a length (chunked) is counted on its way; past the limit the upstream request is abandoned.
  const limit = match?.route.maxBodyBytes;
  let overLimit = false;
  const counted = limit !== undefined && req.headers['content-length'] === undefined;
  const body = bodiless ? null : counted ? limited(req, limit, () => (overLimit = true)) : req;
  const send = (attempt: number) =>
    pools.for(decision.upstream).dispatch(
      {
        origin: upstreamOrigin(decision.upstream),
        path: decision.path,
        method,
        headers: decision.headers,
        body,
      },
      new Relay(res, base, method === 'HEAD', (error) => onFailure(error, attempt), {
        'access-control-expose-headers': CORS_EXPOSE_HEADERS,
      }),
    );
  const onFailure = (error: Error, attempt: number) => {
    // A kept-alive upstream connection that closed under the request: a GET or HEAD is sent once more on a new one.
    if (bodiless && attempt === 0 && !res.headersSent && isConnectionLost(error)) return void send(1);
    if (overLimit && !res.headersSent) return void refuseBody(req, res, base);
    log.error('upstream failed', { id, service: decision.service, error: error.message });
    if (!res.headersSent) reply(res, { status: 502, body: { message: BAD_GATEWAY_MESSAGE } }, base);
    else res.destroy();
  };
  send(0);
}

/** 413 once the rest of the body is read (so the client, still sending, gets the answer); closes past what is drained. */
function refuseBody(req: http.IncomingMessage, res: http.ServerResponse, base: http.OutgoingHttpHeaders): void {
  void drainRequest(req).then((drained) => reply(res, BODY_TOO_LARGE, drained ? base : { ...base, connection: 'close' }));
}

/** The request body, passed on until it exceeds `limit` bytes; then the stream fails and `onExceeded` is called. */
function limited(req: http.IncomingMessage, limit: number, onExceeded: () => void): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= limit) return done(null, chunk);
      onExceeded();
      req.unpipe(counter);
      done(new Error('request body over the gateway limit'));
    },
  });
  return req.pipe(counter);
}

function isConnectionLost(error: Error): boolean {
  const code = (error as Error & { code?: string }).code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE';
}

/** Websockets (realtime): the same rules, with the apikey in the query; then the two sockets are joined. */
export function handleUpgrade(proxy: Proxy, req: http.IncomingMessage, socket: net.Socket, early: Buffer): void {
  try {
    upgrade(proxy, req, socket, early);
  } catch (error) {
    if (!(error instanceof BadRequestTarget)) proxy.log.error('upgrade failed in the gateway', { error: (error as Error).message });
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
  }
}

function upgrade({ policy, log, tunnels }: Proxy, req: http.IncomingMessage, socket: net.Socket, early: Buffer): void {
  const started = performance.now();
  const id = requestIdOf({});
  const target = parseTarget(req.url);
  const decision = decide(policy, matchRoute(target.pathname), req.headers, req.socket.remoteAddress ?? '', target, id);
  const line = { id, method: req.method, path: target.pathname, started };
  if (!decision.ok) {
    logRequest(log, { ...line, status: decision.status, service: '-' }, 'upgrade');
    const body = JSON.stringify(decision.body);
    socket.end(
      `HTTP/1.1 ${decision.status} ${http.STATUS_CODES[decision.status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
    return;
  }
  logRequest(log, { ...line, status: 101, service: decision.service }, 'upgrade');
  const lines = [
    `${req.method} ${decision.path} HTTP/1.1`,
    `host: ${new URL(upstreamOrigin(decision.upstream)).host}`,
    'connection: Upgrade',
    `upgrade: ${req.headers.upgrade}`,
  ];
  for (const [name, value] of Object.entries(decision.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
  }
  const close = tunnel(socket, decision.upstream, lines.join('\r\n') + '\r\n\r\n', early);
  tunnels.add(close);
  socket.once('close', () => tunnels.delete(close));
}
