import http from 'node:http';
import type net from 'node:net';
import type pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import type { JwtVerifier } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardInternalListener } from '../../../shared/host-guard.ts';
import type { ChangeFeed } from '../domain/changes.ts';
import type { Hub } from '../domain/hub.ts';
import { checkToken } from '../domain/access-tokens.ts';
import { Connection, LIMITS } from './connection.ts';
import type { Vsn } from './protocol.ts';
import { handleBroadcastApi, requestUrl } from './routes.ts';

export interface RealtimeServerContext {
  hub: Hub;
  verify: JwtVerifier;
  pool: pg.Pool;
  changes: ChangeFeed;
  log: Logger;
  /** This start's internal token, which every request the gateway relays carries. */
  internalToken: string;
}

/** Realtime over HTTP on a loopback port: the broadcast API and the Phoenix websocket at `/websocket`. */
export async function startRealtimeServer(context: RealtimeServerContext, port = 0): Promise<{ port: number; stop(): Promise<void> }> {
  const { hub, verify, pool, changes, log } = context;
  const connections = new Set<Connection>();

  const server = http.createServer((req, res) => {
    handleBroadcastApi(req, res, { hub, verify, pool, log }).catch((error: Error) => {
      log.error('broadcast api failed', { error: error.message });
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error' }));
    });
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.maxPayloadBytes });

  // Every socket the server accepted, upgraded or not: one a client left half-open must not hold up stop().
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    // An upgraded socket is no longer the HTTP server's: its errors and its end are ours to handle.
    socket.on('error', () => socket.destroy());
    const refuse = (status: number, message: string) => {
      const body = JSON.stringify({ message });
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    };
    const url = requestUrl(req.url);
    if (!url) return refuse(400, 'Bad Request');
    if (!url.pathname.endsWith('/websocket')) return refuse(404, 'Not Found');
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0') return refuse(400, `Unsupported serializer version ${vsn}`);
    // The gateway turns the apikey into `Authorization: Bearer <jwt>`; a direct caller may pass a JWT as apikey.
    const token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? url.searchParams.get('apikey') ?? '';
    checkToken(verify, token)
      .then((checked) => {
        if (!checked.ok) return refuse(403, `${checked.code}: ${checked.message}`);
        wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
          const connection = new Connection(ws, vsn as Vsn, token, { hub, verify, pool, changes, log });
          connections.add(connection);
          ws.on('close', () => connections.delete(connection));
        });
      })
      .catch(() => refuse(500, 'Internal Server Error'));
  });

  // Behind the gateway: only what it relays (this start's token, a loopback Host) is served, upgrades included.
  guardInternalListener(server, context.internalToken);
  const boundPort = await listenOnLoopback(server, port);
  return {
    port: boundPort,
    async stop() {
      for (const connection of connections) connection.close();
      wss.close();
      for (const socket of sockets) socket.destroy();
      await closeNow(server);
    },
  };
}
