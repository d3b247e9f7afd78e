import net from 'node:net';
import { Pool } from 'undici';
import type { Upstream } from '../../types.ts';

/** The origin a request to an upstream names (its Host): the loopback port, or `localhost` for a unix socket. */
export function upstreamOrigin(upstream: Upstream): string {
  return typeof upstream === 'number' ? `http://127.0.0.1:${upstream}` : 'http://localhost';
}

/** Kept-alive connections to each upstream (port or unix socket), made on first use. */
export class UpstreamPools {
  private readonly pools = new Map<Upstream, Pool>();

  for(upstream: Upstream): Pool {
    let pool = this.pools.get(upstream);
    if (!pool)
      this.pools.set(
        upstream,
        (pool = new Pool(upstreamOrigin(upstream), {
          connections: 256,
          keepAliveTimeout: 30_000,
          ...(typeof upstream === 'string' ? { connect: { socketPath: upstream } } : {}),
        })),
      );
    return pool;
  }

  async destroy(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.destroy()));
  }
}

/**
 * Opens a websocket tunnel: sends the upgrade request head to the upstream, then joins the two sockets. Returns the
 * function that closes both.
 */
export function tunnel(socket: net.Socket, target: Upstream, head: string, early: Buffer): () => void {
  const onConnect = () => {
    upstream.write(head);
    if (early.length) upstream.write(early);
    socket.pipe(upstream).pipe(socket);
  };
  const upstream = typeof target === 'number' ? net.connect(target, '127.0.0.1', onConnect) : net.connect(target, onConnect);
  const close = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  socket.once('close', () => upstream.destroy());
  return close;
}
