// The dashboard's own answers, `{ message }` with a status, before or instead of a relay; by status.
import type { ErrorAnswer } from '../../shared/routes.ts';

export const REFUSALS = {
  /** Another site's page (domain/guard.ts), or a preflight. */
  crossOrigin: { status: 403, message: 'Cross-origin requests to the dashboard are refused.' },
  /** Neither `Sec-Fetch-Site: same-origin` nor the dashboard's own header (domain/guard.ts): another site's `<img>`, form or link. */
  notSameOrigin: { status: 403, message: "Only the dashboard's own page may call its API." },
  notFound: { status: 404, message: 'Not found' },
  noLog: (service: string): ErrorAnswer => ({ status: 404, message: `No log for ${service}` }),
  methodNotAllowed: { status: 405, message: 'Method not allowed' },
  /** A relay failed before any answer came (the service is down or restarting). */
  stackDidNotAnswer: (reason: string): ErrorAnswer => ({ status: 502, message: `The stack did not answer: ${reason}` }),
  metaNotRunning: { status: 503, message: 'postgres-meta is not running (the stack was started with -x meta).' },
} as const;
