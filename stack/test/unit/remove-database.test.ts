// A reset in place does not wait for ~50 MB of cluster files to be deleted: the cluster is renamed aside at once (its
// path is free for the new database) and deleted in the background; a stack that stopped first leaves it to the next.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stackPaths, type StackPaths } from '../../src/shared/paths.ts';
import { removeDatabase } from '../../src/state.ts';
import { until } from '../support/stack.ts';

let workdir: string;
let paths: StackPaths;

beforeEach(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'remove-database-'));
  fs.chmodSync(workdir, 0o755);
  paths = stackPaths(workdir);
});
afterEach(() => fs.rmSync(workdir, { recursive: true, force: true }));

function cluster(dir: string): void {
  fs.mkdirSync(path.join(dir, 'base', '5'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(dir, 'base', '5', '1259'), Buffer.alloc(8192));
}

const beside = () => fs.readdirSync(path.dirname(paths.data)).filter((entry) => entry.startsWith(`${path.basename(paths.data)}.`));

describe('removeDatabase', () => {
  test('in the background: the cluster is moved aside at once and deleted a moment later', async () => {
    cluster(paths.data);
    removeDatabase(paths, { inBackground: true });
    expect(fs.existsSync(paths.data)).toBe(false);
    const aside = beside();
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/^data\.removed-\d+-[0-9a-f]+$/);
    // Moved whole: the new cluster can take the path while the old files still exist.
    expect(fs.existsSync(path.join(path.dirname(paths.data), aside[0]!, 'base', '5', '1259'))).toBe(true);
    cluster(paths.data);
    expect(
      await until(
        async () => beside(),
        (left) => left.length === 0,
        10_000,
      ),
    ).toEqual([]);
    expect(fs.existsSync(path.join(paths.data, 'PG_VERSION'))).toBe(true);
  });

  test('a removed cluster a stopped stack left behind goes with the next removal; the spare stays', () => {
    cluster(paths.data);
    cluster(`${paths.data}.removed-1-deadbeef`);
    cluster(path.join(`${paths.data}.spare`, 'data'));
    removeDatabase(paths);
    expect(fs.existsSync(paths.data)).toBe(false);
    expect(beside()).toEqual(['data.spare']);
  });
});
