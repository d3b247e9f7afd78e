import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a loopback port (0: one the OS picks) and resolves with the port bound; rejects if it cannot bind. */
export async function listenOnLoopback(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** Stops a server now: its open connections (kept-alive or busy) are closed instead of waited for. */
export async function closeNow(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
