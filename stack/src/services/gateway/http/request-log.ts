import type { Logger } from '../../../shared/log.ts';

/** One line per request (and per websocket upgrade), written once its answer is out. */
export interface RequestLine {
  id: string;
  method: string | undefined;
  /** Path only: query strings can carry tokens (verify links, signed URLs), which must never be logged. */
  path: string;
  status: number;
  /** The service it went to, or "-" when the gateway answered itself. */
  service: string;
  started: number;
}

export function logRequest(log: Logger, line: RequestLine, kind: 'request' | 'upgrade' = 'request'): void {
  const { started, ...fields } = line;
  log.info(kind, { ...fields, ms: Math.round((performance.now() - started) * 10) / 10 });
}
