import http from 'node:http';
import net from 'node:net';
import { BAD_GATEWAY_MESSAGE, ClientClosedError, relaysResponseHeader } from '../../shared/relay.ts';
import { ChunkedScanner, parseRequestHead, parseResponseHead, type BodyFraming } from './http1.ts';

/**
 * The gateway's fast path: plain HTTP/1.1 requests are relayed between raw sockets, parsed by `http1.ts`, with
 * upstream connections kept alive in a small pool; response bodies pass through byte for byte. Anything else — a
 * head it is not sure about, a body over 64 KiB, a route the gateway answers itself, an upgrade — hands the whole
 * connection to Node's HTTP server, which then serves it to the end. See README "What the hop costs".
 */

/** Where a request goes: decided by the gateway from the parsed head. */
export interface ForwardPlan {
  kind: 'forward';
  port: number;
  /** Path and query as the upstream sees them. */
  path: string;
  headers: Record<string, string | string[] | number | undefined>;
  /** Headers of the answer that override the upstream's (request id, CORS origin). */
  base: Record<string, string>;
  /** Headers of the answer added only where the upstream did not send them. */
  defaults: Record<string, string>;
}

/** An answer the gateway gives itself (a CORS preflight, a refusal), written without any upstream. */
export interface Reply {
  kind: 'reply';
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ParsedRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  remoteAddress: string;
}

export interface FastPathOptions {
  /** The plan for a request, or undefined to hand the connection to Node's server (which answers it the full way). */
  plan(request: ParsedRequest): ForwardPlan | Reply | undefined;
  /** Takes over a connection, its unread bytes put back first. */
  handOver(socket: net.Socket): void;
  /** Called once per relayed request when its answer has been written (or the client went away). */
  finished(request: ParsedRequest, plan: ForwardPlan | Reply, status: number, failure?: Error): void;
  /** Idle keep-alive time of a client connection, as Node's server.keepAliveTimeout. */
  keepAliveMs: number;
  /** Time allowed for a request's head, and for the whole request (Node's headersTimeout and requestTimeout). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

const MAX_HEAD = 16 * 1024;
/** Bodies up to this size are read whole and sent in one go; larger ones stream through Node's server. */
const MAX_BODY = 64 * 1024;
/** A client connection stops being read while this much waits behind a request in flight. */
const MAX_BUFFERED = MAX_HEAD + MAX_BODY;
/** Node's server.headersTimeout. */
const HEADERS_TIMEOUT_MS = 60_000;
/** Node's server.requestTimeout: the whole request, head and body. */
const REQUEST_TIMEOUT_MS = 300_000;
/** Idle upstream connections are closed before any upstream would close them (undici's default is 4 s). */
const UPSTREAM_IDLE_MS = 4_000;
/** An upstream that says nothing for this long fails the request (undici's headers/body timeouts). */
const UPSTREAM_SILENCE_MS = 300_000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const BAD_GATEWAY_BODY = JSON.stringify({ message: BAD_GATEWAY_MESSAGE });

let cachedDate = '';
let cachedDateSecond = -1;
/** The Date header Node's server would add, computed at most once a second. */
function httpDate(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== cachedDateSecond) {
    cachedDateSecond = second;
    cachedDate = new Date(second * 1000).toUTCString();
  }
  return cachedDate;
}

function statusLine(status: number): string {
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'unknown'}\r\n`;
}

/** One kept-alive connection to an upstream service. */
class UpstreamConnection {
  readonly socket: net.Socket;
  exchange: Exchange | undefined;
  /** Has carried a request before: a failure before any answer may be a close that crossed our write. */
  used = false;

  constructor(
    readonly pool: UpstreamPool,
    port: number,
  ) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      if (this.exchange) this.exchange.onUpstreamData(chunk);
      else this.socket.destroy(); // bytes nobody asked for: this connection is out of step
    });
    this.socket.on('error', () => undefined); // 'close' follows and says everything needed
    this.socket.on('close', () => {
      this.pool.forget(this);
      this.exchange?.onUpstreamClosed();
    });
    // One inactivity timer for the connection's whole life (re-arming it per request costs more than the request's
    // parsing): idle, it closes the connection; in use, the exchange checks how long the upstream has been silent.
    this.socket.setTimeout(UPSTREAM_IDLE_MS);
    this.socket.on('timeout', () => {
      if (!this.exchange) return void this.socket.destroy();
      if (this.exchange.silentFor() >= UPSTREAM_SILENCE_MS) this.exchange.onUpstreamSilent();
      else this.socket.setTimeout(UPSTREAM_IDLE_MS);
    });
  }
}

/** Still open both ways: no close, and no end of stream from the upstream waiting to become one. */
function usable(socket: net.Socket): boolean {
  return !socket.destroyed && !socket.readableEnded && socket.writable;
}

class UpstreamPool {
  private readonly idle: UpstreamConnection[] = [];
  private readonly all = new Set<UpstreamConnection>();

  constructor(readonly port: number) {}

  acquire(fresh: boolean): UpstreamConnection {
    let connection = fresh ? undefined : this.idle.pop();
    while (connection && !usable(connection.socket)) connection = this.idle.pop();
    if (!connection) {
      connection = new UpstreamConnection(this, this.port);
      this.all.add(connection);
    }
    return connection;
  }

  /**
   * Back to the pool after this turn of the event loop, not at once: an upstream may close a kept-alive connection
   * right after an answer without saying so (PostgREST does after refusing a request whose body it did not read), and
   * a request written to it meanwhile would fail — a POST could not even be sent again. By the next turn that close
   * has been read.
   */
  release(connection: UpstreamConnection): void {
    connection.exchange = undefined;
    connection.used = true;
    setImmediate(() => {
      if (usable(connection.socket) && !connection.exchange) this.idle.push(connection);
    });
  }

  forget(connection: UpstreamConnection): void {
    this.all.delete(connection);
    const index = this.idle.indexOf(connection);
    if (index >= 0) this.idle.splice(index, 1);
  }

  destroy(): void {
    for (const connection of this.all) connection.socket.destroy();
  }
}

/** One request relayed to its upstream and the answer relayed back. */
class Exchange {
  private upstream: UpstreamConnection | undefined;
  private received: Buffer | undefined;
  private framing: BodyFraming | undefined;
  private remaining = 0;
  private scanner: ChunkedScanner | undefined;
  private status = 502;
  private headSent = false;
  private reusable = false;
  private over = false;
  private retried = false;
  private lastHeard = 0;

  constructor(
    private readonly front: FrontConnection,
    private readonly pool: UpstreamPool,
    readonly request: ParsedRequest,
    readonly plan: ForwardPlan,
    /** The request as the upstream gets it: head and body in one buffer. */
    private readonly outgoing: Buffer,
  ) {}

  start(fresh = false): void {
    this.lastHeard = Date.now();
    const upstream = (this.upstream = this.pool.acquire(fresh));
    upstream.exchange = this;
    upstream.socket.write(this.outgoing);
  }

  onUpstreamData(chunk: Buffer): void {
    if (this.over) return;
    this.lastHeard = Date.now();
    if (!this.framing) {
      this.received = this.received ? Buffer.concat([this.received, chunk]) : chunk;
      const head = parseResponseHead(this.received, this.request.method === 'HEAD');
      if (head.kind === 'incomplete') return;
      if (head.kind === 'invalid') return this.fail(new Error(`invalid upstream response: ${head.reason}`));
      this.status = head.status;
      this.framing = head.framing;
      this.reusable = head.reusable;
      if (head.framing.kind === 'length') this.remaining = head.framing.length;
      if (head.framing.kind === 'chunked') this.scanner = new ChunkedScanner();
      const body = this.received.subarray(head.headLength);
      this.received = undefined;
      const closeAfter = head.framing.kind === 'close';
      if (closeAfter) this.front.closeAfterAnswer();
      this.headSent = true;
      this.front.writeHead(this.responseHead(head.status, head.headers, closeAfter));
      this.relayBody(body);
      return;
    }
    this.relayBody(chunk);
  }

  private relayBody(chunk: Buffer): void {
    const framing = this.framing!;
    let end = -1;
    if (framing.kind === 'none') end = 0;
    else if (framing.kind === 'length') {
      if (chunk.length >= this.remaining) end = this.remaining;
      this.remaining -= Math.min(this.remaining, chunk.length);
    } else if (framing.kind === 'chunked') {
      try {
        end = this.scanner!.feed(chunk);
      } catch (error) {
        return this.fail(error as Error);
      }
    }
    if (end >= 0) {
      // Bytes after the end of the answer: the upstream is out of step and its connection is not reused.
      if (end < chunk.length) this.reusable = false;
      this.front.writeBody(end === chunk.length ? chunk : chunk.subarray(0, end), true);
      this.finish();
      return;
    }
    if (!this.front.writeBody(chunk, false)) {
      const socket = this.upstream!.socket;
      socket.pause();
      this.front.socket.once('drain', () => socket.resume());
    }
  }

  onUpstreamClosed(): void {
    if (this.over) return;
    const upstream = this.upstream!;
    if (this.framing?.kind === 'close') {
      this.front.writeBody(Buffer.alloc(0), true);
      this.finish();
      return;
    }
    // A kept-alive connection the upstream closed just as we wrote to it: the request never reached it. Sent again
    // once on a new connection when that cannot do anything twice.
    if (!this.framing && !this.received && upstream.used && !this.retried && IDEMPOTENT.has(this.request.method)) {
      this.retried = true;
      this.start(true);
      return;
    }
    this.fail(new Error('the upstream closed the connection before the answer was complete'));
  }

  /** Milliseconds since the request was sent or the upstream last sent anything. */
  silentFor(): number {
    return Date.now() - this.lastHeard;
  }

  onUpstreamSilent(): void {
    this.fail(new Error('the upstream did not answer in time'));
  }

  /** The client went away: the upstream connection is mid-answer and cannot be reused. */
  abort(): void {
    if (this.over) return;
    this.over = true;
    this.upstream?.socket.destroy();
    this.front.finished(this, this.status, new ClientClosedError());
  }

  private fail(error: Error): void {
    if (this.over) return;
    this.over = true;
    this.upstream?.socket.destroy();
    // Once part of the answer is out, the client can only learn of the failure by the connection closing.
    if (this.headSent && !this.front.discardPendingHead()) {
      this.front.finished(this, this.status, error);
      this.front.socket.destroy();
      return;
    }
    this.status = 502;
    this.front.writeHead(
      this.responseHead(
        502,
        [
          ['content-type', 'application/json; charset=utf-8'],
          ['content-length', String(Buffer.byteLength(BAD_GATEWAY_BODY))],
        ],
        false,
        true,
      ),
    );
    this.front.writeBody(Buffer.from(BAD_GATEWAY_BODY), true);
    this.front.finished(this, 502, error);
  }

  private finish(): void {
    this.over = true;
    const upstream = this.upstream!;
    upstream.socket.resume();
    if (this.reusable) this.pool.release(upstream);
    else upstream.socket.destroy();
    this.front.finished(this, this.status);
  }

  private responseHead(status: number, headers: [string, string][], closeAfter: boolean, own = false): string {
    const { base, defaults } = this.plan;
    let head = statusLine(status);
    let hasDate = false;
    let present: string[] | undefined;
    for (const [name, value] of headers) {
      if (!relaysResponseHeader(name) || name in base) continue;
      if (name === 'date') hasDate = true;
      else if (name in defaults) (present ??= []).push(name);
      head += `${name}: ${value}\r\n`;
    }
    for (const name in base) head += `${name}: ${base[name]}\r\n`;
    if (!own) for (const name in defaults) if (!present?.includes(name)) head += `${name}: ${defaults[name]}\r\n`;
    if (!hasDate) head += `date: ${httpDate()}\r\n`;
    return head + this.front.connectionHeaders(closeAfter);
  }
}

/** One client connection on the fast path, one request at a time (pipelined ones wait their turn, as in Node). */
class FrontConnection {
  private buffered: Buffer | undefined;
  private current: Exchange | undefined;
  private headStartedAt = 0;
  private closeAfter = false;
  private pendingHead: string | undefined;
  private readonly onData = (chunk: Buffer) => {
    this.buffered = this.buffered ? Buffer.concat([this.buffered, chunk]) : chunk;
    if (!this.current) this.next();
    else if (this.buffered.length > MAX_BUFFERED) this.socket.pause();
  };
  private readonly onClose = () => this.current?.abort();
  private readonly onTimeout = () => {
    if (!this.current) this.socket.destroy();
  };
  private readonly onError = () => undefined; // 'close' follows

  constructor(
    readonly socket: net.Socket,
    private readonly front: FastFront,
  ) {
    socket.setNoDelay(true);
    socket.setTimeout(front.options.keepAliveMs);
    socket.on('data', this.onData);
    socket.on('close', this.onClose);
    socket.on('timeout', this.onTimeout);
    socket.on('error', this.onError);
  }

  /** The end of an answer's head: this connection stays open (with Node's Keep-Alive hint) or closes after it. */
  connectionHeaders(closeAfter: boolean): string {
    if (closeAfter) return 'connection: close\r\n\r\n';
    return `connection: keep-alive\r\nkeep-alive: timeout=${Math.floor(this.front.options.keepAliveMs / 1000)}\r\n\r\n`;
  }

  private next(): void {
    const buffer = this.buffered;
    // One request at a time, whoever calls: resuming a paused socket delivers its waiting bytes (and so a call from
    // onData) in the same turn as the call queued by readOn().
    if (this.current || !buffer || this.socket.destroyed) return;
    const head = parseRequestHead(buffer, MAX_HEAD);
    if (head.kind === 'unsupported') return this.handOver();
    if (head.kind === 'incomplete') {
      this.headStartedAt ||= Date.now();
      // Node's headersTimeout: a head dribbled in too slowly is refused (its inactivity timeout covers silence).
      if (Date.now() - this.headStartedAt > (this.front.options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS)) this.refuse('408 Request Timeout');
      return;
    }
    if (head.contentLength > MAX_BODY) return this.handOver();
    const total = head.headLength + head.contentLength;
    if (buffer.length < total) {
      this.headStartedAt ||= Date.now();
      // Node's requestTimeout: a body dribbled in too slowly is refused the same way.
      if (Date.now() - this.headStartedAt > (this.front.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS)) this.refuse('408 Request Timeout');
      return;
    }
    const request: ParsedRequest = {
      method: head.method,
      target: head.target,
      headers: head.headers,
      remoteAddress: this.socket.remoteAddress ?? '',
    };
    let plan: ForwardPlan | Reply | undefined;
    try {
      plan = this.front.options.plan(request);
    } catch {
      plan = undefined; // Node's server gives the same request its full answer (400 for a bad target)
    }
    if (!plan) return this.handOver();
    this.front.counters.fast++;
    this.headStartedAt = 0;
    this.buffered = buffer.length > total ? buffer.subarray(total) : undefined;
    if (plan.kind === 'reply') return this.reply(request, plan);
    let upstreamHead = `${head.method} ${plan.path} HTTP/1.1\r\nhost: 127.0.0.1:${plan.port}\r\n`;
    for (const name in plan.headers) {
      const value = plan.headers[name];
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) upstreamHead += `${name}: ${item}\r\n`;
      else upstreamHead += `${name}: ${value}\r\n`;
    }
    upstreamHead += 'connection: keep-alive\r\n\r\n';
    const headBytes = Buffer.from(upstreamHead, 'latin1');
    const outgoing = head.contentLength
      ? Buffer.concat([headBytes, buffer.subarray(head.headLength, total)], headBytes.length + head.contentLength)
      : headBytes;
    this.current = new Exchange(this, this.front.poolFor(plan.port), request, plan, outgoing);
    this.current.start();
  }

  closeAfterAnswer(): void {
    this.closeAfter = true;
  }

  /** Drops an answer's head not written yet (its body failed before any of it came); false if it is already out. */
  discardPendingHead(): boolean {
    if (this.pendingHead === undefined) return false;
    this.pendingHead = undefined;
    return true;
  }

  /** The answer's head waits for the first part of its body: one write (one system call) carries both. */
  writeHead(head: string): void {
    this.pendingHead = head;
  }

  /** Writes part of the answer's body (the first one goes out with the head); false when the socket is full. */
  writeBody(chunk: Buffer, last: boolean): boolean {
    let flowing = true;
    if (this.pendingHead !== undefined) {
      const head = Buffer.from(this.pendingHead, 'latin1');
      this.pendingHead = undefined;
      flowing = this.socket.write(chunk.length ? Buffer.concat([head, chunk], head.length + chunk.length) : head);
    } else if (chunk.length) flowing = this.socket.write(chunk);
    if (last && this.closeAfter) this.socket.end();
    return flowing;
  }

  finished(exchange: Exchange, status: number, failure?: Error): void {
    if (this.current !== exchange) return;
    this.current = undefined;
    this.front.options.finished(exchange.request, exchange.plan, status, failure);
    this.readOn();
  }

  /**
   * After an answer: the next request (already here when pipelined) starts once this call returns — unless the client
   * is not reading its answers, and then nothing more is read from it until it does, so answers cannot pile up here.
   */
  private readOn(): void {
    if (this.socket.destroyed || this.closeAfter) return;
    if (this.socket.writableNeedDrain) {
      this.socket.pause();
      this.socket.once('drain', () => this.readOn());
      return;
    }
    this.socket.resume();
    if (this.buffered) queueMicrotask(() => this.next());
  }

  private reply(request: ParsedRequest, reply: Reply): void {
    let head = statusLine(reply.status);
    for (const name in reply.headers) head += `${name}: ${reply.headers[name]}\r\n`;
    head += `content-length: ${Buffer.byteLength(reply.body)}\r\ndate: ${httpDate()}\r\n`;
    head += this.connectionHeaders(false);
    this.socket.write(request.method === 'HEAD' ? head : head + reply.body);
    this.front.options.finished(request, reply, reply.status);
    this.readOn();
  }

  /** Answers a request the fast path refuses itself, then closes. */
  private refuse(status: string): void {
    this.socket.end(`HTTP/1.1 ${status}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`);
    this.buffered = undefined;
  }

  /** From here on Node's server serves this connection: our listeners go, the unread bytes go back to the socket. */
  private handOver(): void {
    const { socket } = this;
    socket.off('data', this.onData);
    socket.off('close', this.onClose);
    socket.off('timeout', this.onTimeout);
    socket.off('error', this.onError);
    socket.setTimeout(0);
    this.front.counters.handedOver++;
    socket.pause();
    if (this.buffered) socket.unshift(this.buffered);
    this.buffered = undefined;
    this.front.options.handOver(socket);
    socket.resume();
  }
}

export class FastFront {
  private readonly pools = new Map<number, UpstreamPool>();
  private readonly sockets = new Set<net.Socket>();
  readonly server: net.Server;
  /** Requests relayed or answered on the fast path, and connections handed to Node's server. */
  readonly counters = { fast: 0, handedOver: 0 };

  constructor(readonly options: FastPathOptions) {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
      new FrontConnection(socket, this);
    });
  }

  poolFor(port: number): UpstreamPool {
    let pool = this.pools.get(port);
    if (!pool) this.pools.set(port, (pool = new UpstreamPool(port)));
    return pool;
  }

  /** Every client connection (handed over or not) and every upstream connection is closed. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    for (const pool of this.pools.values()) pool.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
