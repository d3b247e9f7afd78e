// postgres-meta's only TCP port: a relay on 127.0.0.1 in front of its unix socket. It serves loopback names only,
// requires this start's internal token (the gateway's /pg, the dashboard and /mcp send it), refuses any request
// with an Origin, and sends no CORS header at all: a web page that finds the port gets nothing.
import http from 'node:http';
import type { Dispatcher, Pool } from 'undici';
import { guardListener, INTERNAL_TOKEN_HEADER, LOOPBACK_ONLY } from '../../../shared/host-guard.ts';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import type { Logger } from '../../../shared/log.ts';
import { BAD_GATEWAY_MESSAGE, drainRequestAfterResponse, HOP_BY_HOP, Relay } from '../../../shared/relay.ts';

/**
 * Request headers never passed to postgres-meta: `x-connection-encrypted` and `pg` make it connect to another
 * database or as another role (a forged one would be superuser), and the token is ours alone.
 */
export const META_DROPPED_HEADERS: ReadonlySet<string> = new Set([
  ...HOP_BY_HOP,
  'transfer-encoding',
  'expect',
  'x-connection-encrypted',
  'pg',
  INTERNAL_TOKEN_HEADER,
  'origin',
]);

export interface MetaRelayOptions {
  pool: Pool;
  /** Settles when postgres-meta serves (or failed to start): requests that come before wait for it. */
  ready: Promise<void>;
  token: string;
  log: Logger;
}

/**
 * The relay listens at once; a request that comes while postgres-meta is still loading is held until it serves (as
 * `supabase start`, which returns only once it is healthy, would have had it answered), and gets the gateway's 502
 * when it failed to start.
 */
export async function startMetaRelay(options: MetaRelayOptions): Promise<{ port: number; stop(): Promise<void> }> {
  const { pool, log } = options;
  let serving = false;
  let failure: Error | undefined;
  options.ready.then(
    () => (serving = true),
    (error: Error) => (failure = error),
  );
  const badGateway = (res: http.ServerResponse) => {
    if (res.headersSent) return void res.destroy();
    const body = JSON.stringify({ message: BAD_GATEWAY_MESSAGE });
    res.writeHead(502, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    if (serving) return relay(req, res);
    if (failure) {
      log.error('postgres-meta did not start', { error: failure.message });
      return badGateway(res);
    }
    void options.ready.then(
      () => (res.destroyed ? undefined : relay(req, res)),
      (error: Error) => {
        log.error('postgres-meta did not start', { error: error.message });
        badGateway(res);
      },
    );
  });
  const relay = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !META_DROPPED_HEADERS.has(name)) headers[name] = value;
    }
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
    drainRequestAfterResponse(req, res);
    pool.dispatch(
      { path: req.url ?? '/', method, headers, body: method === 'GET' || method === 'HEAD' ? null : req },
      new Relay(res, {}, method === 'HEAD', (error) => {
        log.error('postgres-meta did not answer', { error: error.message });
        badGateway(res);
      }),
    );
  };
  guardListener(server, { hosts: LOOPBACK_ONLY, token: options.token, refuseOrigins: true });
  const port = await listenOnLoopback(server, 0);
  return { port, stop: () => closeNow(server) };
}
