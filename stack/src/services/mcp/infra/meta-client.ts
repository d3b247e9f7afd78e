import { INTERNAL_TOKEN_HEADER } from '../../../shared/host-guard.ts';
import { MetaRequestError } from '../errors.ts';

/** postgres-meta's HTTP API on loopback, as Studio calls it: JSON in, JSON out, its own error bodies. */
export interface MetaClient {
  get<T>(pathAndQuery: string): Promise<T>;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
}

/**
 * `port` is read per call: postgres-meta starts beside the MCP server and may be up later. `token` is this start's
 * internal token, which postgres-meta's port requires.
 */
export function metaClient(port: () => number | undefined, token: string): MetaClient {
  const call = async <T>(pathAndQuery: string, init?: RequestInit): Promise<T> => {
    const current = port();
    if (!current) throw new MetaRequestError('postgres-meta is not running (the stack was started with -x meta)', 503, null);
    const headers = new Headers(init?.headers);
    headers.set(INTERNAL_TOKEN_HEADER, token);
    const response = await fetch(`http://127.0.0.1:${current}${pathAndQuery}`, { ...init, headers });
    const body = (await response.json().catch(() => null)) as unknown;
    if (!response.ok) {
      const message = (body as { error?: string; message?: string } | null)?.message ?? (body as { error?: string } | null)?.error;
      throw new MetaRequestError(message ?? `postgres-meta answered ${response.status}`, response.status, body);
    }
    return body as T;
  };
  return {
    get: (pathAndQuery) => call(pathAndQuery),
    query: (sql) =>
      call('/query', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: sql }) }),
  };
}
