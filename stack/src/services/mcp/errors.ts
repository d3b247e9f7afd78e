// mcp's own errors: the JSON-RPC answers to requests it refuses before the MCP SDK reads them, and postgres-meta's
// failures as its tools meet them.
import type { ErrorAnswer } from '../../shared/routes.ts';

/** A refused request: its status, the JSON-RPC error message and any header the answer needs. */
export type RpcRefusal = ErrorAnswer & { headers?: Record<string, string> };

export const REFUSALS = {
  browser: { status: 403, message: 'Forbidden: requests from browsers (with an Origin header) are refused' },
  notFound: { status: 404, message: 'Not found: the MCP endpoint is /mcp' },
  methodNotAllowed: { status: 405, message: 'Method not allowed', headers: { allow: 'POST' } },
  invalidJson: { status: 400, message: 'Parse error: invalid JSON' },
  bodyTooLarge: { status: 413, message: 'Request body too large' },
  internal: { status: 500, message: 'Internal error' },
} as const satisfies Record<string, RpcRefusal>;

/** postgres-meta answered an error (its status and body), or is not running (503). */
export class MetaRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}
