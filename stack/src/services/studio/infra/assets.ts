import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../shared/paths.ts';
import type { Logger } from '../../../shared/log.ts';

/** The dashboard's sources (the `studio` workspace) and where Vite writes its build. */
export const studioDir = path.join(repoRoot, 'studio');
export const studioDist = path.join(studioDir, 'dist');

/** Every input of the build by path, size and modification time: a change anywhere makes a new build. */
function buildKey(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.statSync(file);
        hash.update(`${path.relative(studioDir, file)}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  walk(path.join(studioDir, 'src'));
  for (const file of ['index.html', 'vite.config.ts', 'package.json']) {
    const stat = fs.statSync(path.join(studioDir, file));
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/**
 * The built dashboard for its current sources: `studio/dist/<key>/`, built now with Vite (a child process, so Vite
 * never loads into the stack's process) when no build of these sources exists. Each build goes to a folder of its
 * own and is renamed into place whole, so stacks starting side by side never serve a half-written build.
 */
export async function ensureBuilt(log: Logger): Promise<string> {
  const key = buildKey().slice(0, 16);
  const dir = path.join(studioDist, key);
  if (fs.existsSync(path.join(dir, 'index.html'))) return dir;
  const started = performance.now();
  const staging = path.join(studioDist, `.staging-${process.pid}-${crypto.randomUUID()}`);
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'], {
        cwd: studioDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`building the dashboard failed (vite exited with ${code}):\n${text}`)),
      );
    });
    if (output.trim()) log.raw(output);
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      // Another stack finished the same build first: use theirs.
      if (!fs.existsSync(path.join(dir, 'index.html'))) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  // Builds of older sources go (best effort: another stack may still serve one until it stops).
  for (const entry of fs.readdirSync(studioDist)) {
    if (entry !== key && !entry.startsWith('.staging-')) fs.rmSync(path.join(studioDist, entry), { recursive: true, force: true });
  }
  log.info('dashboard built', { ms: Math.round(performance.now() - started) });
  return dir;
}
