// WebSocket upgrades to a function (`Deno.upgradeWebSocket`): the same name lookup and verify_jwt rule as a plain
// request, then the request head goes to the function's worker and the two sockets are joined.
import http from 'node:http';
import net from 'node:net';
import { matchRoute } from '../../../shared/routes.ts';
import { BOOT_ERROR_BODY, BootError, NOT_FOUND_BODY } from '../errors.ts';
import { jwtProblem, type FunctionsContext } from './handlers.ts';
import { requestPath, ROUTES } from './routes.ts';

type UpgradeContext = Omit<FunctionsContext, 'pool'>;

/** Answers an upgrade that does not reach a function with a plain HTTP response, and closes the socket. */
function refuse(socket: net.Socket, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json';
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

/** The request head as the worker gets it: its own Host, everything else as it came (Upgrade and Connection too). */
function requestHead(req: http.IncomingMessage): string {
  const lines = [`${req.method} ${req.url} HTTP/1.1`, 'host: localhost'];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== 'host') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
  }
  return lines.join('\r\n') + '\r\n\r\n';
}

export async function handleUpgrade(
  ctx: UpgradeContext,
  req: http.IncomingMessage,
  socket: net.Socket,
  early: Buffer,
  tunnels: Set<() => void>,
): Promise<void> {
  socket.on('error', () => undefined);
  const match = matchRoute(ROUTES, req.method ?? 'GET', requestPath(req));
  const fn = match && !('methodNotAllowed' in match) && match.params.name !== undefined ? ctx.lookup(match.params.name) : undefined;
  if (!fn) return refuse(socket, 404, NOT_FOUND_BODY);
  if (fn.verifyJwt) {
    const problem = await jwtProblem(req, ctx.verify);
    if (problem) return refuse(socket, 401, { msg: problem });
  }
  let socketPath: string;
  try {
    socketPath = await ctx.workers.socketFor(fn);
  } catch (error) {
    ctx.log.error('function failed to boot', { function: fn.name, error: (error as Error).message });
    return refuse(socket, error instanceof BootError ? 503 : 500, BOOT_ERROR_BODY);
  }
  if (socket.destroyed) return;
  const upstream = net.connect(socketPath, () => {
    upstream.write(requestHead(req));
    if (early.length) upstream.write(early);
    socket.pipe(upstream).pipe(socket);
  });
  const close = () => {
    socket.destroy();
    upstream.destroy();
  };
  tunnels.add(close);
  upstream.on('error', (error) => {
    ctx.log.error('function websocket failed', { function: fn.name, error: error.message });
    close();
  });
  socket.on('error', close);
  socket.once('close', () => {
    upstream.destroy();
    tunnels.delete(close);
  });
  upstream.once('close', () => socket.destroy());
}
