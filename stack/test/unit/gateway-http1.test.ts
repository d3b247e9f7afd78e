import fc from 'fast-check';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ChunkedScanner, parseRequestHead, parseResponseHead, type RequestHead } from '../../src/services/gateway/http1.ts';

/** The gateway's own limit (fast-path.ts), which is also Node's default maxHeaderSize. */
const MAX_HEAD = 16 * 1024;

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');
const parseRequest = (text: string, maxHead = MAX_HEAD): RequestHead => parseRequestHead(latin1(text), maxHead);

// ---- Generated requests ----------------------------------------------------------------------------------------

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const TOKEN_CHARS = [..."!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"];
const TARGET_CHARS = [..."ABCXYZabcxyz0189-._~!$&'()*+,;=:@/?%"];
const VISIBLE = Array.from({ length: 0x7e - 0x21 + 1 }, (_, index) => String.fromCharCode(0x21 + index));
/** Names the round trip leaves out: the ones it adds itself and the ones that make a head unsupported. */
const RESERVED_NAMES = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
  'connection',
  'proxy-connection',
  '__proto__',
]);

const ows = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });
/** A field value without surrounding whitespace: what a parser must hand back. */
const fieldValue = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...VISIBLE),
  fc
    .tuple(
      fc.constantFrom(...VISIBLE),
      fc.string({ unit: fc.constantFrom(...VISIBLE, ' ', '\t'), maxLength: 30 }),
      fc.constantFrom(...VISIBLE),
    )
    .map((parts) => parts.join('')),
);
const randomCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join(''));
const tokenName = fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 1, maxLength: 12 });
const headerName = fc.oneof(
  tokenName,
  fc.constantFrom('apikey', 'authorization', 'content-type', 'set-cookie', 'cookie', 'x-forwarded-for', 'accept', 'te', 'keep-alive'),
  fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'prefer', 'x-request-id', 'proxy-connection', '__proto__'),
);

interface Field {
  name: string;
  value: string;
  before: string;
  after: string;
}
const field = (name: fc.Arbitrary<string>): fc.Arbitrary<Field> =>
  fc.record({ name: name.chain(randomCase), value: fieldValue, before: ows, after: ows });

interface GeneratedRequest {
  method: (typeof METHODS)[number];
  target: string;
  fields: Field[];
  contentLength: number | undefined;
}

const generatedRequest: fc.Arbitrary<GeneratedRequest> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    target: fc.string({ unit: fc.constantFrom(...TARGET_CHARS), maxLength: 40 }).map((rest) => `/${rest}`),
    others: fc.uniqueArray(field(headerName.filter((name) => !RESERVED_NAMES.has(name.toLowerCase()))), {
      maxLength: 8,
      selector: (entry) => entry.name.toLowerCase(),
    }),
    host: field(fc.constant('host')),
    hostAt: fc.nat(),
    length: fc.option(fc.record({ value: fc.nat({ max: 5000 }), zeros: fc.nat({ max: 2 }), field: field(fc.constant('content-length')) })),
    lengthAt: fc.nat(),
  })
  .map(({ method, target, others, host, hostAt, length, lengthAt }) => {
    const fields = [...others];
    fields.splice(hostAt % (fields.length + 1), 0, host);
    // GET and HEAD carry no body length.
    const bodyLength = method === 'GET' || method === 'HEAD' ? null : length;
    if (bodyLength) {
      const value = '0'.repeat(bodyLength.zeros) + String(bodyLength.value);
      // Node refuses a tab after the digits of a Content-Length (a space is fine).
      const after = bodyLength.field.after.replaceAll('\t', ' ');
      fields.splice(lengthAt % (fields.length + 1), 0, { ...bodyLength.field, value, after });
    }
    return { method, target, fields, contentLength: bodyLength ? bodyLength.value : undefined };
  });

function serialize(request: GeneratedRequest): string {
  const lines = request.fields.map(({ name, value, before, after }) => `${name}:${before}${value}${after}\r\n`);
  return `${request.method} ${request.target} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

function expectedHeaders(request: GeneratedRequest): Record<string, string> {
  return Object.fromEntries(request.fields.map(({ name, value }) => [name.toLowerCase(), value]));
}

// ---- Mutations of valid heads ----------------------------------------------------------------------------------

type Mutation =
  | { kind: 'set'; at: number; byte: string }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number }
  | { kind: 'duplicateLine'; line: number }
  | { kind: 'addLine'; line: number; text: string };

const INTERESTING_BYTES = ['\0', '\t', '\n', '\r', ' ', '"', '#', ',', ':', ';', '\x7f', '\x80', '\xa0', '\xff', 'A', 'z', '0', '/', '\\'];
const INSERTED = ['\r', '\n', '\r\n', '\r\n ', '\r\n\t', '\r\n\r\n', '\0', '\x80', '\xff', ' ', '\t', ':', ' :', '\x01', '\x7f'];
const ADDED_LINES = [
  'Host: other',
  'host:',
  'Content-Length: 5',
  'Content-Length: 0',
  'Content-Length: +5',
  'Content-Length: -1',
  'Content-Length: 5, 5',
  'Content-Length: 0x10',
  'Content-Length: 99999999999999999999',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: identity',
  'Connection: close',
  'Connection: keep-alive',
  'connection: Keep-Alive',
  'Connection: keep-alive, Upgrade',
  'Upgrade: websocket',
  'Expect: 100-continue',
  'HTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA',
  '__proto__: polluted',
  'constructor: x',
  'Set-Cookie: a=b',
  'Cookie: a=b',
  ' folded',
  '\tfolded',
  'X-Empty:',
  'X-Spaced:   a b   ',
  'X-Tab:\tv\t',
  'Te: trailers',
  'Keep-Alive: timeout=5',
  'Proxy-Connection: close',
  'Proxy-Connection: keep-alive',
  'Content-Length: 0\t',
  'Content-Length:\t0 ',
  'X Space: v',
  'X-Colon : v',
  ': no name',
  'no colon',
];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    at: fc.nat(),
    byte: fc.oneof(
      fc.constantFrom(...INTERESTING_BYTES),
      fc.integer({ min: 0, max: 255 }).map((code) => String.fromCharCode(code)),
    ),
  }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom(...INSERTED) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicateLine' as const), line: fc.nat() }),
  fc.record({ kind: fc.constant('addLine' as const), line: fc.nat(), text: fc.constantFrom(...ADDED_LINES) }),
);

function mutate(head: string, mutations: Mutation[]): string {
  let text = head;
  for (const change of mutations) {
    // Lines of the head proper: the request line and the fields, not the blank line.
    const lines = text.split('\r\n');
    const fieldLines = Math.max(1, lines.length - 2);
    switch (change.kind) {
      case 'set': {
        const at = change.at % text.length;
        text = text.slice(0, at) + change.byte + text.slice(at + 1);
        break;
      }
      case 'insert': {
        const at = change.at % (text.length + 1);
        text = text.slice(0, at) + change.text + text.slice(at);
        break;
      }
      case 'delete': {
        const at = change.at % text.length;
        text = text.slice(0, at) + text.slice(at + 1);
        break;
      }
      case 'duplicateLine': {
        const line = change.line % fieldLines;
        lines.splice(line, 0, lines[line]!);
        text = lines.join('\r\n');
        break;
      }
      case 'addLine': {
        const line = 1 + (change.line % fieldLines);
        lines.splice(line, 0, change.text);
        text = lines.join('\r\n');
        break;
      }
    }
  }
  return text;
}

const mutatedHead = fc
  .tuple(generatedRequest, fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([request, mutations]) => mutate(serialize(request), mutations));

// ---- parseRequestHead ------------------------------------------------------------------------------------------

/** Heads without their blank line that Node's server refuses at once (checked below): no reason to wait for more. */
const REFUSED_BEFORE_THE_END = [
  ['a request line ended by a bare LF', 'GET / HTTP/1.1\nHost: a\n\n'],
  ['a field ended by a bare LF', 'GET / HTTP/1.1\r\nHost: a\r\nX: 1\n'],
  ['a blank line made of a bare LF', 'GET / HTTP/1.1\r\nHost: a\r\n\n'],
  ['a bare CR followed by more', 'GET / HTTP/1.1\r\nHost: a\rX'],
  ['a NUL', 'GET / HTTP/1.1\r\nHost: a\0'],
  ['a byte 0x80', 'GET /\x80'],
] as const;

describe('parseRequestHead: valid requests', () => {
  test('a generated request parses back to its method, target, lower-case names, trimmed values and lengths', () => {
    fc.assert(
      fc.property(generatedRequest, (request) => {
        const head = serialize(request);
        expect(parseRequest(head)).toEqual({
          kind: 'request',
          method: request.method,
          target: request.target,
          headers: expectedHeaders(request),
          headLength: head.length,
          contentLength: request.contentLength ?? 0,
        });
      }),
      { numRuns: 200 },
    );
  });

  test('every strict prefix of a head is incomplete', () => {
    fc.assert(
      fc.property(generatedRequest, (request) => {
        const head = latin1(serialize(request));
        for (let length = 0; length < head.length; length++) {
          expect(parseRequestHead(head.subarray(0, length), MAX_HEAD).kind, `prefix of ${length} bytes`).toBe('incomplete');
        }
      }),
      { numRuns: 50 },
    );
  });

  test('bytes after the head (a body, the next request) change nothing', () => {
    const after = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      generatedRequest.map((next) => latin1(serialize(next))),
    );
    fc.assert(
      fc.property(generatedRequest, after, (request, trailing) => {
        const head = latin1(serialize(request));
        const alone = parseRequestHead(head, MAX_HEAD);
        expect(alone.kind).toBe('request');
        expect(parseRequestHead(Buffer.concat([head, trailing]), MAX_HEAD)).toEqual(alone);
      }),
      { numRuns: 150 },
    );
  });
});

describe('parseRequestHead: anything else', () => {
  test('never throws, and a request it finds lies within the bytes', () => {
    const input = fc.oneof(fc.uint8Array({ maxLength: 300 }), mutatedHead.map(latin1));
    fc.assert(
      fc.property(input, (bytes) => {
        const head = parseRequestHead(Buffer.from(bytes), MAX_HEAD);
        expect(['request', 'unsupported', 'incomplete']).toContain(head.kind);
        if (head.kind === 'request') expect(head.headLength).toBeLessThanOrEqual(bytes.length);
      }),
      { numRuns: 500 },
    );
  });

  const plain = (fields: string, requestLine = 'GET / HTTP/1.1') => `${requestLine}\r\nHost: a\r\n${fields}\r\n`;

  test('the base head of the cases below is a request', () => {
    expect(parseRequest(plain('')).kind).toBe('request');
    expect(parseRequest(plain('X: 1\r\n')).kind).toBe('request');
    expect(parseRequest(plain('Content-Length: 0\r\n')).kind).toBe('request');
    expect(parseRequest(plain('Connection: Keep-Alive\r\n')).kind).toBe('request');
    expect(parseRequest(plain('Content-Length: 3\r\n', 'POST /a HTTP/1.1'))).toMatchObject({ kind: 'request', contentLength: 3 });
    expect(parseRequest(plain('Content-Length:\t 3  \r\n', 'POST /a HTTP/1.1'))).toMatchObject({ kind: 'request', contentLength: 3 });
  });

  test.each([
    ['obs-fold (a line starting with a space)', plain('X: a\r\n b\r\n')],
    ['obs-fold (a line starting with a tab)', plain('X: a\r\n\tb\r\n')],
    ['a bare LF ending a line', 'GET / HTTP/1.1\r\nHost: a\nX: b\r\n\r\n'],
    ['a bare LF inside a value', plain('X: a\nb\r\n')],
    ['a bare CR ending a line', 'GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n'],
    ['a bare CR inside a value', plain('X: a\rb\r\n')],
    ['a repeated header', plain('X: 1\r\nX: 2\r\n')],
    ['a repeated header, other case', plain('x-a: 1\r\nX-A: 1\r\n')],
    ['Host twice', plain('Host: a\r\n')],
    ['Content-Length twice, same value', plain('Content-Length: 1\r\nContent-Length: 1\r\n', 'POST / HTTP/1.1')],
    ['Transfer-Encoding: chunked', plain('Transfer-Encoding: chunked\r\n', 'POST / HTTP/1.1')],
    ['Transfer-Encoding: identity', plain('Transfer-Encoding: identity\r\n', 'POST / HTTP/1.1')],
    ['Transfer-Encoding, empty', plain('transfer-encoding:\r\n', 'POST / HTTP/1.1')],
    ['Content-Length and Transfer-Encoding', plain('Content-Length: 3\r\nTransfer-Encoding: chunked\r\n', 'POST / HTTP/1.1')],
    ['Upgrade', plain('Connection: keep-alive\r\nUpgrade: websocket\r\n')],
    ['Expect', plain('Expect: 100-continue\r\n', 'PUT / HTTP/1.1')],
    ['HTTP2-Settings', plain('HTTP2-Settings: AAMAAABkAAQAoAAAAAIAAAAA\r\n')],
    ['Connection: close', plain('Connection: close\r\n')],
    ['Connection: upgrade', plain('Connection: Upgrade\r\n')],
    ['Connection: keep-alive, close', plain('Connection: keep-alive, close\r\n')],
    ['HTTP/1.0', plain('', 'GET / HTTP/1.0')],
    ['HTTP/2.0 in a request line', plain('', 'GET / HTTP/2.0')],
    ['absolute-form target', plain('', 'GET http://a/ HTTP/1.1')],
    ['asterisk-form target', plain('', 'OPTIONS * HTTP/1.1')],
    ['authority-form target', plain('', 'CONNECT a:443 HTTP/1.1')],
    ['a target with a fragment', plain('', 'GET /a#b HTTP/1.1')],
    ['a target with a backslash', plain('', 'GET /a\\b HTTP/1.1')],
    ['TRACE', plain('', 'TRACE / HTTP/1.1')],
    ['CONNECT', plain('', 'CONNECT / HTTP/1.1')],
    ['a lower-case method', plain('', 'get / HTTP/1.1')],
    ['an extension method', plain('', 'PURGE / HTTP/1.1')],
    ['two spaces in the request line', plain('', 'GET  / HTTP/1.1')],
    ['non-numeric Content-Length', plain('Content-Length: abc\r\n', 'POST / HTTP/1.1')],
    ['hexadecimal Content-Length', plain('Content-Length: 0x10\r\n', 'POST / HTTP/1.1')],
    ['signed Content-Length (+)', plain('Content-Length: +5\r\n', 'POST / HTTP/1.1')],
    ['signed Content-Length (-)', plain('Content-Length: -5\r\n', 'POST / HTTP/1.1')],
    ['a list as Content-Length', plain('Content-Length: 5, 5\r\n', 'POST / HTTP/1.1')],
    ['an empty Content-Length', plain('Content-Length:\r\n', 'POST / HTTP/1.1')],
    ['a Content-Length of 16 digits', plain('Content-Length: 1000000000000000\r\n', 'POST / HTTP/1.1')],
    ['GET with a body length', plain('Content-Length: 1\r\n')],
    ['HEAD with a body length', plain('Content-Length: 7\r\n', 'HEAD / HTTP/1.1')],
    ['a space before the colon', plain('X : 1\r\n')],
    ['a tab before the colon', plain('X\t: 1\r\n')],
    ['a space inside a name', plain('X Y: 1\r\n')],
    ['an empty name', plain(': 1\r\n')],
    ['a line without a colon', plain('X\r\n')],
    ['a byte 0x80 in a value', plain('X: \x80\r\n')],
    ['a byte 0xff in the target', plain('', 'GET /\xff HTTP/1.1')],
    ['a NUL in a value', plain('X: a\0b\r\n')],
    ['a control byte in a value', plain('X: a\x01b\r\n')],
    ['DEL in a value', plain('X: a\x7fb\r\n')],
    ['no Host', 'GET / HTTP/1.1\r\nX: 1\r\n\r\n'],
    ['a blank line first', '\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a __proto__ header (Node drops it from req.headers)', plain('__proto__: x\r\n')],
    ['Proxy-Connection (llhttp reads it as Connection)', plain('Proxy-Connection: close\r\n')],
    ['Proxy-Connection: keep-alive', plain('Proxy-Connection: keep-alive\r\n')],
    ['a tab after the Content-Length digits (llhttp refuses it)', plain('Content-Length: 5\t\r\n', 'POST / HTTP/1.1')],
    ['a space then a tab after the Content-Length digits', plain('Content-Length: 5 \t\r\n', 'POST / HTTP/1.1')],
  ])('unsupported: %s', (_, head) => {
    expect(parseRequest(head).kind).toBe('unsupported');
  });

  test('a head over the limit is unsupported, one exactly at the limit is a request', () => {
    const head = (size: number) => {
      const start = 'GET / HTTP/1.1\r\nHost: a\r\nX: ';
      return `${start}${'v'.repeat(size - start.length - 4)}\r\n\r\n`;
    };
    expect(head(100)).toHaveLength(100);
    expect(parseRequest(head(100), 100).kind).toBe('request');
    expect(parseRequest(head(101), 100).kind).toBe('unsupported');
    expect(parseRequest(head(MAX_HEAD)).kind).toBe('request');
    expect(parseRequest(head(MAX_HEAD + 1)).kind).toBe('unsupported');
  });

  test('an incomplete head that already reached the limit is unsupported', () => {
    const start = 'GET / HTTP/1.1\r\nHost: a\r\nX: ';
    expect(parseRequest(start.padEnd(99, 'v'), 100).kind).toBe('incomplete');
    expect(parseRequest(start.padEnd(100, 'v'), 100).kind).toBe('unsupported');
    expect(parseRequest(start.padEnd(MAX_HEAD, 'v')).kind).toBe('unsupported');
  });

  test.each(REFUSED_BEFORE_THE_END)('an incomplete head holding %s is unsupported at once', (_, head) => {
    expect(parseRequest(head).kind).toBe('unsupported');
  });

  test('a CR at the very end of an incomplete head waits for its LF', () => {
    expect(parseRequest('GET / HTTP/1.1\r').kind).toBe('incomplete');
    expect(parseRequest('GET / HTTP/1.1\r\nHost: a\r\n\r').kind).toBe('incomplete');
  });
});

// ---- parseRequestHead against Node's own parser ----------------------------------------------------------------

interface NodeRequest {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  /** Node's server keeps the connection open after this request (the fast path always does). */
  keepAlive: boolean;
}

describe("parseRequestHead agrees with Node's HTTP server", () => {
  let server: http.Server;
  let port = 0;
  /** Requests Node's server saw, by the client's port. */
  const seen = new Map<number, NodeRequest[]>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const request: NodeRequest = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        bodyLength: 0,
        keepAlive: res.shouldKeepAlive,
      };
      const key = req.socket.remotePort ?? 0;
      seen.set(key, [...(seen.get(key) ?? []), request]);
      req.on('data', (chunk: Buffer) => (request.bodyLength += chunk.length));
      req.on('error', () => undefined);
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  interface Outcome {
    requests: NodeRequest[];
    /** Node's first response line, if any. */
    status: string;
    timedOut: boolean;
  }

  /**
   * Sends `bytes` on a fresh connection. With `end`, half-closes and waits for Node to close; without, waits `waitMs`
   * for anything Node says before closing.
   */
  function exchange(bytes: Buffer, mode: { end: true } | { end: false; waitMs: number }): Promise<Outcome> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      let timedOut = false;
      let localPort = 0;
      const finish = () => {
        clearTimeout(timer);
        socket.destroy();
        const requests = seen.get(localPort) ?? [];
        seen.delete(localPort);
        resolve({ requests, status: received.split('\r\n', 1)[0]!, timedOut });
      };
      const timer = setTimeout(
        () => {
          timedOut = mode.end;
          finish();
        },
        mode.end ? 3000 : mode.waitMs,
      );
      socket.on('connect', () => {
        localPort = socket.localPort ?? 0;
        if (mode.end) socket.end(bytes);
        else socket.write(bytes);
      });
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        if (!mode.end) finish();
      });
      socket.on('error', () => undefined);
      socket.on('close', finish);
    });
  }

  test.each(REFUSED_BEFORE_THE_END)('Node refuses an incomplete head holding %s without waiting for more', async (_, text) => {
    const outcome = await exchange(latin1(text), { end: false, waitMs: 2000 });
    expect(outcome.status).toBe('HTTP/1.1 400 Bad Request');
    expect(outcome.requests).toEqual([]);
  });

  test('a request for us is the same request for Node; a head Node refuses is never one for us', async () => {
    const verdicts = { request: 0, unsupported: 0, incomplete: 0 };
    await fc.assert(
      fc.asyncProperty(fc.oneof(generatedRequest.map(serialize), mutatedHead, mutatedHead), async (text) => {
        const bytes = latin1(text);
        const head = parseRequestHead(bytes, MAX_HEAD);
        verdicts[head.kind]++;
        if (head.kind === 'unsupported') return; // Node's server decides, whatever it decides
        if (head.kind === 'incomplete') {
          // Node may refuse a broken head early, but it must not see a whole request where we wait for more.
          const outcome = await exchange(bytes, { end: false, waitMs: 10 });
          expect(outcome.requests, JSON.stringify(text)).toEqual([]);
          return;
        }
        const body = Buffer.alloc(head.contentLength, 'b');
        const outcome = await exchange(Buffer.concat([bytes.subarray(0, head.headLength), body]), { end: true });
        expect(outcome.timedOut).toBe(false);
        expect(outcome.status, JSON.stringify(text)).toBe('HTTP/1.1 200 OK');
        expect(outcome.requests, JSON.stringify(text)).toHaveLength(1);
        const [request] = outcome.requests;
        const nodeHeaders = Object.fromEntries(
          Object.entries(request!.headers).map(([name, value]) => {
            // Node lists set-cookie as an array; a request of ours has each name once.
            if (Array.isArray(value)) expect(value).toHaveLength(1);
            return [name, Array.isArray(value) ? value[0] : value];
          }),
        );
        expect({ ...request!, headers: nodeHeaders }, JSON.stringify(text)).toEqual({
          method: head.method,
          url: head.target,
          headers: { ...head.headers },
          bodyLength: head.contentLength,
          keepAlive: true,
        });
      }),
      { numRuns: 300 },
    );
    // The property above says nothing if nearly every head lands on one side.
    expect(verdicts.request).toBeGreaterThan(60);
    expect(verdicts.unsupported).toBeGreaterThan(60);
  }, 30_000);
});

// ---- parseResponseHead -----------------------------------------------------------------------------------------

describe('parseResponseHead', () => {
  const parse = (text: string, toHead = false) => parseResponseHead(latin1(text), toHead);

  test('Content-Length framing, reusable', () => {
    const text = 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length:  12 \r\n\r\nhello world!';
    expect(parse(text)).toEqual({
      kind: 'response',
      status: 200,
      headers: [
        ['content-type', 'text/plain'],
        ['content-length', '12'],
      ],
      headLength: text.length - 12,
      framing: { kind: 'length', length: 12 },
      reusable: true,
    });
  });

  test('chunked, in any case', () => {
    for (const value of ['chunked', 'Chunked', 'CHUNKED']) {
      expect(parse(`HTTP/1.1 200 OK\r\nTransfer-Encoding: ${value}\r\n\r\n`)).toMatchObject({
        kind: 'response',
        framing: { kind: 'chunked' },
        reusable: true,
      });
    }
  });

  test.each([
    ['Content-Length with chunked', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n'],
    ['chunked with Content-Length', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n'],
    ['two Content-Lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\n'],
    ['a list as Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: 3, 3\r\n\r\n'],
    ['a signed Content-Length', 'HTTP/1.1 200 OK\r\nContent-Length: +3\r\n\r\n'],
    ['gzip transfer coding', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n'],
    ['gzip then chunked', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n'],
    ['Transfer-Encoding twice', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n'],
    ['100 Continue', 'HTTP/1.1 100 Continue\r\n\r\n'],
    ['101 Switching Protocols', 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n'],
    ['103 Early Hints', 'HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n'],
    ['HTTP/2 status line', 'HTTP/2 200 OK\r\n\r\n'],
    ['a two-digit status', 'HTTP/1.1 20 OK\r\n\r\n'],
    ['a four-digit status', 'HTTP/1.1 2000 OK\r\n\r\n'],
    ['no space after the version', 'HTTP/1.1200 OK\r\n\r\n'],
    ['lower-case version', 'http/1.1 200 OK\r\n\r\n'],
    ['a control byte in the reason', 'HTTP/1.1 200 O\x01K\r\n\r\n'],
    ['a header line without a colon', 'HTTP/1.1 200 OK\r\nContent-Length 3\r\n\r\n'],
    ['a space before the colon', 'HTTP/1.1 200 OK\r\nContent-Length : 3\r\n\r\n'],
    ['an empty header name', 'HTTP/1.1 200 OK\r\n: 3\r\n\r\n'],
    ['obs-fold', 'HTTP/1.1 200 OK\r\nX: a\r\n b\r\nContent-Length: 0\r\n\r\n'],
    ['a bare LF', 'HTTP/1.1 200 OK\r\nContent-Length: 0\nX: 1\r\n\r\n'],
    ['a bare CR', 'HTTP/1.1 200 OK\r\nContent-Length: 0\rX: 1\r\n\r\n'],
  ])('invalid: %s', (_, text) => {
    expect(parse(text).kind).toBe('invalid');
  });

  test('the answer to HEAD, 204 and 304 have no body whatever their headers say', () => {
    expect(parse('HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n', true)).toMatchObject({ framing: { kind: 'none' }, reusable: true });
    expect(parse('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n', true)).toMatchObject({ framing: { kind: 'none' } });
    expect(parse('HTTP/1.1 200 OK\r\n\r\n', true)).toMatchObject({ framing: { kind: 'none' }, reusable: true });
    expect(parse('HTTP/1.1 204 No Content\r\n\r\n')).toMatchObject({ status: 204, framing: { kind: 'none' }, reusable: true });
    expect(parse('HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n')).toMatchObject({
      status: 304,
      framing: { kind: 'none' },
      reusable: true,
    });
  });

  test('no length: the body runs to the close, and the connection is not reused', () => {
    expect(parse('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nbody')).toMatchObject({
      framing: { kind: 'close' },
      reusable: false,
    });
  });

  test('Connection: close, alone or in a list, and HTTP/1.0 end reuse', () => {
    for (const value of ['close', 'Close', 'keep-alive, close', 'close, keep-alive', 'x ,  close  , y']) {
      expect(parse(`HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: ${value}\r\n\r\n`), value).toMatchObject({ reusable: false });
    }
    for (const value of ['keep-alive', 'closed', 'xclose', 'close-ish']) {
      expect(parse(`HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: ${value}\r\n\r\n`), value).toMatchObject({ reusable: true });
    }
    expect(parse('HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n')).toMatchObject({
      framing: { kind: 'length', length: 0 },
      reusable: false,
    });
    expect(parse('HTTP/1.0 200 OK\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n')).toMatchObject({ reusable: false });
  });

  test('repeated Set-Cookie headers are all kept, in order', () => {
    const head = parse('HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nContent-Length: 0\r\nset-cookie: b=2\r\nSET-COOKIE: a=3\r\n\r\n');
    expect(head).toMatchObject({
      kind: 'response',
      headers: [
        ['set-cookie', 'a=1'],
        ['content-length', '0'],
        ['set-cookie', 'b=2'],
        ['set-cookie', 'a=3'],
      ],
    });
  });

  test('a status line without a reason phrase is fine', () => {
    expect(parse('HTTP/1.1 404\r\nContent-Length: 0\r\n\r\n')).toMatchObject({ kind: 'response', status: 404 });
  });

  test('an incomplete head is incomplete, every prefix of it too; one that reached the limit is invalid', () => {
    const text = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n';
    for (let length = 0; length < text.length; length++) expect(parse(text.slice(0, length)).kind).toBe('incomplete');
    expect(parse(text).kind).toBe('response');
    expect(parseResponseHead(latin1('HTTP/1.1 200 OK\r\nX: '.padEnd(63, 'v')), false, 64).kind).toBe('incomplete');
    expect(parseResponseHead(latin1('HTTP/1.1 200 OK\r\nX: '.padEnd(64, 'v')), false, 64).kind).toBe('invalid');
  });

  test('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, toHead) => {
        expect(['response', 'invalid', 'incomplete']).toContain(parseResponseHead(Buffer.from(bytes), toHead).kind);
      }),
    );
  });
});

// ---- ChunkedScanner --------------------------------------------------------------------------------------------

interface ChunkedBody {
  encoded: Buffer;
  /** The decoded body, to check the encoder of this test itself. */
  data: Buffer;
}

const extension = fc
  .array(fc.tuple(tokenName, fc.option(fc.oneof(tokenName, fc.constant('"quoted ; value"')))), { maxLength: 2 })
  .map((parameters) => parameters.map(([name, value]) => (value === null ? `;${name}` : `;${name}=${value}`)).join(''));
/** How one size line is written: hex digits in either case, leading zeros, extensions. */
const sizeLine = fc.record({ upper: fc.boolean(), zeros: fc.nat({ max: 2 }), extension });
const formatSize = (size: number, { upper, zeros, extension }: { upper: boolean; zeros: number; extension: string }) => {
  const hex = '0'.repeat(zeros) + size.toString(16);
  return `${upper ? hex.toUpperCase() : hex}${extension}\r\n`;
};

const chunkedBody: fc.Arbitrary<ChunkedBody> = fc
  .record({
    chunks: fc.array(fc.record({ data: fc.uint8Array({ minLength: 1, maxLength: 300 }), line: sizeLine }), { maxLength: 6 }),
    last: sizeLine,
    trailers: fc.array(fc.tuple(tokenName, fieldValue), { maxLength: 3 }),
  })
  .map(({ chunks, last, trailers }) => {
    const parts = chunks.flatMap(({ data, line }) => [latin1(formatSize(data.length, line)), Buffer.from(data), latin1('\r\n')]);
    const trailerLines = trailers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    parts.push(latin1(`${formatSize(0, last)}${trailerLines}\r\n`));
    return { encoded: Buffer.concat(parts), data: Buffer.concat(chunks.map(({ data }) => data)) };
  });

/** Cuts `bytes` at the given points (taken modulo its length) into pieces, some possibly empty. */
function cut(bytes: Buffer, points: number[]): Buffer[] {
  const at = [...new Set(points.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let start = 0;
  for (const point of at) {
    pieces.push(bytes.subarray(start, point));
    start = point;
  }
  pieces.push(bytes.subarray(start));
  return pieces;
}

/** A reader's decoding of a chunked body, to check the generated encodings. */
function decodeChunked(encoded: Buffer): Buffer {
  const parts: Buffer[] = [];
  let index = 0;
  for (;;) {
    const lineEnd = encoded.indexOf('\r\n', index);
    const size = parseInt(encoded.toString('latin1', index, lineEnd).split(';')[0]!, 16);
    index = lineEnd + 2;
    if (size === 0) return Buffer.concat(parts);
    parts.push(encoded.subarray(index, index + size));
    index += size + 2;
  }
}

describe('ChunkedScanner', () => {
  const NEXT_RESPONSE = latin1('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');

  test('finds the exact end of a chunked body fed in random pieces, and leaves what follows', () => {
    fc.assert(
      fc.property(
        chunkedBody,
        fc.oneof(fc.constant(Buffer.alloc(0)), fc.constant(NEXT_RESPONSE), fc.uint8Array({ minLength: 1, maxLength: 20 }).map(Buffer.from)),
        fc.array(fc.nat(), { maxLength: 8 }),
        (body, after, points) => {
          expect(decodeChunked(body.encoded)).toEqual(body.data);
          const stream = Buffer.concat([body.encoded, after]);
          const scanner = new ChunkedScanner();
          let start = 0;
          let found = -1;
          for (const piece of cut(stream, points)) {
            const result = scanner.feed(piece);
            const endInPiece = body.encoded.length - start;
            if (endInPiece > piece.length) {
              expect(result).toBe(-1);
              expect(scanner.done).toBe(false);
            } else {
              expect(result).toBe(endInPiece);
              expect(scanner.done).toBe(true);
              found = start + result;
              break;
            }
            start += piece.length;
          }
          expect(found).toBe(body.encoded.length);
          expect(scanner.done).toBe(true);
          // Fed again after its end, it takes nothing.
          expect(scanner.feed(after)).toBe(after.length === 0 ? -1 : 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('starts at the given offset (the body behind the response head in the same read)', () => {
    const head = latin1('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n');
    const read = Buffer.concat([head, latin1('5;x=1\r\nhello\r\n0\r\n\r\n'), NEXT_RESPONSE]);
    const scanner = new ChunkedScanner();
    expect(scanner.feed(read, head.length)).toBe(read.length - NEXT_RESPONSE.length);
    expect(scanner.done).toBe(true);
  });

  test('hex sizes in either case, up to 12 digits', () => {
    const body = Buffer.alloc(0xab, 'x');
    for (const size of ['ab', 'AB', 'aB', '00000000000ab']) {
      const encoded = Buffer.concat([latin1(`${size}\r\n`), body, latin1('\r\n0\r\n\r\n')]);
      if (size.length > 12) expect(() => new ChunkedScanner().feed(encoded)).toThrow();
      else expect(new ChunkedScanner().feed(encoded), size).toBe(encoded.length);
    }
  });

  const MALFORMED = [
    ['data longer than its size', '3\r\nabcd\r\n0\r\n\r\n'],
    ['no CRLF after the data', '3\r\nabc0\r\n\r\n'],
    ['a CR but no LF after the data', '3\r\nabc\rX0\r\n\r\n'],
    ['a bare LF after the data', '3\r\nabc\n0\r\n\r\n'],
    ['a bare LF after the size', '3\nabc\r\n0\r\n\r\n'],
    ['a CR but no LF after the size', '3\rXabc\r\n0\r\n\r\n'],
    ['a non-hex size', 'g\r\nabc\r\n0\r\n\r\n'],
    ['a 0x prefix', '0x3\r\nabc\r\n0\r\n\r\n'],
    ['a negative size', '-3\r\nabc\r\n0\r\n\r\n'],
    ['no size at all', '\r\nabc\r\n0\r\n\r\n'],
    ['an extension without a size', ';x\r\n0\r\n\r\n'],
    ['a bare LF in an extension', '3;x\ny\r\nabc\r\n0\r\n\r\n'],
    ['a NUL in an extension', '3;x\0\r\nabc\r\n0\r\n\r\n'],
    ['13 size digits', '0000000000003\r\nabc\r\n0\r\n\r\n'],
    ['a bare LF ending the body', '0\r\n\n'],
    ['a bare LF ending a trailer', '0\r\nX: 1\n\r\n'],
    ['a CR but no LF after a trailer', '0\r\nX: 1\rY\r\n'],
    ['a CR but no LF at the very end', '0\r\n\rX'],
  ] as const;

  test.each(MALFORMED)('throws on %s, however it is cut', (_, text) => {
    const bytes = latin1(text);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 4 }), (points) => {
        const scanner = new ChunkedScanner();
        expect(() => {
          for (const piece of cut(bytes, points)) scanner.feed(piece);
        }).toThrow();
        expect(scanner.done).toBe(false);
      }),
      { numRuns: 20 },
    );
  });

  test('whatever it is fed, it throws or returns -1 or an index inside the piece', () => {
    const broken = fc
      .tuple(chunkedBody, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 3 }))
      .map(([body, flips]) => {
        const bytes = Buffer.from(body.encoded);
        for (const [at, byte] of flips) bytes[at % bytes.length] = byte;
        return bytes;
      });
    fc.assert(
      fc.property(
        fc.oneof(broken, fc.uint8Array({ maxLength: 100 }).map(Buffer.from)),
        fc.array(fc.nat(), { maxLength: 6 }),
        (bytes, points) => {
          const scanner = new ChunkedScanner();
          try {
            for (const piece of cut(bytes, points)) {
              const result = scanner.feed(piece);
              if (result !== -1) {
                expect(result).toBeGreaterThanOrEqual(0);
                expect(result).toBeLessThanOrEqual(piece.length);
                expect(scanner.done).toBe(true);
              }
            }
          } catch (error) {
            if (!(error instanceof Error) || error.name === 'AssertionError') throw error;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
