// The gateway (Node's HTTP server, undici pools) against upstreams made for the purpose: a Node HTTP server that
// echoes what it got, and a raw TCP server that misbehaves on cue.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startGateway, type RunningGateway } from '../../src/services/gateway/index.ts';
import { GATEWAY_BODY_LIMIT } from '../../src/services/gateway/http/routes.ts';
import type { Logger } from '../../src/shared/log.ts';
import type { StackKeys } from '../../src/shared/keys.ts';

const keys = {
  jwtSecret: 'secret',
  anonKey: 'anon.jwt',
  serviceRoleKey: 'service.jwt',
  publishableKey: 'sb_publishable_test',
  secretKey: 'sb_secret_test',
  signingKeys: [],
  publicJwks: { keys: [] },
  postgrestJwks: '',
} as StackKeys;

interface Echo {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  bodySha: string;
  remotePort: number;
}

const sha = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

// The echo upstream (as "rest"): answers with what it received; a few paths answer otherwise.
let echo: http.Server;
let echoPort: number;
function startEcho(): Promise<void> {
  echo = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      if (req.url === '/slow-chunks') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        let sent = 0;
        const timer = setInterval(() => {
          res.write(`part ${sent}\n`);
          if (++sent === 3) {
            clearInterval(timer);
            res.end();
          }
        }, 20);
        return;
      }
      if (req.url?.startsWith('/big')) {
        const size = Number(new URL(req.url, 'http://x').searchParams.get('size'));
        const block = Buffer.alloc(64 * 1024, 'abcdefghijklmnopqrstuvwxyz');
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size });
        let left = size;
        const pump = () => {
          while (left > 0) {
            const part = block.subarray(0, Math.min(block.length, left));
            left -= part.length;
            if (!res.write(part)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
        return;
      }
      const answer: Echo = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        bodyLength: body.length,
        bodySha: sha(body),
        remotePort: req.socket.remotePort!,
      };
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.setHeader('access-control-allow-origin', 'https://elsewhere.example');
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => echo.listen(0, '127.0.0.1', () => resolve()));
}

// The scripted upstream (as "functions"): raw TCP, each request path says what to do.
let scripted: net.Server;
let scriptedPort: number;
const scriptedLog: { method: string; path: string; connection: number }[] = [];
let scriptedConnections = 0;
const scriptedClosed: number[] = [];
function startScripted(): Promise<void> {
  scripted = net.createServer((socket) => {
    const connection = ++scriptedConnections;
    let served = 0;
    let buffer = '';
    socket.on('error', () => undefined);
    socket.on('close', () => scriptedClosed.push(connection));
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n\r\n')) >= 0) {
        const head = buffer.slice(0, end);
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        buffer = buffer.slice(end + 4 + length);
        const [method, path] = head.split(' ') as [string, string];
        scriptedLog.push({ method, path, connection });
        served++;
        if (path.startsWith('/once') && served > 1) return void socket.destroy(); // a kept-alive connection closing
        if (path.startsWith('/once')) socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
        else if (path === '/until-close') socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n\r\nall of it');
        else if (path === '/answer-then-close') socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
        else if (path === '/post') socket.write('HTTP/1.1 201 Created\r\ncontent-length: 7\r\n\r\ncreated');
        else if (path === '/garbage') socket.end('this is not HTTP\r\n\r\n');
        else if (path === '/bad-chunks') socket.end('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n');
        else if (path === '/stall') socket.write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nfirst\r\n');
        else socket.write('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n');
      }
    });
  });
  return new Promise((resolve) => scripted.listen(0, '127.0.0.1', () => resolve()));
}

const logged: { message: string; fields?: Record<string, unknown> }[] = [];
const log: Logger = {
  info: (message, fields) => void logged.push({ message, fields }),
  error: (message, fields) => void logged.push({ message, fields }),
  raw: () => undefined,
  close: async () => undefined,
};

let gateway: RunningGateway;
let closedPort: number;

beforeAll(async () => {
  await Promise.all([startEcho(), startScripted()]);
  echoPort = (echo.address() as net.AddressInfo).port;
  scriptedPort = (scripted.address() as net.AddressInfo).port;
  // A port nobody listens on: taken and given back.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  gateway = await startGateway({
    port: 0,
    keys,
    upstreams: { rest: echoPort, functions: scriptedPort, auth: closedPort },
    log,
  });
});

afterAll(async () => {
  await gateway.stop();
  echo.closeAllConnections();
  await new Promise((resolve) => echo.close(resolve));
  await new Promise((resolve) => scripted.close(resolve));
});

beforeEach(() => {
  logged.length = 0;
});

const url = (path: string) => `http://127.0.0.1:${gateway.port}${path}`;

/** Sends bytes on a new connection and collects what comes back until `until` says enough (or the socket closes). */
function talk(
  parts: (string | Buffer)[],
  until: (answer: string) => boolean,
  options: { gapMs?: number; socket?: net.Socket } = {},
): Promise<{ answer: string; closed: boolean; socket: net.Socket }> {
  return new Promise((resolve) => {
    const socket = options.socket ?? net.connect(gateway.port, '127.0.0.1');
    let answer = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      resolve({ answer, closed, socket });
    };
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (until(answer)) finish();
    };
    const timer = setTimeout(finish, 3000);
    socket.on('data', onData);
    socket.once('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', () => undefined);
    void (async () => {
      for (const part of parts) {
        socket.write(part);
        if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
      }
    })();
  });
}

/** Splits a run of HTTP/1.1 answers that each carry a content-length. */
function answers(text: string): { status: number; headers: Record<string, string>; body: string }[] {
  const out = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const lines = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    out.push({ status: Number(lines[0]!.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return out;
}
const answerCount = (count: number) => (text: string) => {
  try {
    return answers(text).length >= count && answers(text).every((a) => a.body.length === Number(a.headers['content-length'] ?? 0));
  } catch {
    return false;
  }
};

describe('requests relayed', () => {
  test('keys are mapped, the client address is the socket’s, CORS headers are the gateway’s, nothing hop-by-hop leaks', async () => {
    const response = await fetch(url('/rest/v1/posts?select=slug'), {
      headers: { apikey: keys.publishableKey, 'x-forwarded-for': '203.0.113.9', 'x-custom': 'kept' },
    });
    expect(response.status).toBe(200);
    const got = (await response.json()) as Echo;
    expect(got.url).toBe('/posts?select=slug');
    expect(got.headers.authorization).toBe(`Bearer ${keys.anonKey}`);
    expect(got.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(got.headers['x-forwarded-prefix']).toBe('/rest/v1');
    expect(got.headers['x-custom']).toBe('kept');
    expect(got.headers.host).toBe(`127.0.0.1:${echoPort}`);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(got.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(logged).toContainEqual({
      message: 'request',
      fields: expect.objectContaining({ method: 'GET', path: '/rest/v1/posts', status: 200, service: 'rest' }),
    });
  });

  test('a caller’s own Authorization passes; the secret key from a browser is refused; preflights are answered here', async () => {
    const own = (await (
      await fetch(url('/rest/v1/x'), { headers: { apikey: keys.secretKey, authorization: 'Bearer mine' } })
    ).json()) as Echo;
    expect(own.headers.authorization).toBe('Bearer mine');
    const browser = await fetch(url('/rest/v1/x'), { headers: { apikey: keys.secretKey, 'user-agent': 'Mozilla/5.0' } });
    expect(browser.status).toBe(401);
    expect(await browser.json()).toEqual({ message: 'Forbidden use of secret API key in browser' });
    const preflight = await fetch(url('/rest/v1/x'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'apikey,prefer',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey,prefer');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('/graphql/v1 goes to PostgREST as /rpc/graphql in graphql_public, as the CLI routes it', async () => {
    const response = await fetch(url('/graphql/v1'), {
      method: 'POST',
      headers: { apikey: keys.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(200);
    const got = (await response.json()) as Echo;
    expect(got.url).toBe('/rpc/graphql');
    expect(got.headers['content-profile']).toBe('graphql_public');
    expect(got.headers.authorization).toBe(`Bearer ${keys.anonKey}`);
  });

  test('routes the gateway answers itself: unknown path 404, service not running 503', async () => {
    const unknown = await fetch(url('/nowhere'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'no Route matched with those values' });
    const stopped = await fetch(url('/storage/v1/bucket'));
    expect(stopped.status).toBe(503);
    expect(((await stopped.json()) as { message: string }).message).toMatch(/storage/);
  });

  test('pipelined requests are answered in order on one connection, and a head dribbled byte by byte is read whole', async () => {
    const one = (path: string) => `GET /rest/v1${path} HTTP/1.1\r\nhost: localhost\r\n\r\n`;
    const { answer } = await talk([one('/a') + one('/b') + one('/c')], answerCount(3));
    expect(answers(answer).map((a) => (JSON.parse(a.body) as Echo).url)).toEqual(['/a', '/b', '/c']);
    const slow = await talk(
      [...one('/slow')].map((c) => c),
      answerCount(1),
      { gapMs: 1 },
    );
    expect((JSON.parse(answers(slow.answer)[0]!.body) as Echo).url).toBe('/slow');
  });

  test('a client that pipelines without reading gets no more answered than its socket takes; reading, it gets them all', async () => {
    const count = 60_000;
    const preflight = 'OPTIONS /rest/v1/x HTTP/1.1\r\nhost: localhost\r\naccess-control-request-method: GET\r\n\r\n';
    const served = () => logged.filter((entry) => entry.message === 'request').length;
    const before = served();
    const socket = net.connect(gateway.port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.pause();
    socket.write(preflight.repeat(count));
    // Until the gateway stops answering (the count holds still for 300 ms).
    let answered = -1;
    for (let polls = 0; polls < 100 && served() - before !== answered; polls++) {
      answered = served() - before;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // ~450 bytes per answer: the kernel's socket buffers take some thousands, then the gateway stops reading.
    expect(answered).toBeLessThan(count / 2);
    let received = 0;
    let tail = '';
    socket.on('data', (chunk: Buffer) => {
      // A status line can be cut between two reads: the end of the previous one is searched again.
      const text = tail + chunk.toString('latin1');
      received += text.split('HTTP/1.1 200 OK').length - 1;
      tail = text.slice(-14);
    });
    socket.resume();
    const deadline = Date.now() + 30_000;
    while (received < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    socket.destroy();
    expect(received).toBe(count);
    expect(served() - before).toBe(count);
  }, 60_000);

  test('a body up to 64 KiB is relayed whole; HEAD gets no body and the connection goes on', async () => {
    const body = crypto.randomBytes(60_000);
    const response = await fetch(url('/rest/v1/upload'), { method: 'POST', body });
    const got = (await response.json()) as Echo;
    expect(got).toMatchObject({ method: 'POST', bodyLength: body.length, bodySha: sha(body) });
    const head = 'HEAD /rest/v1/h HTTP/1.1\r\nhost: localhost\r\n\r\n';
    const get = 'GET /rest/v1/g HTTP/1.1\r\nhost: localhost\r\n\r\n';
    const { answer } = await talk([head + get], (text) => text.includes('"url":"/g"') && text.trimEnd().endsWith('}'));
    const [headAnswer] = answers(answer);
    expect(headAnswer!.status).toBe(200);
    // The HEAD answer names the length a GET would have, and no body follows it: the next answer starts right there.
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4).startsWith('HTTP/1.1 200')).toBe(true);
  });

  test('a body over the limit to rest or functions: 413 in Kong’s words, announced or chunked; the gateway goes on', async () => {
    const big = Buffer.alloc(GATEWAY_BODY_LIMIT + 1, 0x61);
    const chunked = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < big.length; offset += 2 ** 20) controller.enqueue(big.subarray(offset, offset + 2 ** 20));
          controller.close();
        },
      });
    // The scripted "functions" upstream answers at the head, so a chunked body is tried on rest only.
    for (const [path, bodies] of [
      ['/rest/v1/upload', [big, chunked()]],
      ['/functions/v1/upload', [big]],
    ] as const) {
      for (const body of bodies) {
        const response = await fetch(url(path), { method: 'POST', body, duplex: 'half' } as RequestInit);
        expect(response.status, path).toBe(413);
        expect(await response.json()).toEqual({ message: 'Request size limit exceeded' });
      }
    }
    const exact = Buffer.alloc(GATEWAY_BODY_LIMIT, 0x62);
    const passed = (await (await fetch(url('/rest/v1/upload'), { method: 'POST', body: exact })).json()) as Echo;
    expect(passed).toMatchObject({ bodyLength: GATEWAY_BODY_LIMIT, bodySha: sha(exact) });
  });

  test('a streamed answer is relayed as it comes, and the upstream connection is used again afterwards', async () => {
    const response = await fetch(url('/rest/v1/slow-chunks'));
    expect(await response.text()).toBe('part 0\npart 1\npart 2\n');
    const first = (await (await fetch(url('/rest/v1/who'))).json()) as Echo;
    const second = (await (await fetch(url('/rest/v1/who'))).json()) as Echo;
    expect(second.remotePort).toBe(first.remotePort);
  });

  test('a large answer to a client that reads slowly arrives whole', async () => {
    const size = 8 * 1024 * 1024 + 123;
    const response = await fetch(url(`/rest/v1/big?size=${size}`));
    const reader = response.body!.getReader();
    const hash = crypto.createHash('sha256');
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      hash.update(value);
      received += value.length;
      if (received < 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const expected = crypto.createHash('sha256');
    const block = Buffer.alloc(64 * 1024, 'abcdefghijklmnopqrstuvwxyz');
    for (let left = size; left > 0; left -= block.length) expected.update(block.subarray(0, Math.min(block.length, left)));
    expect(received).toBe(size);
    expect(hash.digest('hex')).toBe(expected.digest('hex'));
  });
});

describe('upstreams that misbehave', () => {
  test('a kept-alive connection the upstream closed under a GET: sent again once on a new connection', async () => {
    scriptedLog.length = 0;
    expect((await fetch(url('/functions/v1/once-get'))).status).toBe(200);
    const retried = await fetch(url('/functions/v1/once-get'));
    expect(retried.status).toBe(200);
    expect(await retried.text()).toBe('ok');
    expect(scriptedLog.map((entry) => entry.path)).toEqual(['/once-get', '/once-get', '/once-get']);
    expect(scriptedLog[1]!.connection).toBe(scriptedLog[0]!.connection);
    expect(scriptedLog[2]!.connection).not.toBe(scriptedLog[0]!.connection);
  });

  test('…but a POST is never sent twice: 502', async () => {
    // A GET leaves a kept-alive connection that has served once; the POST then goes on it and the upstream closes.
    expect((await fetch(url('/functions/v1/once-post'))).status).toBe(200);
    scriptedLog.length = 0;
    const failed = await fetch(url('/functions/v1/once-post'), { method: 'POST', body: 'y' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'An invalid response was received from the upstream server' });
    expect(scriptedLog).toEqual([expect.objectContaining({ method: 'POST', path: '/once-post' })]);
  });

  test('an upstream that closes right after an answer, unannounced, never gets the next request (a POST cannot be re-sent)', async () => {
    scriptedLog.length = 0;
    const first = 'GET /functions/v1/answer-then-close HTTP/1.1\r\nhost: localhost\r\n\r\n';
    const second = 'POST /functions/v1/post HTTP/1.1\r\nhost: localhost\r\ncontent-length: 1\r\n\r\nx';
    // Pipelined: the POST is ready the moment the first answer is relayed.
    const { answer } = await talk([first + second], answerCount(2));
    expect(answers(answer).map((a) => [a.status, a.body])).toEqual([
      [200, 'ok'],
      [201, 'created'],
    ]);
    // Node's server may pass both on at once: which arrives first is not the point, that each arrives once is.
    expect(scriptedLog.map((entry) => entry.method).sort()).toEqual(['GET', 'POST']);
    expect(scriptedLog[1]!.connection).not.toBe(scriptedLog[0]!.connection);
  });

  test('an answer without a length, ended by the upstream closing, reaches the client whole', async () => {
    const response = await fetch(url('/functions/v1/until-close'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('all of it');
  });

  test('garbage from the upstream and an upstream that is down both give 502, and the gateway serves on', async () => {
    const garbage = await fetch(url('/functions/v1/garbage'));
    expect(garbage.status).toBe(502);
    // A head that parses, then a body that does not (in the same read): still a 502, not a dropped connection.
    const badBody = await fetch(url('/functions/v1/bad-chunks'));
    expect(badBody.status).toBe(502);
    const down = await fetch(url('/auth/v1/signup'), { method: 'POST', body: '{}' });
    expect(down.status).toBe(502);
    expect(logged.filter((entry) => entry.message === 'upstream failed')).toHaveLength(3);
    expect((await fetch(url('/rest/v1/after'))).status).toBe(200);
  });

  test('a client that goes away mid-answer takes the upstream connection with it', async () => {
    const closedBefore = scriptedClosed.length;
    const { answer, socket } = await talk(['GET /functions/v1/stall HTTP/1.1\r\nhost: localhost\r\n\r\n'], (text) =>
      text.includes('first'),
    );
    expect(answer).toContain('first');
    socket.destroy();
    const deadline = Date.now() + 2000;
    while (scriptedClosed.length === closedBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scriptedClosed.length).toBeGreaterThan(closedBefore);
    expect(logged.some((entry) => entry.message === 'upstream failed')).toBe(false);
  });
});

describe('bodies and connections', () => {
  test('a chunked upload mid-connection: answered in order, before and after, by the full path', async () => {
    const first = 'GET /rest/v1/one HTTP/1.1\r\nhost: localhost\r\n\r\n';
    const chunked =
      'POST /rest/v1/two HTTP/1.1\r\nhost: localhost\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n';
    const third = 'GET /rest/v1/three HTTP/1.1\r\nhost: localhost\r\n\r\n';
    const { answer } = await talk([first, chunked + third], answerCount(3), { gapMs: 30 });
    const got = answers(answer).map((a) => JSON.parse(a.body) as Echo);
    expect(got.map((echoed) => echoed.url)).toEqual(['/one', '/two', '/three']);
    expect(got[1]).toMatchObject({ method: 'POST', bodyLength: 11, bodySha: sha('hello world') });
  });

  test('pipelined requests with large bodies, one refused, are answered in order', async () => {
    // 140 KB in one go: the gateway stops reading while the first request is upstream and reads on afterwards.
    const big = 'y'.repeat(70_000);
    const requests = [
      'GET /rest/v1/first HTTP/1.1\r\nhost: localhost\r\n\r\n',
      'GET /rest/v1/second HTTP/1.1\r\nhost: localhost\r\n\r\n',
      `POST /nowhere HTTP/1.1\r\nhost: localhost\r\ncontent-length: ${big.length}\r\n\r\n${big}`,
      `PUT /rest/v1/fourth HTTP/1.1\r\nhost: localhost\r\ncontent-length: ${big.length}\r\n\r\n${big}`,
    ];
    for (let attempt = 0; attempt < 5; attempt++) {
      const { answer } = await talk([requests.join('')], answerCount(4));
      expect(answers(answer).map((a) => (a.status === 404 ? 404 : (JSON.parse(a.body) as Echo).url))).toEqual([
        '/first',
        '/second',
        404,
        '/fourth',
      ]);
    }
  });

  test('a body over 64 KiB streams through the full path, byte for byte', async () => {
    const body = crypto.randomBytes(300_000);
    const got = (await (await fetch(url('/rest/v1/large'), { method: 'POST', body })).json()) as Echo;
    expect(got).toMatchObject({ bodyLength: body.length, bodySha: sha(body) });
  });

  test('stop() closes kept-alive client connections and idle upstream connections at once', async () => {
    const own = await startGateway({ port: 0, keys, upstreams: { rest: echoPort }, log });
    const first = net.connect(own.port, '127.0.0.1');
    const second = net.connect(own.port, '127.0.0.1');
    const closed = (socket: net.Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const bothClosed = Promise.all([closed(first), closed(second)]);
    for (const socket of [first, second]) socket.on('error', () => undefined);
    await talk(['GET /rest/v1/a HTTP/1.1\r\nhost: localhost\r\n\r\n'], answerCount(1), { socket: first });
    await talk(['GET /rest/v1/b HTTP/1.1\r\nhost: localhost\r\nx-odd: \u00e9\r\n\r\n'], answerCount(1), { socket: second });
    const started = performance.now();
    await own.stop();
    await bothClosed;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// Issue #37: the gateway answers only the stack's host names, adds this start's internal token (the services' ports
// require it) and never passes one a client sent; /pg drops the headers that make postgres-meta connect elsewhere.
describe('host guard and internal token', () => {
  let own: RunningGateway;
  beforeAll(async () => {
    own = await startGateway({
      port: 0,
      keys,
      upstreams: { rest: echoPort, meta: echoPort },
      log,
      hosts: new Set(['localhost', '127.0.0.1', '[::1]', 'myapp.test']),
      internalToken: 'this-start-token',
    });
  });
  afterAll(async () => {
    await own.stop();
  });

  test('a foreign Host gets 421 on every route, upgrades included, and reaches no upstream', async () => {
    for (const path of ['/rest/v1/posts', '/pg/tables', '/mcp', '/realtime/v1/websocket', '/nowhere']) {
      const { answer } = await talk(
        [`GET ${path} HTTP/1.1\r\nhost: rebound.evil.example:${own.port}\r\napikey: sb_secret_test\r\n\r\n`],
        answerCount(1),
        { socket: net.connect(own.port, '127.0.0.1') },
      );
      expect(answer, path).toMatch(/^HTTP\/1\.1 421 /);
      expect(answer.toLowerCase(), path).not.toContain('access-control-allow-origin');
      expect(answer, path).not.toContain('"url"');
    }
    const upgrade = await talk(
      ['GET /realtime/v1/websocket HTTP/1.1\r\nhost: evil.example\r\nconnection: Upgrade\r\nupgrade: websocket\r\n\r\n'],
      (text) => text.includes('\r\n\r\n'),
      { socket: net.connect(own.port, '127.0.0.1') },
    );
    expect(upgrade.answer).toMatch(/^HTTP\/1\.1 421 /);
  });

  test('a configured name passes; the token is added, a client-sent one replaced', async () => {
    const response = await new Promise<Echo>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: own.port,
          path: '/rest/v1/x',
          headers: { host: `myapp.test:${own.port}`, 'x-stack-internal-token': 'guessed' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(text) as Echo));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(response.headers['x-stack-internal-token']).toBe('this-start-token');
  });

  test('/pg drops x-connection-encrypted and pg, keeps the rest', async () => {
    const got = (await (
      await fetch(`http://127.0.0.1:${own.port}/pg/query`, {
        headers: {
          apikey: 'sb_secret_test',
          'x-connection-encrypted': 'U2FsdGVkX1forged',
          pg: 'postgresql://supabase_admin@x/y',
          'x-kept': '1',
        },
      })
    ).json()) as Echo;
    expect(got.headers['x-connection-encrypted']).toBeUndefined();
    expect(got.headers.pg).toBeUndefined();
    expect(got.headers['x-kept']).toBe('1');
    expect(got.headers['x-stack-internal-token']).toBe('this-start-token');
  });
});
