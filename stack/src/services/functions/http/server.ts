import http from 'node:http';
import type { Socket } from 'node:net';
import { Pool } from 'undici';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardInternalListener } from '../../../shared/host-guard.ts';
import { matchRoute } from '../../../shared/routes.ts';
import { drainRequestAfterResponse } from '../../../shared/relay.ts';
import { NOT_FOUND_BODY } from '../errors.ts';
import { send, type FunctionsContext } from './handlers.ts';
import { requestPath, ROUTES } from './routes.ts';
import { handleUpgrade } from './upgrade.ts';

export type FunctionsHttpContext = Omit<FunctionsContext, 'pool'>;

/** The functions service's HTTP side: the table in routes.ts, dispatched with the shared matchRoute. */
export function createFunctionsServer(context: FunctionsHttpContext): {
  server: http.Server;
  /** Closes the server now and the connections to the workers. */
  close(): Promise<void>;
} {
  const pools = new Map<string, Pool>();
  const pool = (socketPath: string): Pool => {
    let found = pools.get(socketPath);
    if (!found)
      pools.set(
        socketPath,
        (found = new Pool('http://localhost', { connect: { socketPath }, connections: 64, headersTimeout: 150_000, bodyTimeout: 150_000 })),
      );
    return found;
  };
  const ctx: FunctionsContext = { ...context, pool };
  const server = http.createServer(async (req, res) => {
    drainRequestAfterResponse(req, res);
    const match = matchRoute(ROUTES, req.method ?? 'GET', requestPath(req));
    // Every row is ANY, so a path either matches or names no function.
    if (!match || 'methodNotAllowed' in match) return send(res, 404, NOT_FOUND_BODY);
    await match.route.handler(ctx, req, res, match.params);
  });
  // Open websockets to functions, closed with the server (closeNow ends only HTTP connections).
  const tunnels = new Set<() => void>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, early: Buffer) => {
    handleUpgrade(context, req, socket, early, tunnels).catch((error: Error) => {
      context.log.error('function websocket failed', { error: error.message });
      socket.destroy();
    });
  });
  return {
    server,
    async close() {
      for (const close of tunnels) close();
      await closeNow(server);
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}

/** The functions' server, listening on `port` of 127.0.0.1. */
export async function startFunctionsServer(
  context: FunctionsHttpContext,
  port: number,
  internalToken: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const { server, close } = createFunctionsServer(context);
  // Behind the gateway: only requests it relays (this start's token, a loopback Host) reach the functions.
  guardInternalListener(server, internalToken);
  return { port: await listenOnLoopback(server, port), close };
}
