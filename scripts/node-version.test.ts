import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nodeVersionWarning } from './lib/node-version.mjs';
import { windowsLine } from './lib/platform.mjs';
import { repoRoot } from './lib/stack.ts';

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } };

describe('the Node version warning of npm start and npm test', () => {
  test('package.json asks for Node 22 or newer; .nvmrc names 24', () => {
    expect(pkg.engines.node).toBe('>=22');
    expect(fs.readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe('24');
  });

  test('Node 20 gets one line naming the version needed; 22 and 24 get none', () => {
    const warning = nodeVersionWarning('20.20.2', '>=22', '24');
    expect(warning).toMatch(/needs Node 22 or newer/);
    expect(warning).toContain('20.20.2');
    expect(warning).toContain('.nvmrc names 24');
    expect(warning?.split('\n')).toHaveLength(1);
    expect(nodeVersionWarning('v22.0.0', '>=22')).toBeUndefined();
    expect(nodeVersionWarning('24.22.3', '>=22')).toBeUndefined();
    expect(nodeVersionWarning('22.11.0', '>=22.12')).toMatch(/needs Node 22\.12 or newer/);
  });

  test('it warns exactly when the running version is older than the minimum', () => {
    const part = fc.integer({ min: 0, max: 40 });
    fc.assert(
      fc.property(fc.tuple(part, part, part), fc.tuple(part, part, part), (have, wanted) => {
        const older = have[0] !== wanted[0] ? have[0] < wanted[0] : have[1] !== wanted[1] ? have[1] < wanted[1] : have[2] < wanted[2];
        const warning = nodeVersionWarning(have.join('.'), `>=${wanted.join('.')}`);
        expect(warning !== undefined).toBe(older);
      }),
    );
  });

  test('engines it cannot read give no warning rather than a wrong one', () => {
    for (const engines of [undefined, '', '^22', '22.x', '>=22 <25', 'latest'])
      expect(nodeVersionWarning('18.0.0', engines)).toBeUndefined();
  });

  test('npm test prints it on the running Node when that is too old, and runs anyway', () => {
    // With a layer name that matches none, the script does nothing but the check and the (empty) timing table.
    const run = spawnSync(process.execPath, ['scripts/test.mjs', 'no-such-layer'], { cwd: repoRoot, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm test: time per layer');
    const expected = nodeVersionWarning(process.versions.node, pkg.engines.node, '24');
    expect(run.stderr.trim()).toBe(expected ?? '');
  });
});

describe('native Windows', () => {
  test('npm start says in one line that Windows runs the project under WSL2; other platforms get nothing', () => {
    const line = windowsLine('win32');
    expect(line).toMatch(/WSL2/);
    expect(line?.split('\n')).toHaveLength(1);
    for (const platform of ['linux', 'darwin']) expect(windowsLine(platform)).toBeUndefined();
  });

  test('scripts/start.ts prints it and stops before starting anything', () => {
    const start = fs.readFileSync(path.join(repoRoot, 'scripts', 'start.ts'), 'utf8');
    const check = start.indexOf('windowsLine(process.platform)');
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(start.indexOf('ensureStack('));
  });
});
