import net from 'node:net';
import { Pool } from 'undici';

/** Kept-alive connections to each upstream port, made on first use. */
export class UpstreamPools {
  private readonly pools = new Map<number, Pool>();

  for(port: number): Pool {
    let pool = this.pools.get(port);
    if (!pool) this.pools.set(port, (pool = new Pool(`http://127.0.0.1:${port}`, { connections: 256, keepAliveTimeout: 30_000 })));
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
export function tunnel(socket: net.Socket, port: number, head: string, early: Buffer): () => void {
  const upstream = net.connect(port, '127.0.0.1', () => {
    upstream.write(head);
    if (early.length) upstream.write(early);
    socket.pipe(upstream).pipe(socket);
  });
  const close = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  socket.once('close', () => upstream.destroy());
  return close;
}
