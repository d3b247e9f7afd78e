/**
 * The gateway's fast path parses HTTP/1.1 itself (Node's HTTP server and client together cost ~250 µs of CPU per
 * proxied request on a 2-core machine; see README "What the hop costs"). These parsers are deliberately narrow:
 * a request head is either one the fast path is sure about, or `unsupported` and then Node's own server (llhttp)
 * gets the connection and decides. Nothing here guesses: any byte, header or framing outside the plain subset below
 * means "not mine".
 */

/** RFC 9110 token characters: header names and methods. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Printable ASCII, space and tab: the only bytes a fast-path head may hold (obs-text and controls go to Node). */
const PLAIN_HEAD = /^[\t\x20-\x7e\r\n]*$/;
/** Methods with plain semantics; others (TRACE, CONNECT, extension methods) go to Node's server. */
const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*) HTTP\/1\.1$/;
/**
 * Headers whose presence means the request is not plain: bodies of unknown length, upgrades, 100-continue, and
 * Proxy-Connection, which llhttp reads as Connection (`close` there ends the connection in Node's server). `__proto__`
 * is no header Node's `req.headers` can hold: its server drops it where ours would pass it on.
 */
const NOT_PLAIN_HEADERS = new Set(['transfer-encoding', 'upgrade', 'expect', 'http2-settings', 'proxy-connection', '__proto__']);
const DECIMAL = /^\d{1,15}$/;
/** A request's Content-Length field after the colon: llhttp refuses a tab after the digits, so only spaces may follow. */
const CONTENT_LENGTH_FIELD = /^[\t ]*\d{1,15} *$/;
const LONE_CR_OR_LF = /\r(?!\n)|(?<!\r)\n/;
const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: [\t\x20-\x7e]*)?$/;

export type RequestHead =
  | { kind: 'incomplete' }
  | { kind: 'unsupported' }
  | {
      kind: 'request';
      method: string;
      target: string;
      /** Lower-case names, each at most once (a repeated header makes the request unsupported). */
      headers: Record<string, string>;
      /** Bytes up to and including the blank line. */
      headLength: number;
      contentLength: number;
    };

/** Optional whitespace around a field value (RFC 9110 §5.5), spaces and tabs only. */
function trimOws(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && (value.charCodeAt(start) === 32 || value.charCodeAt(start) === 9)) start++;
  while (end > start && (value.charCodeAt(end - 1) === 32 || value.charCodeAt(end - 1) === 9)) end--;
  return value.slice(start, end);
}

/**
 * Splits a head (without its blank line) into lines at CRLF; undefined when a lone CR or LF appears, which
 * parsers disagree about (request smuggling lives there).
 */
function headLines(head: string): string[] | undefined {
  return LONE_CR_OR_LF.test(head) ? undefined : head.split('\r\n');
}

/**
 * Parses one request head at the start of `buffer`. `maxHead` bounds the head (Node's default is 16 KiB): a longer
 * one is `unsupported`, so Node's server answers it (431).
 */
export function parseRequestHead(buffer: Buffer, maxHead: number): RequestHead {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) {
    if (buffer.length >= maxHead) return { kind: 'unsupported' };
    // A byte no head of ours holds, or a lone CR or LF (a CR at the very end may still get its LF), already received:
    // Node's server answers it at once, where waiting for a blank line that may never come leaves the client hanging.
    const received = buffer.toString('latin1', 0, buffer[buffer.length - 1] === 0x0d ? buffer.length - 1 : buffer.length);
    return PLAIN_HEAD.test(received) && !LONE_CR_OR_LF.test(received) ? { kind: 'incomplete' } : { kind: 'unsupported' };
  }
  if (end + 4 > maxHead) return { kind: 'unsupported' };
  const head = buffer.toString('latin1', 0, end);
  if (!PLAIN_HEAD.test(head)) return { kind: 'unsupported' };
  const lines = headLines(head);
  const requestLine = lines && REQUEST_LINE.exec(lines[0]!);
  if (!lines || !requestLine) return { kind: 'unsupported' };
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    if (colon <= 0) return { kind: 'unsupported' };
    const rawName = line.slice(0, colon);
    if (!TOKEN.test(rawName)) return { kind: 'unsupported' };
    const name = rawName.toLowerCase();
    if (name in headers || NOT_PLAIN_HEADERS.has(name)) return { kind: 'unsupported' };
    if (name === 'content-length' && !CONTENT_LENGTH_FIELD.test(line.slice(colon + 1))) return { kind: 'unsupported' };
    headers[name] = trimOws(line.slice(colon + 1));
  }
  const connection = headers.connection;
  if (connection !== undefined && connection.toLowerCase() !== 'keep-alive') return { kind: 'unsupported' };
  if (headers.host === undefined) return { kind: 'unsupported' };
  let contentLength = 0;
  const declared = headers['content-length'];
  if (declared !== undefined) contentLength = Number(declared);
  const method = requestLine[1]!;
  if ((method === 'GET' || method === 'HEAD') && contentLength > 0) return { kind: 'unsupported' };
  return { kind: 'request', method, target: requestLine[2]!, headers, headLength: end + 4, contentLength };
}

export type BodyFraming =
  | { kind: 'none' }
  | { kind: 'length'; length: number }
  | { kind: 'chunked' }
  /** No length given: the body runs until the upstream closes its connection. */
  | { kind: 'close' };

export type ResponseHead =
  | { kind: 'incomplete' }
  | { kind: 'invalid'; reason: string }
  | {
      kind: 'response';
      status: number;
      /** Lower-case names with their values, in order, repeats kept (set-cookie). */
      headers: [string, string][];
      headLength: number;
      framing: BodyFraming;
      /** The upstream connection may carry another request after this response. */
      reusable: boolean;
    };

/** Parses an upstream's response head; `toHead` says the request was HEAD (no body whatever the headers say). */
export function parseResponseHead(buffer: Buffer, toHead: boolean, maxHead = 64 * 1024): ResponseHead {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return buffer.length >= maxHead ? { kind: 'invalid', reason: 'response head too large' } : { kind: 'incomplete' };
  const lines = headLines(buffer.toString('latin1', 0, end));
  const statusLine = lines && STATUS_LINE.exec(lines[0]!);
  if (!lines || !statusLine) return { kind: 'invalid', reason: 'malformed status line' };
  const status = Number(statusLine[2]);
  if (status < 200) return { kind: 'invalid', reason: `unexpected informational response ${status}` };
  const headers: [string, string][] = [];
  let contentLength: string | undefined;
  let transferEncoding: string | undefined;
  let reusable = statusLine[1] === '1';
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    const colon = line.indexOf(':');
    if (colon <= 0 || !TOKEN.test(line.slice(0, colon))) return { kind: 'invalid', reason: 'malformed header line' };
    const name = line.slice(0, colon).toLowerCase();
    const value = trimOws(line.slice(colon + 1));
    if (name === 'content-length') {
      if (contentLength !== undefined || !DECIMAL.test(value)) return { kind: 'invalid', reason: 'bad content-length' };
      contentLength = value;
    } else if (name === 'transfer-encoding') {
      if (transferEncoding !== undefined) return { kind: 'invalid', reason: 'repeated transfer-encoding' };
      transferEncoding = value.toLowerCase();
    } else if (name === 'connection' && /(?:^|,)\s*close\s*(?:,|$)/i.test(value)) reusable = false;
    headers.push([name, value]);
  }
  let framing: BodyFraming;
  if (toHead || status === 204 || status === 304) framing = { kind: 'none' };
  else if (transferEncoding !== undefined) {
    if (transferEncoding !== 'chunked' || contentLength !== undefined) return { kind: 'invalid', reason: 'unsupported framing' };
    framing = { kind: 'chunked' };
  } else if (contentLength !== undefined) framing = { kind: 'length', length: Number(contentLength) };
  else {
    framing = { kind: 'close' };
    reusable = false;
  }
  return { kind: 'response', status, headers, headLength: end + 4, framing, reusable };
}

// States of the chunked scanner.
const S_Size = 0;
const S_Extension = 1;
const S_SizeLf = 2;
const S_Data = 3;
const S_DataCr = 4;
const S_DataLf = 5;
const S_TrailerStart = 6;
const S_Trailer = 7;
const S_TrailerLf = 8;
const S_LastLf = 9;
const S_Done = 10;

/**
 * Follows a chunked body (RFC 9112 §7.1) across reads without decoding it, to find where it ends. The bytes pass
 * on unchanged; trailers are skipped over like any other part of the body.
 */
export class ChunkedScanner {
  private state: number = S_Size;
  private remaining = 0;
  private sizeDigits = 0;

  get done(): boolean {
    return this.state === S_Done;
  }

  /**
   * Reads `chunk` from `offset`; returns the index just past the body's end, -1 when the body goes on, or throws on
   * a malformed body.
   */
  feed(chunk: Uint8Array, offset = 0): number {
    let index = offset;
    while (index < chunk.length) {
      const byte = chunk[index]!;
      switch (this.state) {
        case S_Size: {
          const digit = hexValue(byte);
          if (digit >= 0) {
            if (++this.sizeDigits > 12) throw new Error('chunk size too large');
            this.remaining = this.remaining * 16 + digit;
          } else if (this.sizeDigits === 0) throw new Error('missing chunk size');
          else if (byte === 0x3b || byte === 0x20 || byte === 0x09) this.state = S_Extension;
          else if (byte === 0x0d) this.state = S_SizeLf;
          else throw new Error('malformed chunk size');
          break;
        }
        case S_Extension:
          if (byte === 0x0d) this.state = S_SizeLf;
          else if (byte === 0x0a || byte < 0x09 || byte === 0x7f) throw new Error('malformed chunk extension');
          break;
        case S_SizeLf:
          if (byte !== 0x0a) throw new Error('missing LF after chunk size');
          this.sizeDigits = 0;
          this.state = this.remaining === 0 ? S_TrailerStart : S_Data;
          break;
        case S_Data: {
          const take = Math.min(this.remaining, chunk.length - index);
          this.remaining -= take;
          index += take;
          if (this.remaining === 0) this.state = S_DataCr;
          continue;
        }
        case S_DataCr:
          if (byte !== 0x0d) throw new Error('missing CR after chunk data');
          this.state = S_DataLf;
          break;
        case S_DataLf:
          if (byte !== 0x0a) throw new Error('missing LF after chunk data');
          this.state = S_Size;
          break;
        case S_TrailerStart:
          if (byte === 0x0d) this.state = S_LastLf;
          else if (byte === 0x0a) throw new Error('bare LF in trailers');
          else this.state = S_Trailer;
          break;
        case S_Trailer:
          if (byte === 0x0d) this.state = S_TrailerLf;
          else if (byte === 0x0a) throw new Error('bare LF in trailers');
          break;
        case S_TrailerLf:
          if (byte !== 0x0a) throw new Error('missing LF after a trailer');
          this.state = S_TrailerStart;
          break;
        case S_LastLf:
          if (byte !== 0x0a) throw new Error('missing LF at the end of the body');
          this.state = S_Done;
          return index + 1;
        case S_Done:
          return index;
      }
      index++;
    }
    return -1;
  }
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  return -1;
}
