// Realtime's own errors: a malformed client frame on the socket, and the broadcast API's answers (`{ message }`).
import type { ErrorAnswer } from '../../shared/routes.ts';

/** A client frame that cannot be read; the socket answers it with a `phx_error` and stays open. */
export class FrameError extends Error {}

/** The broadcast API's answers (`POST /api/broadcast…`) other than 202, by status. */
export const API_ERRORS = {
  badRequest: { status: 400, message: 'Bad Request' },
  unauthorized: { status: 401, message: 'Unauthorized' },
  /** The caller's token was refused (expired, bad signature, …), in Realtime's `<code>: <message>`. */
  tokenRefused: (code: string, message: string): ErrorAnswer => ({ status: 401, message: `${code}: ${message}` }),
  /** RLS on realtime.messages does not let the caller write to a private topic. */
  cannotWrite: (topic: string): ErrorAnswer => ({
    status: 401,
    message: `You do not have permissions to write to this Channel topic: ${topic}`,
  }),
  notFound: { status: 404, message: 'Not Found' },
  methodNotAllowed: { status: 405, message: 'Method Not Allowed' },
  payloadTooLarge: { status: 413, message: 'Payload Too Large' },
  unsupportedContentType: { status: 415, message: 'Content-Type must be application/json or application/octet-stream' },
  invalidJson: { status: 422, message: 'The body is not valid JSON' },
  persistOnPublicChannel: { status: 422, message: 'Only messages on private channels can be stored' },
  emptyBatch: { status: 422, message: 'messages must be a non-empty array' },
  batchMessageIncomplete: { status: 422, message: 'every message needs a topic and an event' },
} as const;
