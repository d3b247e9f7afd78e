import http from 'node:http';
import type net from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import pg from 'pg';
import { jwtVerifier } from '../../shared/keys.ts';
import type { ServiceContext, ServiceDefinition, RunningService } from '../types.ts';
import { ChangeFeed, MESSAGES_PUBLICATION } from './domain/changes.ts';
import { Connection, LIMITS } from './http/connection.ts';
import { dropOldMessagePartitions, ensureMessagePartitions } from './infra/database.ts';
import { handleBroadcastApi, requestUrl } from './http/routes.ts';
import { Hub, hubKey } from './domain/hub.ts';
import { checkToken } from './domain/access-tokens.ts';
import type { Vsn } from './http/protocol.ts';
import { closeNow, listenOnLoopback } from '../../shared/http-server.ts';
import { guardInternalListener } from '../../shared/host-guard.ts';

/** Realtime creates this publication itself when it connects; so do we (as supabase_admin, the superuser Realtime connects as: it needs the table's owner). */
async function ensureMessagesPublication(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'realtime' });
  await client.connect();
  try {
    const { rowCount } = await client.query(`select 1 from pg_publication where pubname = $1`, [MESSAGES_PUBLICATION]);
    if (!rowCount) await client.query(`create publication ${MESSAGES_PUBLICATION} for table realtime.messages`);
  } finally {
    await client.end();
  }
}

/** Starts the realtime service on a free local port; the gateway routes `/realtime/v1/*` here with the prefix stripped. */
export async function startRealtime(context: ServiceContext, port = 0): Promise<RunningService> {
  const { log } = context;
  const verify = jwtVerifier(context.keys);
  // The service's own role: owner of realtime.messages, member of anon/authenticated/service_role for checks.
  const pool = new pg.Pool({ connectionString: context.dbUrl('supabase_realtime_admin'), max: 6, application_name: 'realtime' });
  pool.on('error', (error) => log.error('database pool error', { error: error.message }));
  const maintainPartitions = async () => {
    await ensureMessagePartitions(pool);
    const dropped = await dropOldMessagePartitions(pool);
    if (dropped.length) log.info('dropped old message partitions', { partitions: dropped });
  };
  await maintainPartitions();
  const partitionTimer = setInterval(
    () => maintainPartitions().catch((error: Error) => log.error('maintaining partitions failed', { error: error.message })),
    6 * 60 * 60 * 1000,
  );
  partitionTimer.unref();

  const hub = new Hub();
  await ensureMessagesPublication(context.dbUrl('supabase_admin'));
  const changes = new ChangeFeed(pool, context.dbUrl('supabase_admin'), log, ({ topic, isPrivate, message }) =>
    hub.broadcast(hubKey({ isPrivate, subTopic: topic }), message),
  );
  await changes.start().catch(async (error: unknown) => {
    clearInterval(partitionTimer);
    await pool.end();
    throw error;
  });
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
  log.info('realtime listening', { port: boundPort });

  return {
    port: boundPort,
    async stop() {
      clearInterval(partitionTimer);
      for (const connection of connections) connection.close();
      wss.close();
      for (const socket of sockets) socket.destroy();
      await closeNow(server);
      await changes.stop();
      await pool.end();
    },
  };
}

export const realtimeService: ServiceDefinition = {
  name: 'realtime',
  route: 'realtime',
  enabled: (config) => config.realtime.enabled,
  start: (context) => startRealtime(context),
};
