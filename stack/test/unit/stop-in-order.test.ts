import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileLogger } from '../../src/shared/log.ts';
import { stopInOrder } from '../../src/supervisor.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stop-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lines = () =>
  fs
    .readFileSync(path.join(dir, 'supervisor.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; service: string; message: string });

describe('the supervisor stops services in order', () => {
  it('goes on past a service whose stop never finishes, naming it, and still stops the ones after it', async () => {
    const stopped: string[] = [];
    const log = fileLogger(dir, 'supervisor');
    await stopInOrder(
      [
        { name: 'gateway', stop: async () => void stopped.push('gateway') },
        { name: 'storage', stop: () => new Promise<void>(() => {}) },
        { name: 'auth', stop: async () => Promise.reject(new Error('already closed')) },
        // Waited for past the limit: going on would leave it running.
        {
          name: 'postgres',
          stop: () => new Promise<void>((resolve) => setTimeout(() => resolve(void stopped.push('postgres')), 400)),
          waitAll: true,
        },
      ],
      log,
      200,
    );
    await log.close();
    expect(stopped).toEqual(['gateway', 'postgres']);
    expect(lines().map(({ level, service, message }) => [level, service, message])).toEqual([
      ['info', 'gateway', 'stopped'],
      ['error', 'storage', 'stop did not finish in time; going on with the others'],
      ['error', 'auth', 'stop failed'],
      ['info', 'postgres', 'stopped'],
    ]);
  });
});
