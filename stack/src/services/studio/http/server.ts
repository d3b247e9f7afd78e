import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { apiTarget } from '../domain/apis.ts';
import { allowedOrigin, sameOriginRequest, SECURITY_HEADERS } from '../domain/guard.ts';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardListener, INTERNAL_TOKEN_HEADER } from '../../../shared/host-guard.ts';
import { matchRoute } from '../../../shared/routes.ts';
import { REFUSALS } from '../errors.ts';
import { refuse, ROUTES, type StudioServerOptions } from './routes.ts';

export type { StudioServerOptions } from './routes.ts';

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
