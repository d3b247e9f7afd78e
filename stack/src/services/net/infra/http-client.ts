/** Sends one pg_net request over HTTP (Node's fetch) and describes the outcome the way `net._http_response` stores it. */

export interface NetRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, unknown> | null;
  body: Buffer | null;
  timeoutMs: number;
}

export interface NetResponse {
  id: string;
  statusCode: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  errorMessage: string | null;
}

/** Header values of a request as pg_net sends them: every JSON value as its text, null left out. */
export function requestHeaders(headers: Record<string, unknown> | null): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === null || value === undefined) continue;
    result[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return result;
}

/** A text column cannot hold NUL; a binary body is kept as far as it is text. */
export function contentText(bytes: ArrayBuffer | Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replaceAll('\u0000', '');
}

/** What `error_msg` says when a body passes the cap (curl's text for its size limit, then ours). */
export function tooLargeMessage(maxBytes: number): string {
  return `Maximum file size exceeded: the response body is larger than ${maxBytes} bytes (pg_net.stack_max_response_bytes)`;
}

/**
 * The body, read chunk by chunk and given up (the connection closed) as soon as it passes `maxBytes`, so a large or
 * endless answer never sits in memory whole; null when it is too large.
 */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

export async function sendRequest(request: NetRequest, maxBytes: number): Promise<NetResponse> {
  const failed = (errorMessage: string, timedOut = false): NetResponse => ({
    id: request.id,
    statusCode: null,
    contentType: null,
    headers: null,
    content: null,
    timedOut,
    errorMessage,
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return failed(`URL using bad/illegal format or missing URL: ${request.url}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed(`Unsupported protocol: ${url.protocol.slice(0, -1)}`);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(1, request.timeoutMs));
  try {
    const response = await fetch(url, {
      method: request.method.toUpperCase(),
      headers: requestHeaders(request.headers),
      body: request.body && request.method.toUpperCase() !== 'GET' ? request.body : undefined,
      signal: controller.signal,
      redirect: 'manual',
    });
    const body = await readCapped(response, maxBytes);
    if (body === null) return failed(tooLargeMessage(maxBytes));
    const content = contentText(body);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return {
      id: request.id,
      statusCode: response.status,
      contentType: response.headers.get('content-type'),
      headers,
      content,
      timedOut: false,
      errorMessage: null,
    };
  } catch (error) {
    if (controller.signal.aborted) return failed(`Timeout of ${request.timeoutMs} ms reached`, true);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return failed(cause?.code ? `${cause.code}: ${cause.message ?? ''}`.trim() : (error as Error).message);
  } finally {
    clearTimeout(timer);
  }
}
