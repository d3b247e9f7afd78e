import type http from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Logger } from '../../../shared/log.ts';
import { TOOLS, type ToolContext } from '../domain/tools.ts';
import { route, type Route } from '../../../shared/routes.ts';
import { REFUSALS, type RpcRefusal } from '../errors.ts';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export function refuse(res: http.ServerResponse, { status, message, headers }: RpcRefusal): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** One MCP server per request (the SDK's stateless pattern): requests share nothing but the tool context. */
function mcpServer(Server: typeof McpServer, context: ToolContext, log: Logger): McpServer {
  const server = new Server({ name: 'obrazy-ai local stack', version: '1.0.0' });
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

export interface McpHttpContext {
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
  // The MCP SDK (its servers and schemas: a fifth of what the supervisor would load) loads with the first request.
  const [{ McpServer: Server }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  const mcp = mcpServer(Server, context, log);
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
