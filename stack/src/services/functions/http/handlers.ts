// What the functions service's routes do: answer its health check, or relay a request to a function's worker.
import type http from 'node:http';
import type { Dispatcher, Pool } from 'undici';
import type { Logger } from '../../../shared/log.ts';
import { Relay } from '../../../shared/relay.ts';
import type { EdgeFunction } from '../domain/discover.ts';
import { BOOT_ERROR_BODY, BootError, NOT_FOUND_BODY } from '../errors.ts';
import type { Workers } from '../infra/workers.ts';

export interface FunctionsContext {
  workers: Workers;
  verify: (token: string) => Promise<unknown>;
  /** The function of that name in supabase/functions, found per request (a new folder works without a restart). */
  lookup: (name: string) => EdgeFunction | undefined;
  log: Logger;
  /** One connection pool per worker socket. */
  pool: (socketPath: string) => Pool;
}

/** A row's handler: `params.name` is the function's name as it came (still %-encoded). */
export type FunctionsHandler = (
  ctx: FunctionsContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  params: Record<string, string>,
) => void | Promise<void>;

export function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Why a request may not run a function with verify_jwt, in the runtime's words; undefined when it may. */
export async function jwtProblem(req: http.IncomingMessage, verify: (token: string) => Promise<unknown>): Promise<string | undefined> {
  const header = req.headers.authorization;
  if (!header) return 'Error: Missing authorization header';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) return "Error: Auth header is not 'Bearer {token}'";
  try {
    await verify(token);
    return undefined;
  } catch {
    return 'Invalid JWT';
  }
}

export const health: FunctionsHandler = (_ctx, _req, res) => send(res, 200, { message: 'ok' });

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'expect', 'host', 'upgrade'];

export const invoke: FunctionsHandler = async ({ workers, verify, lookup, log, pool }, req, res, { name = '' }) => {
  const fn = lookup(name);
  if (!fn) return send(res, 404, NOT_FOUND_BODY);
  if (req.method !== 'OPTIONS' && fn.verifyJwt) {
    const problem = await jwtProblem(req, verify);
    if (problem) return send(res, 401, { msg: problem });
  }
  let socketPath: string;
  try {
    socketPath = await workers.socketFor(fn);
  } catch (error) {
    log.error('function failed to boot', { function: fn.name, error: (error as Error).message });
    return send(res, error instanceof BootError ? 503 : 500, BOOT_ERROR_BODY);
  }
  const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
  const headers: Record<string, string | string[]> = {};
  for (const [header, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.includes(header)) headers[header] = value;
  }
  pool(socketPath).dispatch(
    { origin: 'http://localhost', path: req.url ?? '/', method, headers, body: method === 'GET' || method === 'HEAD' ? null : req },
    new Relay(res, {}, method === 'HEAD', (error) => {
      log.error('function request failed', { function: fn.name, error: error.message });
      void workers.discard(fn.name);
      if (!res.headersSent) send(res, 503, BOOT_ERROR_BODY);
      else res.destroy();
    }),
  );
};
