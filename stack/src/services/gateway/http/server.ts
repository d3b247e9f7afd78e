// The API gateway's server: Node's HTTP server in front, undici pools behind, the rules in domain/policy.ts.
import http from 'node:http';
import type net from 'node:net';
import type { StackKeys } from '../../../shared/keys.ts';
import type { Logger } from '../../../shared/log.ts';
import { closeNow, listenOnLoopback } from '../../../shared/http-server.ts';
import { guardListener, LOOPBACK_ONLY, type HostAllowList } from '../../../shared/host-guard.ts';
import type { ServiceName, Upstream } from '../../types.ts';
import { createPolicy } from '../domain/policy.ts';
import { UpstreamPools } from '../infra/upstreams.ts';
import { handleRequest, handleUpgrade, type Proxy } from './proxy.ts';

export interface GatewayOptions {
  port: number;
  keys: StackKeys;
  /** Port of each running service; a missing one answers 503 naming it. */
  upstreams: Partial<Record<ServiceName, Upstream>>;
  log: Logger;
  /**
   * Addresses of reverse proxies in front of the gateway (self-hosting) whose X-Forwarded-For is kept; from
   * anyone else the header is replaced by the socket's address. Default: none (STACK_TRUSTED_PROXIES, comma-separated).
   */
  trustedProxies?: readonly string[];
  /** Host names served (shared/host-guard.ts); default: the loopback names only. */
  hosts?: HostAllowList;
  /** This start's internal token, added to every relayed request. */
  internalToken?: string;
}

export interface RunningGateway {
  port: number;
  setUpstream(service: ServiceName, upstream: Upstream | undefined): void;
  stop(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const upstreams = new Map(Object.entries(options.upstreams) as [ServiceName, Upstream][]);
  const proxy: Proxy = {
    policy: createPolicy(options.keys, upstreams, options.trustedProxies ?? [], options.port, options.internalToken),
    pools: new UpstreamPools(),
    log: options.log,
    tunnels: new Set(),
  };
  const server = http.createServer((req, res) => handleRequest(proxy, req, res));
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => handleUpgrade(proxy, req, socket, head));
  server.keepAliveTimeout = 65_000;
  // Every route, plain or websocket, present or added later: a rebound name gets 421 before any rule runs.
  guardListener(server, { hosts: options.hosts ?? LOOPBACK_ONLY });
  const port = await listenOnLoopback(server, options.port);
  return {
    port,
    setUpstream(name, upstream) {
      if (upstream === undefined) upstreams.delete(name);
      else upstreams.set(name, upstream);
    },
    async stop() {
      // Upgraded sockets are no longer the HTTP server's: without this, close() waits out every websocket.
      for (const close of proxy.tunnels) close();
      await closeNow(server);
      await proxy.pools.destroy();
    },
  };
}
