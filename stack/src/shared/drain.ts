import type { IncomingMessage } from 'node:http';

/** Past this, a refused request's body is not read to the end; the connection is closed instead. */
export const MAX_DRAIN_BYTES = 1024 ** 3;

/**
 * Reads and discards what is left of a refused request's body before the answer goes out. A service that answers
 * and closes mid-body leaves the gateway writing into a closed socket, and the client gets 502 instead of the
 * service's 413; an unread rest would also keep the gateway's connection to the client out of step. Returns false
 * when the declared body is too large to drain: then the caller closes the connection.
 */
export async function drainRequest(raw: IncomingMessage): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed) return true;
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) return false;
  raw.unpipe();
  await new Promise<void>((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
  return true;
}
