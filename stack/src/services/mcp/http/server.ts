import http from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Logger } from '../../../shared/log.ts';
import { TOOLS, type ToolContext } from '../domain/tools.ts';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardListener, LOOPBACK_ONLY } from '../../../shared/host-guard.ts';
import { matchRoute, route, type Route } from '../../../shared/routes.ts';
import { REFUSALS, type RpcRefusal } from '../errors.ts';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

function refuse(res: http.ServerResponse, { status, message, headers }: RpcRefusal): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** One MCP server per request (the SDK's stateless pattern): requests share nothing but the tool context. */
function mcpServer(context: ToolContext, log: Logger): McpServer {
  const server = new McpServer({ name: 'obrazy-ai local stack', version: '1.0.0' });
  for (const [name, tool] of Object.entries(TOOLS)) {
    server.registerTool(
      name,
      { title: tool.annotations.title, description: tool.description, inputSchema: tool.parameters, annotations: tool.annotations },
      async (args: Record<string, unknown>) => {
        const started = performance.now();
        try {
          // The tool table's shapes were checked by the SDK against tool.parameters before this runs.
          const result = await (tool.execute as (context: ToolContext, args: unknown) => Promise<unknown>)(context, args);
          log.info('tool', { name, ms: Math.round(performance.now() - started) });
          return { content: [{ type: 'text' as const, text: typeof result === 'string' ? result : JSON.stringify(result) }] };
        } catch (error) {
          log.info('tool failed', { name, error: (error as Error).message });
          return { isError: true, content: [{ type: 'text' as const, text: (error as Error).message }] };
        }
      },
    );
  }
  return server;
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

interface McpHttpContext {
  context: ToolContext;
  log: Logger;
}

type RpcHandler = (req: http.IncomingMessage, res: http.ServerResponse, ctx: McpHttpContext) => Promise<void>;

/** POST /: one JSON-RPC message or batch, answered by a fresh MCP server over the stateless transport. */
const rpc: RpcHandler = async (req, res, { context, log }) => {
  let body: unknown;
  try {
    body = await readJson(req);
  } catch (error) {
    return refuse(res, error instanceof RangeError ? REFUSALS.bodyTooLarge : REFUSALS.invalidJson);
  }
  const mcp = mcpServer(context, log);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.once('close', () => {
    void transport.close();
    void mcp.close();
  });
  await mcp.connect(transport);
  await transport.handleRequest(req, res, body);
};

/**
 * The route table (paths after the gateway strips `/mcp`): MCP's Streamable HTTP transport, stateless (no session):
 * each POST carries one JSON-RPC message or batch and gets its answer as JSON. GET and DELETE on `/` (a server-sent
 * stream, ending a session) are 405: there is neither without state.
 */
export const ROUTES: readonly Route<RpcHandler>[] = [route('POST', '/', rpc)];

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
