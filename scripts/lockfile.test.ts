/**
 * `npm ci` refuses a lock file that lacks an entry for an optional dependency of the Supabase CLI package, even one
 * for another platform ("Missing: @supabase/cli-darwin-arm64@ from lock file"). npm 11 leaves such entries out when
 * the registry it talks to cannot serve that platform's package (seen with a registry mirror here), so a lock written
 * by `npm install supabase` on one machine can break `npm ci` on every fresh clone. The entries were added by hand
 * where that happened; this test keeps them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from './lib/stack.ts';

type LockEntry = { version?: string; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] };

it('package-lock.json pins the Supabase CLI with its binary package for every platform', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const cli = lock.packages['node_modules/supabase'];
  expect(pkg.devDependencies.supabase, 'an exact version, so every clone runs the same CLI').toMatch(/^\d+\.\d+\.\d+$/);
  expect(cli?.version).toBe(pkg.devDependencies.supabase);
  const binaries = Object.keys(cli?.optionalDependencies ?? {});
  expect(binaries.length).toBeGreaterThanOrEqual(8);
  const missing = binaries.filter((name) => lock.packages[`node_modules/${name}`]?.version !== cli?.version);
  expect(missing).toEqual([]);
  for (const name of binaries) {
    const entry = lock.packages[`node_modules/${name}`]!;
    expect(entry.os?.length && entry.cpu?.length, `${name} names its os and cpu, so other platforms skip it`).toBeTruthy();
  }
});
