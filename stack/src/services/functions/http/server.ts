import http from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import { closeNow } from '../../../shared/http-server.ts';
import type { Logger } from '../../../shared/log.ts';
import { drainRequestAfterResponse, Relay } from '../../../shared/relay.ts';
import type { EdgeFunction } from '../domain/discover.ts';
import { BOOT_ERROR_BODY, BootError, NOT_FOUND_BODY } from '../errors.ts';
import type { Workers } from '../infra/workers.ts';

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Why a request may not run a function with verify_jwt, in the runtime's words; undefined when it may. */
async function jwtProblem(req: http.IncomingMessage, verify: (token: string) => Promise<unknown>): Promise<string | undefined> {
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

export interface FunctionsHttpContext {
  workers: Workers;
  verify: (token: string) => Promise<unknown>;
  /** The function of that name in supabase/functions, found per request (a new folder works without a restart). */
  lookup: (name: string) => EdgeFunction | undefined;
  log: Logger;
}

/**
 * The functions service's HTTP side. Its routes (no table: one path decides):
 *   GET  /_internal/health          {message: "ok"}
 *   ANY  /<function>[/…][?…]       that function's worker (a JWT first when its verify_jwt is on, except OPTIONS)
 */
export function createFunctionsServer({ workers, verify, lookup, log }: FunctionsHttpContext): {
  server: http.Server;
  /** Closes the server now and the connections to the workers. */
  close(): Promise<void>;
} {
  const pools = new Map<number, Pool>();
  const server = http.createServer(async (req, res) => {
    drainRequestAfterResponse(req, res);
    const url = req.url ?? '/';
    if (url === '/_internal/health') return send(res, 200, { message: 'ok' });
    const name = url.split(/[/?]/)[1] ?? '';
    const fn = name ? lookup(name) : undefined;
    if (!fn) return send(res, 404, NOT_FOUND_BODY);
    if (req.method !== 'OPTIONS' && fn.verifyJwt) {
      const problem = await jwtProblem(req, verify);
      if (problem) return send(res, 401, { msg: problem });
    }
    let port: number;
    try {
      port = await workers.portFor(fn);
    } catch (error) {
      log.error('function failed to boot', { function: fn.name, error: (error as Error).message });
      return send(res, error instanceof BootError ? 503 : 500, BOOT_ERROR_BODY);
    }
    let pool = pools.get(port);
    if (!pool)
      pools.set(port, (pool = new Pool(`http://127.0.0.1:${port}`, { connections: 64, headersTimeout: 150_000, bodyTimeout: 150_000 })));
    const method = (req.method ?? 'GET') as Dispatcher.HttpMethod;
    const headers: Record<string, string | string[]> = {};
    for (const [header, value] of Object.entries(req.headers)) {
      if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding', 'expect', 'host', 'upgrade'].includes(header))
        headers[header] = value;
    }
    pool.dispatch(
      { origin: `http://127.0.0.1:${port}`, path: url, method, headers, body: method === 'GET' || method === 'HEAD' ? null : req },
      new Relay(res, {}, method === 'HEAD', (error) => {
        log.error('function request failed', { function: fn.name, error: error.message });
        void workers.discard(fn.name);
        if (!res.headersSent) send(res, 503, BOOT_ERROR_BODY);
        else res.destroy();
      }),
    );
  });
  return {
    server,
    async close() {
      await closeNow(server);
      await Promise.all([...pools.values()].map((pool) => pool.close()));
    },
  };
}
