/**
 * Postgres cannot be reached or went away under a query (stopped, crashed, restarting): connection refused or
 * reset, the server's shutdown codes (57P01–57P03), connection failures (class 08), or node-postgres's own words
 * for a connection that ended. Services answer these with 503 and a clear message instead of a bare 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03'].includes(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  );
}

/** What every service says while the database is down (in its own error shape). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not available right now; try again in a few seconds.';
