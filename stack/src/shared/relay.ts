import type http from 'node:http';
import type { Dispatcher } from 'undici';

/** The client closed its connection before the answer was complete: not a failure of the upstream. */
export class ClientClosedError extends Error {
  constructor() {
    super('the client closed the connection');
    this.name = 'ClientClosedError';
  }
}

export const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'host']);

/** An upstream answer's header a relay passes on: not hop-by-hop, and not the upstream's own CORS allowances. */
export function relaysResponseHeader(name: string): boolean {
  return !HOP_BY_HOP.has(name) && !name.startsWith('access-control-allow-');
}

export const BAD_GATEWAY_MESSAGE = 'An invalid response was received from the upstream server';

/**
 * Relays one upstream response. A body that is complete within the socket read its headers came in (every small
 * API answer) goes out as a single write with a content-length: writes between processes are what a proxy pays
 * for here, and a chunked relay needs three. Anything longer is streamed as it comes, so streams stay streams.
 */
export class Relay implements Dispatcher.DispatchHandler {
  private status = 502;
  private headers: http.OutgoingHttpHeaders = {};
  private pending: Buffer[] | undefined = [];
  private flushQueued = false;
  private controller: Dispatcher.DispatchController | undefined;

  constructor(
    private readonly res: http.ServerResponse,
    /** Headers that override the upstream's (request id, CORS origin). */
    private readonly base: http.OutgoingHttpHeaders,
    private readonly bodiless: boolean,
    private readonly onFailure: (error: Error) => void,
    /** Headers added only where the upstream did not send them. */
    private readonly defaults: http.OutgoingHttpHeaders = {},
  ) {
    res.once('close', () => {
      if (!res.writableFinished) this.controller?.abort(new ClientClosedError());
    });
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.status = statusCode;
    const out: http.OutgoingHttpHeaders = {};
    for (const name in headers) {
      if (relaysResponseHeader(name)) out[name] = headers[name];
    }
    Object.assign(out, this.base);
    for (const name in this.defaults) out[name] ??= this.defaults[name];
    this.headers = out;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.pending) {
      this.pending.push(chunk);
      if (!this.flushQueued) {
        this.flushQueued = true;
        // Runs after the current socket read: if the body has not ended by then, it is streamed.
        queueMicrotask(() => this.startStreaming());
      }
      return;
    }
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    if (!this.pending) return void this.res.end();
    const whole = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = undefined;
    if (!this.bodiless && this.status !== 204 && this.status !== 304) {
      delete this.headers['transfer-encoding'];
      this.headers['content-length'] = whole.length;
    }
    this.res.writeHead(this.status, this.headers);
    this.res.end(whole);
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    this.pending = undefined;
    // Nobody is left to answer, and the upstream did nothing wrong (a visitor who navigated away mid-request).
    if (error instanceof ClientClosedError || this.res.destroyed) return;
    this.onFailure(error);
  }

  private startStreaming(): void {
    if (!this.pending) return;
    this.res.writeHead(this.status, this.headers);
    for (const chunk of this.pending) this.res.write(chunk);
    this.pending = undefined;
  }
}

const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * When the answer went out before the request body was read to its end (an upstream that refused an upload
 * early), the rest is read and dropped so the client's kept-alive connection stays in step; a body too large to be
 * worth reading closes the connection instead.
 */
export function drainRequestAfterResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
    });
    req.resume();
  });
}
