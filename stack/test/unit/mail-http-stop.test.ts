// The inbox's HTTP server stops at once, whatever its clients left open: the supervisor gives each service 8 s to
// stop, and a CI run saw the mail service miss that while a browser suite's connections were still open.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { fileLogger } from '../../src/shared/log.ts';
import { MailStore } from '../../src/services/mail/domain/store.ts';
import { startHttp } from '../../src/services/mail/http/server.ts';

const sockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function connect(port: number, send: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (send) socket.write(send);
      resolve(socket);
    });
    socket.on('error', () => {});
    sockets.push(socket);
  });
}

test('stop ends connections that sent nothing, half a request, or wait for their next keep-alive request', { timeout: 5000 }, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-http-'));
  const log = fileLogger(path.join(dir, 'logs'), 'mail');
  const store = await MailStore.open(path.join(dir, 'mail'), 10, log);
  const port = await freePort();
  const http = await startHttp({ port, store, log });

  await connect(port, ''); // a browser's preconnect
  await connect(port, 'GET /api/v1/messages HTTP/1.1\r\nHost: localhost\r\n'); // headers never finished
  const kept = await connect(port, 'GET /livez HTTP/1.1\r\nHost: localhost\r\n\r\n'); // answered, then kept alive
  await new Promise((resolve) => kept.once('data', resolve));

  const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
  await http.stop();
  await Promise.all(closed);
  expect(sockets.every((socket) => socket.destroyed)).toBe(true);
});
