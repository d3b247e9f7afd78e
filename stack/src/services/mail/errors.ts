// The mail service's own errors, in Mailpit's words: its plain-text HTTP answers and the SMTP replies it refuses with.
import type { ErrorAnswer } from '../../shared/routes.ts';

/** Mailpit's 404 (Go's http.NotFound). */
export const NOT_FOUND: ErrorAnswer = { status: 404, message: '404 page not found' };

/** Mailpit's 400: the message as it is. */
export const badRequest = (message: string): ErrorAnswer => ({ status: 400, message });

/** An SMTP refusal with the reply code smtp-server sends to the client (552: too large, 451: try again). */
export function smtpError(message: string, responseCode: number): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}
