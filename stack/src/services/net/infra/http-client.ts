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
export function contentText(bytes: ArrayBuffer): string {
  return new TextDecoder('utf-8').decode(bytes).replaceAll('\u0000', '');
}

export async function sendRequest(request: NetRequest): Promise<NetResponse> {
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
    const content = contentText(await response.arrayBuffer());
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
