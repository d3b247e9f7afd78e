// The API gateway (server in http/server.ts, rules in domain/policy.ts).
import type { ServiceDefinition } from '../types.ts';
import { startGateway } from './http/server.ts';

export { startGateway, type GatewayOptions, type RunningGateway } from './http/server.ts';

/**
 * The gateway on `[api] port`, started once the services behind it are up. STACK_TRUSTED_PROXIES (comma-separated
 * addresses) names reverse proxies whose X-Forwarded-For is kept.
 */
export const gatewayService: ServiceDefinition = {
  name: 'gateway',
  core: true,
  after: ['rest', 'auth', 'storage', 'realtime', 'functions', 'meta', 'mcp'],
  enabled: () => true,
  publicPorts: (config) => [{ port: config.api.port, key: '[api] port' }],
  async start({ config, keys, log, upstreams }) {
    const trustedProxies = (process.env.STACK_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const gateway = await startGateway({ port: config.api.port, keys, upstreams, log, trustedProxies });
    return { port: gateway.port, stop: () => gateway.stop() };
  },
};
