/** The dashboard's server relays these to the stack with the secret key; the page itself holds no key. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['formattedError', 'msg', 'message', 'error_description', 'error']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
  }
  return typeof body === 'string' && body ? body : `HTTP ${status}`;
}

/**
 * Sent with every call of the dashboard's API: its server refuses calls that are neither `Sec-Fetch-Site:
 * same-origin` nor carry this header (another site's page cannot add it without a preflight, which is refused).
 */
export const DASHBOARD_HEADERS = { 'x-stack-dashboard': '1' } as const;

/** fetch() of the dashboard's own API, with its header. */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(DASHBOARD_HEADERS)) headers.set(name, value);
  return fetch(url, { ...init, headers });
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(`/api${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (!response.ok) throw new ApiError(messageOf(body, response.status), response.status, body);
  return body as T;
}

export const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** postgres-meta's /query: the rows, or an ApiError carrying Postgres's formatted error (with its LINE). */
export const runSql = <T = Record<string, unknown>>(query: string) => api<T[]>('/pg/query', jsonInit('POST', { query }));

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function quoteLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

export interface Status {
  startedAt: string | null;
  apiUrl: string;
  studioUrl: string;
  mailUrl: string | null;
  services: { name: string; url: string; pid?: number; startMs: number; healthy: boolean }[];
  env: string;
}

export interface MetaColumn {
  name: string;
  data_type: string;
  format: string;
  is_nullable: boolean;
  is_identity: boolean;
  is_generated: boolean;
  is_updatable: boolean;
  default_value: unknown;
}

export interface MetaTable {
  id: number;
  schema: string;
  name: string;
  rls_enabled: boolean;
  live_rows_estimate: number;
  primary_keys: { name: string }[];
  relationships: {
    constraint_name: string;
    source_table_name: string;
    source_column_name: string;
    target_table_schema: string;
    target_table_name: string;
    target_column_name: string;
  }[];
  columns?: MetaColumn[];
}

export interface MetaPolicy {
  id: number;
  schema: string;
  table: string;
  name: string;
  action: string;
  roles: string[];
  command: string;
  definition: string | null;
  check: string | null;
}
