import http from 'node:http';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardListener, LOOPBACK_ONLY } from '../../../shared/host-guard.ts';
import { matchRoute } from '../../../shared/routes.ts';
import { REFUSALS } from '../errors.ts';
import { refuse, ROUTES, type McpHttpContext } from './routes.ts';

export async function startMcpHttp(options: McpHttpContext & { internalToken: string }): Promise<{ port: number; stop(): Promise<void> }> {
  const { log } = options;
  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: Error) => {
      log.error('request failed', { error: error.message });
      if (!res.headersSent) refuse(res, REFUSALS.internal);
      else res.destroy();
    });
  });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // The MCP specification's guard against DNS rebinding: a browser always sends Origin on these requests, an agent
    // never does. Every web page the developer opens could otherwise run SQL on the local database.
    if (req.headers.origin !== undefined) return refuse(res, REFUSALS.browser);
    const match = matchRoute(ROUTES, req.method ?? '', new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (!match) return refuse(res, REFUSALS.notFound);
    if ('methodNotAllowed' in match) return refuse(res, REFUSALS.methodNotAllowed);
    return match.route.handler(req, res, options);
  };
  // An internal port: only the gateway's /mcp reaches it (this start's token, a loopback Host).
  guardListener(server, { hosts: LOOPBACK_ONLY, token: options.internalToken });
  return {
    port: await listenOnLoopback(server, 0),
    stop: () => closeNow(server),
  };
}
