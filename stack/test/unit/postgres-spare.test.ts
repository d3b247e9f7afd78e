import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareSpare, spareDir, takeSpare } from '../../src/services/postgres/infra/spare.ts';
import { until } from '../support/stack.ts';

let dir: string;
let template: string;
let dataDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spare-test-'));
  template = path.join(dir, 'template', 'data');
  fs.mkdirSync(template, { recursive: true });
  fs.writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
  dataDir = path.join(dir, 'project', '.stack', 'data');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const spareReady = () => until(async () => fs.existsSync(path.join(spareDir(dataDir), 'template')), Boolean);

describe("the reset's spare database", () => {
  it('is a copy of the template made in the background, which a new database takes by renaming it', async () => {
    expect(takeSpare(template, dataDir)).toBe(false);
    prepareSpare(template, dataDir, 0);
    await spareReady();
    expect(takeSpare(template, dataDir)).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    // Used once: the next new database needs a new spare.
    expect(fs.existsSync(spareDir(dataDir))).toBe(false);
    // The template itself is untouched.
    expect(fs.readFileSync(path.join(template, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('of another template (migrations changed meanwhile) is not used, and is removed', async () => {
    prepareSpare(template, dataDir, 0);
    await spareReady();
    expect(takeSpare(path.join(dir, 'other-template', 'data'), dataDir)).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.existsSync(spareDir(dataDir))).toBe(false);
  });

  it('cancelled (the stack stops) leaves no spare and no half-made copy', async () => {
    const preparation = prepareSpare(template, dataDir, 60_000);
    await preparation.cancel();
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
  });
});
