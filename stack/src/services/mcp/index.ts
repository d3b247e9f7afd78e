import type { ServiceDefinition } from '../types.ts';
import { startMcpHttp } from './http/server.ts';
import { metaClient } from './infra/meta-client.ts';

/**
 * An MCP server for coding agents at `/mcp`, as `supabase start` serves one from Studio: the tools of Supabase's MCP
 * server that make sense for a local project. It uses postgres-meta for catalog and SQL, as Studio's does.
 */
export const mcpService: ServiceDefinition = {
  name: 'mcp',
  route: 'mcp',
  keepsNoDatabaseState: true,
  enabled: (config) => config.studio.enabled,
  async start({ config, paths, log, dbUrl, ports, internalToken }) {
    const http = await startMcpHttp({
      context: {
        config,
        meta: metaClient(() => ports.get('meta'), internalToken),
        dbUrl: dbUrl('postgres'),
        logsDir: paths.logs,
        now: () => new Date(),
      },
      log,
      internalToken,
    });
    return { port: http.port, stop: () => http.stop() };
  },
};
