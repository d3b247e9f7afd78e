// The API gateway (server in http/server.ts, rules in domain/policy.ts).
import type { ServiceDefinition, ServiceName } from '../types.ts';
import { stackHostAllowList } from '../../shared/host-guard.ts';
import { startGateway } from './http/server.ts';

export { startGateway, type GatewayOptions, type RunningGateway } from './http/server.ts';

/**
 * The gateway on `[api] port`, started once the services behind it are up. STACK_TRUSTED_PROXIES (comma-separated
 * addresses) names reverse proxies whose X-Forwarded-For is kept.
 */
export const gatewayService: ServiceDefinition = {
  name: 'gateway',
  core: true,
  keepsNoDatabaseState: true,
  after: ['rest', 'auth', 'storage', 'realtime', 'functions', 'meta', 'mcp'],
  enabled: () => true,
  publicPorts: (config) => [{ port: config.api.port, key: '[api] port' }],
  async start({ config, keys, log, upstreams, internalToken }) {
    const trustedProxies = (process.env.STACK_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    const { hosts, invalid } = stackHostAllowList(config);
    const gateway = await startGateway({ port: config.api.port, keys, upstreams, log, trustedProxies, hosts, internalToken });
    return {
      port: gateway.port,
      stop: () => gateway.stop(),
      retarget: (next) => Object.entries(next).forEach(([name, upstream]) => gateway.setUpstream(name as ServiceName, upstream)),
      // Named at start: every listener answers these names only (STACK_ALLOWED_HOSTS adds more).
      detail: `serves Host ${[...hosts].join(', ')}`,
      ...(invalid.length ? { warning: `STACK_ALLOWED_HOSTS: not host names, ignored: ${invalid.join(', ')}` } : {}),
    };
  },
};
