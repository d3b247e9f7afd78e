import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileLogger } from '../../src/shared/log.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (service: string) => {
  const file = path.join(dir, `${service}.log`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
};

describe('service logs, written in batches', () => {
  it('close() writes what waits, in order: JSON lines with time, level, service and fields; raw text as is', async () => {
    const log = fileLogger(dir, 'rest');
    log.info('pierwsza', { status: 200 });
    log.raw('surowy wiersz z procesu');
    log.error('druga');
    log.raw('już z końcem wiersza\n');
    await log.close();
    const lines = read('rest').split('\n');
    expect(lines).toHaveLength(5);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', service: 'rest', message: 'pierwsza', status: 200 });
    expect(Date.parse((JSON.parse(lines[0]!) as { time: string }).time)).toBeGreaterThan(Date.now() - 60_000);
    expect(lines[1]).toBe('surowy wiersz z procesu');
    expect(JSON.parse(lines[2]!)).toMatchObject({ level: 'error', message: 'druga' });
    expect(lines[3]).toBe('już z końcem wiersza');
    expect(lines[4]).toBe('');
  });

  it('a burst reaches the file together shortly after, without close(); later lines append', async () => {
    const log = fileLogger(dir, 'gateway');
    for (let i = 0; i < 500; i++) log.info('żądanie', { i });
    expect(read('gateway')).toBe(''); // still waiting for its batch
    await expect.poll(() => read('gateway').split('\n').filter(Boolean).length, { timeout: 2_000 }).toBe(500);
    log.info('po przerwie');
    await expect.poll(() => read('gateway').includes('po przerwie'), { timeout: 2_000 }).toBe(true);
    await log.close();
    const numbers = read('gateway')
      .split('\n')
      .filter((line) => line.includes('żądanie'))
      .map((line) => (JSON.parse(line) as { i: number }).i);
    expect(numbers).toEqual([...Array(500).keys()]);
  });

  it('a line logged after close() is appended, not lost; a log that cannot be written never throws', async () => {
    const log = fileLogger(dir, 'storage');
    log.info('przed zamknięciem');
    await log.close();
    log.info('po zamknięciu');
    expect(read('storage')).toContain('po zamknięciu');

    const gone = path.join(dir, 'zniknie');
    const orphan = fileLogger(gone, 'auth');
    fs.rmSync(gone, { recursive: true });
    orphan.info('w próżnię');
    await orphan.close();
    expect(() => orphan.error('znowu w próżnię')).not.toThrow();
  });

  it('a process that exits before its batch is written still leaves every line in the file', () => {
    const script = `
      import { fileLogger } from ${JSON.stringify(path.resolve('stack/src/shared/log.ts'))};
      const log = fileLogger(process.argv[1], 'functions');
      log.info('przed wyjściem');
      log.raw('ostatni wiersz');
      process.exit(3);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(3);
    const lines = read('functions').split('\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ message: 'przed wyjściem', service: 'functions' });
    expect(lines[1]).toBe('ostatni wiersz');
  });
});
