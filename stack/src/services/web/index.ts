import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import sirv from 'sirv';
import { repoRoot } from '../../shared/paths.ts';
import { isPortFree } from '../../shared/ports.ts';

const webDir = path.join(repoRoot, 'web');
const distDir = path.join(webDir, 'dist');

function viteBin(): string {
  const require = createRequire(path.join(webDir, 'package.json'));
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

async function assertPort(port: number): Promise<void> {
  if (!(await isPortFree(port))) throw new Error(`Port ${port} for the site is already in use; choose another with --port.`);
}

function run(args: string[], env: Record<string, string>, inherit: boolean) {
  return spawn(process.execPath, [viteBin(), ...args], {
    cwd: webDir,
    env: { ...process.env, ...env },
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
}

/** Production build of the SPA with the stack's URL and anon key baked in (Vite's VITE_* env). */
export async function buildSite(env: Record<string, string>, outDir = distDir): Promise<void> {
  const child = run(['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], env, false);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Building the site failed:\n${output}`);
}

/** Serves web/dist with the SPA fallback: unknown paths get index.html and the router shows its 404 page. */
export async function serveSite(port: number, dir = distDir): Promise<{ stop: () => Promise<void> }> {
  await assertPort(port);
  const assets = sirv(dir, { single: true, etag: true, gzip: false });
  const server = http.createServer((req, res) => assets(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Vite's dev server with hot reload, as a child process that stops with us. */
export async function startDevSite(port: number, env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  await assertPort(port);
  const child = run(['--port', String(port), '--strictPort', '--host', '127.0.0.1'], env, true);
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
