import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import net from 'node:net';
import { Readable } from 'node:stream';
import type { Config } from '../../../config.ts';
import type { StackKeys } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import type { StackPaths } from '../../../shared/paths.ts';
import { readState } from '../../../state.ts';
import { apiTarget } from '../domain/apis.ts';
import { allowedOrigin, sameOriginRequest, SECURITY_HEADERS } from '../domain/guard.ts';
import { studioStatus } from '../domain/status.ts';
import { logServices, readLog } from '../infra/logs.ts';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardListener, INTERNAL_TOKEN_HEADER, type HostAllowList } from '../../../shared/host-guard.ts';
import { matchRoute, route, type ErrorAnswer, type Route } from '../../../shared/routes.ts';
import { REFUSALS } from '../errors.ts';

export interface StudioServerOptions {
  port: number;
  config: Config;
  keys: StackKeys;
  paths: StackPaths;
  dist: string;
  /** postgres-meta's port, once it runs (it starts beside the dashboard). */
  metaPort: () => number | undefined;
  log: Logger;
  /** Host names served (shared/host-guard.ts). */
  hosts: HostAllowList;
  /** This start's internal token, which postgres-meta's port requires. */
  internalToken: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};
const RELAYED_HEADERS = [
  'content-type',
  'content-range',
  'content-disposition',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
];

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

const refuse = (res: http.ServerResponse, { status, message }: ErrorAnswer): void => sendJson(res, status, { message });

function socketAccepts(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(1500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthyServices(services: { name: string; url: string }[]): Promise<Set<string>> {
  const healthy = new Set<string>();
  await Promise.all(
    services.map(async ({ name, url }) => {
      if (url.startsWith('unix:')) {
        // PostgREST: its unix socket accepts a connection while it listens.
        if (await socketAccepts(url.slice('unix:'.length))) healthy.add(name);
        return;
      }
      if (!url.startsWith('http')) {
        healthy.add(name); // Postgres: the state names it only while it runs.
        return;
      }
      // Any answer at all means the service is listening.
      const ok = await fetch(url, { signal: AbortSignal.timeout(1500) }).then(
        (response) => (void response.body?.cancel(), true),
        () => false,
      );
      if (ok) healthy.add(name);
    }),
  );
  return healthy;
}

type StudioHandler = (
  options: StudioServerOptions,
  url: URL,
  params: Record<string, string>,
  res: http.ServerResponse,
) => Promise<void> | void;

const status: StudioHandler = async ({ config, keys, paths }, _url, _params, res) => {
  const state = readState(paths);
  sendJson(res, 200, studioStatus(config, keys, state, await healthyServices(state?.services ?? [])));
};

const logList: StudioHandler = ({ paths }, _url, _params, res) => sendJson(res, 200, logServices(paths.logs));

const logLines: StudioHandler = ({ paths }, url, { service }, res) => {
  if (!/^[a-z0-9-]+$/.test(service!)) return refuse(res, REFUSALS.notFound);
  if (!logServices(paths.logs).includes(service!)) return refuse(res, REFUSALS.noLog(service!));
  const offset = url.searchParams.has('offset') ? Number(url.searchParams.get('offset')) : undefined;
  sendJson(res, 200, readLog(paths.logs, service!, Number.isSafeInteger(offset) && offset! >= 0 ? offset : undefined));
};

/**
 * The dashboard's own API (the stack's one idiom, shared/routes.ts). After it, `/api/<name>/…` (any method) is
 * relayed to the stack's APIs (domain/apis.ts) with the secret key added here, on 127.0.0.1: the browser never holds
 * a key. A GET outside `/api/` is the built dashboard (index.html for its own routes).
 */
export const ROUTES: readonly Route<StudioHandler>[] = [
  route('GET', '/api/status', status), // services, ports, health, start times, the `status -o env` block
  route('GET', '/api/logs', logList), // the services that have a log
  route('GET', '/api/logs/:service', logLines), // a log's lines from `?offset=` (the newest 256 KB without it)
];

export async function startStudioServer(options: StudioServerOptions): Promise<{ port: number; stop(): Promise<void> }> {
  const { port, config, keys, dist, metaPort, log } = options;
  const gateway = `http://127.0.0.1:${config.api.port}`;
  const index = fs.readFileSync(path.join(dist, 'index.html'));

  const serveAsset = (pathname: string, res: http.ServerResponse) => {
    const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (pathname.startsWith('/assets/') && file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const body = fs.readFileSync(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      return void res.end(body);
    }
    if (pathname.startsWith('/assets/')) return refuse(res, REFUSALS.notFound);
    res.writeHead(200, { 'content-type': TYPES['.html']!, 'content-length': index.length, 'cache-control': 'no-cache' });
    res.end(index);
  };

  const relay = async (req: http.IncomingMessage, res: http.ServerResponse, base: string, target: string, search: string) => {
    const headers = new Headers();
    for (const name of ['content-type', 'accept', 'prefer', 'range', 'x-upsert', 'cache-control', 'accept-profile', 'content-profile']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    if (base === gateway) {
      headers.set('apikey', keys.secretKey);
      headers.set('authorization', `Bearer ${keys.serviceRoleKey}`);
    } else headers.set(INTERNAL_TOKEN_HEADER, options.internalToken);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const response = await fetch(`${base}${target}${search}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
    const out: http.OutgoingHttpHeaders = { 'cache-control': 'no-store' };
    for (const name of RELAYED_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null && !(name === 'cache-control')) out[name] = value;
    }
    res.writeHead(response.status, out);
    if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
    res.end();
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith('/api/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, REFUSALS.methodNotAllowed);
      return serveAsset(url.pathname, res);
    }
    // Another site's page may not use the dashboard's key (no CORS headers are ever sent, so preflights fail too).
    const origin = req.headers.origin;
    if (!allowedOrigin(typeof origin === 'string' ? origin : undefined, port) || req.method === 'OPTIONS') {
      return refuse(res, REFUSALS.crossOrigin);
    }
    // An <img>, a form or a link of another site sends no Origin; Sec-Fetch-Site (or our header) tells them apart.
    if (!sameOriginRequest(req.headers)) return refuse(res, REFUSALS.notSameOrigin);
    const match = matchRoute(ROUTES, req.method ?? '', url.pathname);
    if (match && 'route' in match) return match.route.handler(options, url, match.params, res);
    const target = apiTarget(url.pathname);
    if (!target) return refuse(res, REFUSALS.notFound);
    const meta = metaPort();
    if (target.upstream === 'meta' && !meta) return refuse(res, REFUSALS.metaNotRunning);
    await relay(req, res, target.upstream === 'meta' ? `http://127.0.0.1:${meta}` : gateway, target.path, url.search);
  };

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    handle(req, res).catch((error: Error) => {
      log.error('request failed', { path: (req.url ?? '').split('?')[0], error: error.message });
      if (!res.headersSent) refuse(res, REFUSALS.stackDidNotAnswer(error.message));
      else res.destroy();
    });
  });
  // Loopback only: the page holds no key, but its server relays with one. The stack's Host guard before anything.
  guardListener(server, { hosts: options.hosts });
  await listenOnLoopback(server, port);
  return {
    port,
    stop: () => closeNow(server),
  };
}
