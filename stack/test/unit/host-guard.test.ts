import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  guardListener,
  hostAllowed,
  hostAllowList,
  hostnameOf,
  INTERNAL_TOKEN_HEADER,
  LOOPBACK_ONLY,
  stackHostAllowList,
} from '../../src/shared/host-guard.ts';

// The stack's one Host guard (issue #37: DNS rebinding): the Host parser, the allow-list and the guard in front of a
// real Node server.

describe('hostnameOf', () => {
  test('takes a name, an IPv4 or a bracketed IPv6, with or without a port, lower-cased', () => {
    expect(hostnameOf('localhost')).toBe('localhost');
    expect(hostnameOf('LocalHost:54321')).toBe('localhost');
    expect(hostnameOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]')).toBe('[::1]');
    expect(hostnameOf('[::1]:54323')).toBe('[::1]');
    expect(hostnameOf('[0:0:0:0:0:0:0:1]:80')).toBe('[::1]');
    expect(hostnameOf('myapp.test')).toBe('myapp.test');
  });

  test('refuses what no browser sends as a Host: userinfo, paths, spaces, bad ports, bare IPv6, empty', () => {
    for (const host of [
      '',
      'evil@localhost',
      'localhost/x',
      'localhost:',
      'localhost:65536',
      'localhost:80:80',
      'localhost :80',
      '::1',
      '[::1',
      '[::1]x',
      '[::1]:',
      '[evil]',
      '[fe80::1%25eth0]',
      'local_host',
      '-localhost',
      'localhost.',
      '127.0.0.1:54323.evil',
    ])
      expect(hostnameOf(host), JSON.stringify(host)).toBeUndefined();
  });

  test('property: any answer is lower-case and has no port; a name and port always parse back to the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (host) => {
        const name = hostnameOf(host);
        if (name === undefined) return;
        expect(name).toBe(name.toLowerCase());
        expect(name.startsWith('[') ? name.endsWith(']') : !name.includes(':')).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.integer({ min: 0, max: 65535 })), (domain, port) => {
        expect(hostnameOf(port === null ? domain : `${domain}:${port}`)).toBe(domain.toLowerCase());
      }),
    );
    fc.assert(
      fc.property(fc.ipV6(), fc.option(fc.integer({ min: 0, max: 65535 })), (ip, port) => {
        const canonical = new URL(`http://[${ip}]/`).hostname;
        expect(hostnameOf(port === null ? `[${ip}]` : `[${ip}]:${port}`)).toBe(canonical);
      }),
    );
  });

  test('property: a loopback name with anything appended is never taken for that name', () => {
    fc.assert(
      fc.property(fc.constantFrom('localhost', '127.0.0.1', '[::1]'), fc.string({ minLength: 1, maxLength: 30 }), (name, tail) => {
        if (/^:[0-9]{1,5}$/.test(tail) && Number(tail.slice(1)) <= 65535) return;
        expect(hostAllowed(LOOPBACK_ONLY, name + tail)).toBe(false);
      }),
    );
  });
});

describe('the allow-list', () => {
  test('holds the loopback names, the hosts of external_url and site_url, and STACK_ALLOWED_HOSTS', () => {
    const { hosts, invalid } = stackHostAllowList(
      { api: { external_url: 'http://api.myapp.test:54321' }, auth: { site_url: 'http://MyApp.test:3000' } },
      { STACK_ALLOWED_HOSTS: ' 192.168.1.5 , laptop.lan:8080,[fd00::1],not a host,' },
    );
    expect([...hosts].sort()).toEqual([
      '127.0.0.1',
      '192.168.1.5',
      '[::1]',
      '[fd00::1]',
      'api.myapp.test',
      'laptop.lan',
      'localhost',
      'myapp.test',
    ]);
    expect(invalid).toEqual(['not a host']);
  });

  test('ignores URLs that are not URLs', () => {
    const { hosts } = hostAllowList({ urls: [undefined, '', 'not a url', 'file:///x'] });
    expect([...hosts].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
  });

  test('serves its names at any port, a request without Host, and nothing else', () => {
    const { hosts } = hostAllowList({ urls: ['http://myapp.test:3000'] });
    for (const host of [undefined, 'localhost', 'localhost:1', '127.0.0.1:54321', '[::1]:54324', 'myapp.test', 'MYAPP.test:80'])
      expect(hostAllowed(hosts, host), String(host)).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', 'myapp.test.evil.example', '127.0.0.2', '0.0.0.0', 'sub.myapp.test'])
      expect(hostAllowed(hosts, host), host).toBe(false);
  });
});

describe('guardListener in front of a server', () => {
  let server: http.Server;
  let port: number;
  let reached = 0;

  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      reached++;
      res.writeHead(200, { 'access-control-allow-origin': '*' }).end('the-secret-page');
    });
    server.on('upgrade', (_req, socket) => {
      reached++;
      socket.end('HTTP/1.1 101 Switching Protocols\r\n\r\n');
    });
    guardListener(server, { hosts: LOOPBACK_ONLY, token: 'the-token', refuseOrigins: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (headers: Record<string, string>, upgrade = false) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        path: '/',
        headers: { ...headers, ...(upgrade ? { connection: 'upgrade', upgrade: 'websocket' } : {}) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve({ status: res.statusCode!, headers: res.headers, body: '' });
      });
      req.on('error', reject);
      req.end();
    });

  test('a foreign Host gets 421 and nothing of the server, plain or upgrade', async () => {
    const before = reached;
    for (const upgrade of [false, true]) {
      const answer = await send({ host: 'rebound.evil.example', [INTERNAL_TOKEN_HEADER]: 'the-token' }, upgrade);
      expect(answer.status).toBe(421);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain('the-secret-page');
    }
    expect(reached).toBe(before);
  });

  test('no token or a wrong one gets 403; an Origin gets 403; the token from loopback passes', async () => {
    const before = reached;
    expect((await send({ host: 'localhost:1' })).status).toBe(403);
    expect((await send({ host: 'localhost:1', [INTERNAL_TOKEN_HEADER]: 'the-tokem' })).status).toBe(403);
    expect((await send({ host: 'localhost:1', [INTERNAL_TOKEN_HEADER]: 'the-token', origin: 'http://localhost:1' })).status).toBe(403);
    expect((await send({ host: 'localhost:1' }, true)).status).toBe(403);
    expect(reached).toBe(before);
    expect(await send({ host: `127.0.0.1:${port}`, [INTERNAL_TOKEN_HEADER]: 'the-token' })).toMatchObject({
      status: 200,
      body: 'the-secret-page',
    });
    expect((await send({ host: `[::1]:${port}`, [INTERNAL_TOKEN_HEADER]: 'the-token' }, true)).status).toBe(101);
  });
});
