import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnServiceProcess } from '../../src/shared/child-process.ts';
import { fileLogger } from '../../src/shared/log.ts';
import { isProcessAlive } from '../../src/shared/ports.ts';
import { stopOrKill } from '../../src/supervisor.ts';
import { SERVICES } from '../../src/services/registry.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stop-or-kill-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const lines = () =>
  fs
    .readFileSync(path.join(dir, 'supervisor.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { service: string; message: string });

/** A program that ignores SIGTERM, as postgres-meta does; it says when it is ready to be signalled. */
async function stubbornProgram(log: ReturnType<typeof fileLogger>) {
  const program = spawnServiceProcess(
    process.execPath,
    ['-e', "process.on('SIGTERM', () => console.log('ignored')); console.log('ready'); setInterval(() => {}, 1000);"],
    {},
    log,
  );
  await new Promise<void>((resolve) => program.child.stdout!.once('data', () => resolve()));
  return program;
}

describe('a service that holds nothing', () => {
  it('is killed when it has not stopped within its grace, and the kill is logged', async () => {
    const log = fileLogger(dir, 'supervisor');
    const program = await stubbornProgram(fileLogger(dir, 'meta'));
    const pid = program.child.pid!;
    await stopOrKill('meta', () => program.stop(), pid, log, 50)();
    expect(isProcessAlive(pid)).toBe(false);
    expect(program.child.signalCode).toBe('SIGKILL');
    await log.close();
    expect(lines()).toContainEqual(expect.objectContaining({ service: 'meta', message: 'killed after its grace: it holds nothing' }));
  });

  it('is not killed when it stops within its grace', async () => {
    const log = fileLogger(dir, 'supervisor');
    const program = spawnServiceProcess(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {}, fileLogger(dir, 'rest'));
    await stopOrKill('rest', () => program.stop(), program.child.pid!, log, 5_000)();
    expect(program.child.signalCode).toBe('SIGTERM');
    await log.close();
    const file = path.join(dir, 'supervisor.log');
    expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '').not.toContain('killed after its grace');
  });

  it('is postgres-meta, the one program of the stack that ignores SIGTERM; a reset restarts only what keeps database state', () => {
    expect(SERVICES.filter((service) => service.holdsNothing).map((service) => service.name)).toEqual(['meta']);
    // Postgres and what holds its schema, connections or replication slot start again with the new database.
    expect(SERVICES.filter((service) => !service.keepsNoDatabaseState).map((service) => service.name)).toEqual([
      'postgres',
      'rest',
      'auth',
      'realtime',
      'storage',
      'net',
      'cron',
    ]);
  });
});
