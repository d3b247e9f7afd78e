import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { isProcessAlive } from '../../src/shared/ports.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { testClient } from '../support/clients.ts';

let stack: TestStack;
let service: SupabaseClient;

const storageDir = () => path.join(stack.workdir, '.stack', 'storage');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function rowsNamed(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: stack.env.DB_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from storage.objects where name = $1', [name]);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  stack = await startTestStack();
  service = testClient(stack.env.API_URL!, stack.env.SERVICE_ROLE_KEY!);
  const { error } = await service.storage.createBucket('awaria', { public: false });
  if (error) throw error;
});

afterAll(async () => {
  await stack?.dispose();
});

test('kill -9 during a large upload leaves neither a row nor a file; the next start sweeps and completes', async () => {
  const kept = crypto.randomBytes(256 * 1024);
  expect(
    (await service.storage.from('awaria').upload('trwale/plik.bin', kept, { contentType: 'application/octet-stream' })).error,
  ).toBeNull();
  const renamedLater = crypto.randomBytes(1024);
  expect(
    (await service.storage.from('awaria').upload('trwale/drugi.bin', renamedLater, { contentType: 'application/octet-stream' })).error,
  ).toBeNull();

  // A crash after the row commit but before the rename: the fsynced temp file is all that is left.
  const [secondVersion] = filesUnder(path.join(storageDir(), 'awaria', 'trwale', 'drugi.bin'));
  const secondDir = path.join(storageDir(), 'awaria', 'trwale', 'drugi.bin');
  fs.renameSync(path.join(secondDir, secondVersion!), path.join(secondDir, `${secondVersion}.tmp`));
  // Bytes of a version no row points at (e.g. an overwrite interrupted before the old version was deleted).
  const orphan = path.join(storageDir(), 'awaria', 'trwale', 'plik.bin', crypto.randomUUID());
  fs.writeFileSync(orphan, 'sierota');

  // An upload that never finishes: 1 MiB chunks, slowly, until the supervisor dies.
  let sent = 0;
  const body = new Readable({
    read() {
      setTimeout(() => {
        sent += 1;
        this.push(crypto.randomBytes(1024 * 1024));
      }, 20);
    },
  });
  const upload = fetch(`${stack.env.API_URL}/storage/v1/object/awaria/przerwane/duzy.bin`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit).catch((error: Error) => error);
  const partialDir = path.join(storageDir(), 'awaria', 'przerwane', 'duzy.bin');
  await waitFor(() => sent > 5 && filesUnder(partialDir).some((file) => file.endsWith('.tmp')), 'a partial temp file');

  const state = JSON.parse(fs.readFileSync(path.join(stack.workdir, '.stack', 'state.json'), 'utf8')) as { supervisorPid: number };
  process.kill(-state.supervisorPid, 'SIGKILL');
  await waitFor(() => !isProcessAlive(state.supervisorPid), 'the supervisor to die');
  expect(await upload).toBeInstanceOf(Error);
  body.destroy();
  expect(filesUnder(partialDir).length).toBeGreaterThan(0);

  await stack.up();
  expect(await rowsNamed('przerwane/duzy.bin')).toBe(0);
  expect(filesUnder(partialDir)).toEqual([]);
  expect(fs.existsSync(orphan)).toBe(false);
  expect(filesUnder(secondDir)).toEqual([secondVersion]);

  const first = await service.storage.from('awaria').download('trwale/plik.bin');
  expect(Buffer.from(await first.data!.arrayBuffer()).equals(kept)).toBe(true);
  const second = await service.storage.from('awaria').download('trwale/drugi.bin');
  expect(Buffer.from(await second.data!.arrayBuffer()).equals(renamedLater)).toBe(true);
});
