/**
 * The Deno binary for each platform: deno's npm package installs it from one of its optional `@deno/<target>`
 * packages (their names follow deno's own install script). The stack spawns that binary itself, not the package's
 * Node wrapper, so signals reach Deno (VERIFIED.md).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** `@deno/<target>` and the file in it, for a platform; undefined where deno publishes no build. */
export function denoPackage(
  platform: NodeJS.Platform,
  arch: string,
  libc: 'glibc' | 'musl' = 'glibc',
): { name: string; file: string } | undefined {
  if (arch !== 'x64' && arch !== 'arm64') return undefined;
  if (platform === 'linux') return libc === 'glibc' ? { name: `@deno/linux-${arch}-glibc`, file: 'deno' } : undefined;
  if (platform === 'darwin') return { name: `@deno/darwin-${arch}`, file: 'deno' };
  if (platform === 'win32') return { name: `@deno/win32-${arch}`, file: 'deno.exe' };
  return undefined;
}

/** Whether this Linux uses musl (Alpine), where deno publishes no build. */
function linuxLibc(): 'glibc' | 'musl' {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return report?.header?.glibcVersionRuntime ? 'glibc' : 'musl';
}

export function installedDenoBinary(): string {
  const target = denoPackage(process.platform, process.arch, process.platform === 'linux' ? linuxLibc() : 'glibc');
  if (!target)
    throw new Error(
      `Deno publishes no build for ${process.platform}-${process.arch}${process.platform === 'linux' ? ` (${linuxLibc()})` : ''}.`,
    );
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = path.dirname(require.resolve(`${target.name}/package.json`));
  } catch {
    throw new Error(`${target.name} (Deno for this platform) is not installed: run npm ci (package-lock.json lists it).`);
  }
  return path.join(dir, target.file);
}
