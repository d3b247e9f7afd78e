import type { ServiceDefinition } from '../types.ts';
import { startStudioServer } from './http/server.ts';
import { ensureBuilt } from './infra/assets.ts';
import { stackHostAllowList } from '../../shared/host-guard.ts';

/**
 * The dashboard on `[studio] port` (54323): Studio's daily tasks for the local stack, on 127.0.0.1 only. The UI is
 * the `studio` workspace (React, Vite, TanStack Router), built here when its sources changed.
 */
export const studioService: ServiceDefinition = {
  name: 'studio',
  keepsNoDatabaseState: true,
  enabled: (config) => config.studio.enabled,
  publicPorts: (config) => [{ port: config.studio.port, key: '[studio] port' }],
  async start({ config, keys, paths, log, ports, internalToken }) {
    const dist = await ensureBuilt(log);
    const server = await startStudioServer({
      port: config.studio.port,
      config,
      keys,
      paths,
      dist,
      metaPort: () => ports.get('meta'),
      log,
      hosts: stackHostAllowList(config).hosts,
      internalToken,
    });
    log.info('dashboard ready', { url: `http://127.0.0.1:${server.port}` });
    return { port: server.port, stop: () => server.stop() };
  },
};
