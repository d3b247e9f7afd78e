import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { repoRoot } from '../../shared/paths.ts';
import { freePort, isPortFree } from '../../shared/ports.ts';
import { handleIconRequest } from '../../../../web/scripts/icon-api.ts';
import { chromiumAvailable, prerender, shellFile } from '../../../../web/scripts/prerender.ts';

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

/** Where canonical URLs, Open Graph and the sitemap point when VITE_SITE_URL is not given: `npm start`'s site. */
export const defaultSiteUrl = 'http://127.0.0.1:3000';

export type BuildOptions = {
  /**
   * Write every public route as <path>/index.html plus sitemap.xml and robots.txt. true requires a browser;
   * by default pages are prerendered when Chromium exists here, else the site is the plain SPA (with a warning),
   * so `npm start` needs nothing beyond Node on a fresh machine.
   */
  prerender?: boolean;
  /**
   * The API whose content the pages are prerendered with (the local stack). Default: the API the site is built
   * for (VITE_SUPABASE_URL with VITE_SUPABASE_ANON_KEY).
   */
  contentApi?: { url: string; anonKey: string };
  log?: (line: string) => void;
};

/**
 * Production build of the SPA with the stack's URL and anon key baked in (Vite's VITE_* env), then, unless turned
 * off, the prerender of every public route (web/scripts/prerender.ts).
 */
export async function buildSite(env: Record<string, string>, outDir = distDir, options: BuildOptions = {}): Promise<void> {
  const buildEnv: Record<string, string> = { ...env, VITE_SITE_URL: env.VITE_SITE_URL || process.env.VITE_SITE_URL || defaultSiteUrl };
  const child = run(['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], buildEnv, false);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Building the site failed:\n${output}`);
  if (options.prerender === true || (options.prerender === undefined && chromiumAvailable())) {
    await prerenderBuilt(buildEnv, outDir, options);
  } else if (options.prerender === undefined) {
    (options.log ?? console.warn)(
      "Chromium not found: the site runs without prerendered pages (install Debian's chromium or set CHROMIUM_PATH to prerender).",
    );
  }
  precompress(outDir);
}

async function prerenderBuilt(buildEnv: Record<string, string>, outDir: string, options: BuildOptions): Promise<void> {
  const apiUrl = buildEnv.VITE_SUPABASE_URL;
  const anonKey = buildEnv.VITE_SUPABASE_ANON_KEY;
  if (!apiUrl || !anonKey) throw new Error('Prerendering needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
  await prerender({
    distDir: path.resolve(outDir),
    apiUrl,
    contentApi: options.contentApi ?? { url: apiUrl, anonKey },
    siteUrl: buildEnv.VITE_SITE_URL!,
    serve: serveSite,
    port: await freePort(),
    log: options.log,
  });
}

const compressible = /\.(?:html|js|css|svg|json|xml|txt)$/;

/** Writes <file>.gz next to every text file over 1 KB, which the server sends to clients that accept gzip. */
export function precompress(dir: string): void {
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!compressible.test(name) || !fs.statSync(file).isFile()) continue;
    const content = fs.readFileSync(file);
    if (content.length > 1024) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

/**
 * Serves a built site: the site's `/icons` endpoint (web/scripts/icon-api.ts), then the files, where `/a/b` is
 * a/b/index.html when it was prerendered; other paths get the app shell (200.html, or index.html of a build
 * without prerender) and the router shows the page or its 404.
 */
export async function serveSite(port: number, dir = distDir, host = '127.0.0.1'): Promise<{ stop: () => Promise<void> }> {
  if (host === '127.0.0.1') await assertPort(port);
  const shell = fs.existsSync(path.join(dir, shellFile)) ? shellFile : true;
  const assets = sirv(dir, {
    single: shell,
    etag: true,
    gzip: true,
    // Vite's file names carry a content hash: cache them for good. Pages are revalidated (etag) on every visit.
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const server = http.createServer((req, res) => {
    if (handleIconRequest(req, res)) return;
    assets(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
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
