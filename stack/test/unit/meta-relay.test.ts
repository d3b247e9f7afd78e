// postgres-meta's relay listens before postgres-meta serves (the stack does not wait seconds for it to load): a
// request that comes meanwhile is held and then answered by postgres-meta, or gets the gateway's 502 when it failed.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { startMetaRelay } from '../../src/services/meta/http/relay.ts';
import { INTERNAL_TOKEN_HEADER } from '../../src/shared/host-guard.ts';
import { fileLogger } from '../../src/shared/log.ts';
import { BAD_GATEWAY_MESSAGE } from '../../src/shared/relay.ts';

let dir: string;
let upstream: http.Server;
let pool: Pool;
const seen: string[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meta-relay-test-'));
  seen.length = 0;
  // Stands in for postgres-meta on its unix socket.
  upstream = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ name: 'public' }]));
  });
  const socketPath = path.join(dir, 'api.sock');
  await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
  pool = new Pool('http://localhost', { connect: { socketPath } });
});

afterEach(async () => {
  await pool.destroy();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const ask = (port: number) =>
  fetch(`http://127.0.0.1:${port}/schemas`, { headers: { [INTERNAL_TOKEN_HEADER]: 'token' } }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as unknown,
  }));

describe("postgres-meta's relay while postgres-meta loads", () => {
  test('holds a request until postgres-meta serves, then relays it', async () => {
    const ready = deferred();
    const relay = await startMetaRelay({ pool, ready: ready.promise, token: 'token', log: fileLogger(dir, 'meta') });
    try {
      let settled = false;
      const answer = ask(relay.port).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toEqual([]);
      expect(settled).toBe(false);
      ready.resolve();
      expect(await answer).toEqual({ status: 200, body: [{ name: 'public' }] });
      expect(seen).toEqual(['/schemas']);
      // Once it serves, requests go straight through.
      expect((await ask(relay.port)).status).toBe(200);
    } finally {
      await relay.stop();
    }
  });

  test("answers the gateway's 502 to held and later requests when postgres-meta did not start", async () => {
    const ready = deferred();
    ready.promise.catch(() => undefined);
    const relay = await startMetaRelay({ pool, ready: ready.promise, token: 'token', log: fileLogger(dir, 'meta') });
    try {
      const held = ask(relay.port);
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready.reject(new Error('postgres-meta exited with code 1'));
      expect(await held).toEqual({ status: 502, body: { message: BAD_GATEWAY_MESSAGE } });
      expect(await ask(relay.port)).toEqual({ status: 502, body: { message: BAD_GATEWAY_MESSAGE } });
      expect(seen).toEqual([]);
    } finally {
      await relay.stop();
    }
  });
});
