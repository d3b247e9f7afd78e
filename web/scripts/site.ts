/**
 * Building and serving the site: the production build (Vite) with every public route prerendered, reused while its
 * sources are unchanged (only pages whose content changed are rendered again), the static server, the dev server.
 * Knows nothing of the local stack: it gets the API's URL and anon key from whoever calls it (scripts/, e2e/).
 */
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { precompress, writeFileAtomic } from './files.ts';
import { handleIconRequest } from './icon-api.ts';
import { pageStatusFor } from './page-status.ts';
import { prerenderSite, readManifest, refreshPages, type PagesOptions, type RefreshResult } from './pages.ts';
import { chromiumAvailable, shellFile } from './prerender.ts';
import { parseRequestTarget } from './request-target.ts';

export const webDir = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(webDir, 'dist');
const repoRoot = path.dirname(webDir);
/** What the last complete build was made from; written last, so an interrupted build is never reused. */
const buildInfoFile = '.build.json';

/** Where canonical URLs, Open Graph and the sitemap point when VITE_SITE_URL is not given: `npm start`'s site. */
export const defaultSiteUrl = 'http://127.0.0.1:3000';

function viteBin(): string {
  const require = createRequire(path.join(webDir, 'package.json'));
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

function runVite(args: string[], env: Record<string, string>, inherit: boolean) {
  return spawn(process.execPath, [viteBin(), ...args], {
    cwd: webDir,
    env: { ...process.env, ...env },
    stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
}

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
  /**
   * Keep the build in outDir when it was made from the same sources and settings, and only render again the pages
   * whose content changed since (`npm start`). Default false: always build afresh.
   */
  reuse?: boolean;
  log?: (line: string) => void;
};

export type BuildResult = { reused: boolean; prerendered: boolean; refresh?: RefreshResult };

/** Files whose content shapes the built site: the app, its build and prerender code, the installed versions. */
function buildInputs(): string[] {
  const skip = new Set(['node_modules', 'dist']);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(webDir);
  files.push(path.join(repoRoot, 'package-lock.json'));
  return files.filter((file) => fs.existsSync(file)).sort();
}

/** Content hash of the build's inputs and settings: equal keys build equal sites. */
export function buildKey(env: Record<string, string>, prerender: boolean): string {
  const hash = createHash('sha256').update(JSON.stringify({ env: Object.entries(env).sort(), prerender, node: process.version }));
  for (const file of buildInputs()) hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function readBuildInfo(outDir: string): { key?: string } {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, buildInfoFile), 'utf8')) as { key?: string };
  } catch {
    return {};
  }
}

function pagesOptions(buildEnv: Record<string, string>, outDir: string, options: BuildOptions): PagesOptions {
  const apiUrl = buildEnv.VITE_SUPABASE_URL;
  const anonKey = buildEnv.VITE_SUPABASE_ANON_KEY;
  if (!apiUrl || !anonKey) throw new Error('Prerendering needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
  return {
    distDir: path.resolve(outDir),
    apiUrl,
    contentApi: options.contentApi ?? { url: apiUrl, anonKey },
    siteUrl: buildEnv.VITE_SITE_URL!,
    serveShell: (dir) => serveSite(0, dir, { shellOnly: true }),
    log: options.log,
  };
}

/**
 * Production build of the SPA with the API's URL and anon key baked in (Vite's VITE_* env), then, unless turned
 * off, the prerender of every public route (pages.ts). With `reuse`, an unchanged build is kept and only brought in
 * step with the database.
 */
export async function buildSite(env: Record<string, string>, outDir = distDir, options: BuildOptions = {}): Promise<BuildResult> {
  const log = options.log ?? console.log;
  const buildEnv: Record<string, string> = { ...env, VITE_SITE_URL: env.VITE_SITE_URL || process.env.VITE_SITE_URL || defaultSiteUrl };
  const prerender = options.prerender ?? chromiumAvailable();
  if (options.prerender === undefined && !prerender)
    log("Chromium not found: the site runs without prerendered pages (install Debian's chromium or set CHROMIUM_PATH to prerender).");
  const key = buildKey(buildEnv, prerender);
  if (options.reuse && readBuildInfo(outDir).key === key) {
    if (!prerender) return { reused: true, prerendered: false };
    const refresh = await refreshPages(pagesOptions(buildEnv, outDir, options));
    return { reused: true, prerendered: true, refresh };
  }
  fs.rmSync(path.join(outDir, buildInfoFile), { force: true });
  log('building the site (vite build)');
  const child = runVite(['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], buildEnv, false);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Building the site failed:\n${output}`);
  if (prerender) {
    fs.copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, shellFile));
    await prerenderSite(pagesOptions(buildEnv, outDir, options));
  }
  precompress(outDir);
  writeFileAtomic(path.join(outDir, buildInfoFile), JSON.stringify({ key, builtAt: new Date().toISOString() }));
  return { reused: false, prerendered: prerender };
}

/**
 * Prerenders a site built elsewhere (`vite build` alone, e.g. in a container image) against its API, or, when it was
 * prerendered before, brings its pages in step with the database. For serving with fresh pages without the stack.
 */
export async function prerenderBuiltSite(
  env: Record<string, string>,
  outDir: string,
  options: BuildOptions = {},
): Promise<RefreshResult | undefined> {
  const buildEnv = { ...env, VITE_SITE_URL: env.VITE_SITE_URL || process.env.VITE_SITE_URL || defaultSiteUrl };
  const pages = pagesOptions(buildEnv, outDir, options);
  if (readManifest(outDir)) return refreshPages(pages);
  if (!fs.existsSync(path.join(outDir, shellFile))) fs.copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, shellFile));
  await prerenderSite(pages);
  precompress(outDir);
  return undefined;
}

/**
 * Re-renders the pages of a built site whose content changed (refreshPages) every `intervalMs`, one run at a time,
 * and tells the server to pick up the new files. Returns the stop function.
 */
export function keepPagesFresh(
  site: { reload: () => void },
  env: Record<string, string>,
  outDir: string,
  options: BuildOptions & { intervalMs: number },
): () => Promise<void> {
  const buildEnv = { ...env, VITE_SITE_URL: env.VITE_SITE_URL || process.env.VITE_SITE_URL || defaultSiteUrl };
  const log = options.log ?? console.log;
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = refreshPages(pagesOptions(buildEnv, outDir, { ...options, log }))
      .then((result) => {
        if (result.rendered.length || result.removed.length) {
          site.reload();
          log(`pages refreshed: ${[...result.rendered, ...result.removed.map((page) => `${page} (removed)`)].join(', ')}`);
        }
      })
      .catch((error: Error) => log(`refreshing the pages failed (the site keeps the previous ones): ${error.message}`))
      .finally(() => (running = undefined));
  }, options.intervalMs);
  timer.unref();
  // Stopping waits for a refresh under way, so nothing writes into the folder after its owner removed it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export type ServeOptions = {
  host?: string;
  /** Every page path gets the app shell (200.html), prerendered or not: what the prerenderer renders from. */
  shellOnly?: boolean;
};

export type SiteServer = { url: string; port: number; stop: () => Promise<void>; reload: () => void };

/** A path that names a page (no file extension, or .html), not a file such as /assets/x.js or /favicon.svg. */
function isPagePath(pathname: string): boolean {
  const last = pathname.split('/').at(-1) ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/** A file of the built site answers this path (itself, <path>/index.html or <path>.html), as sirv looks them up. */
function hasFile(dir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const base = path.join(dir, decoded);
  if (!base.startsWith(dir)) return false;
  return [base, path.join(base, 'index.html'), `${base.replace(/\/+$/, '')}.html`].some((file) =>
    fs.statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
}

/** 404 with the prerendered 404 page (or the app shell, whose router shows the same screen). */
function notFound(dir: string, res: http.ServerResponse): void {
  const page = [path.join(dir, '404', 'index.html'), path.join(dir, shellFile), path.join(dir, 'index.html')].find((file) =>
    fs.existsSync(file),
  )!;
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  fs.createReadStream(page).pipe(res);
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} for the site is already in use; choose another with --port.`) : error),
    );
    server.listen({ port, host, exclusive: true }, () => resolve());
  });
}

/**
 * Serves a built site: the site's `/icons` endpoint (icon-api.ts), then the files, where `/a/b` is a/b/index.html
 * when it was prerendered; other paths get the app shell (200.html, or index.html of a build without prerender) and
 * the router shows the page or its 404. `reload()` picks up files written since (a page refresh). Port 0: any free.
 */
export async function serveSite(port: number, dir = distDir, options: ServeOptions = {}): Promise<SiteServer> {
  const host = options.host ?? '127.0.0.1';
  // Vite's hashed files under /assets/ never change once written: served from sirv's index of the folder, cached
  // for good. Everything else (pages, 200.html, sitemap.xml and their .gz) is rewritten while the site runs (pages
  // follow the database), so it is looked up on every request: an index made earlier would answer with the old
  // Content-Length and ETag (a rewritten page arrived cut off, or the response never ended) and point at removed
  // files. Pages are revalidated (ETag) on every visit.
  const makeHandler = () =>
    sirv(dir, {
      etag: true,
      gzip: true,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    });
  const pages = sirv(dir, { dev: true, etag: true, gzip: true, single: fs.existsSync(path.join(dir, shellFile)) ? shellFile : true });
  let assets = makeHandler();
  // Paths no route can show answer 404 with the 404 page (page-status.ts), so crawlers index no error screen.
  const pageStatus = options.shellOnly ? undefined : pageStatusFor(path.join(webDir, 'src', 'routes'));
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // One request that slips past the handlers must not take the site down: it gets a 500, the server serves on.
      console.error(`site: request failed: ${(error as Error).message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end('Błąd serwera');
    }
  });
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = parseRequestTarget(req.url);
    if (!target) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return void res.end('Nieprawidłowe żądanie');
    }
    if (handleIconRequest(req, res)) return;
    const pathname = target.pathname;
    if (options.shellOnly && isPagePath(pathname)) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return void fs.createReadStream(path.join(dir, shellFile)).pipe(res);
    }
    if (pathname.startsWith('/assets/')) assets(req, res, () => pages(req, res));
    else if (pageStatus && isPagePath(pathname) && !hasFile(dir, pathname) && pageStatus(pathname) === 'not-found') notFound(dir, res);
    else pages(req, res);
  };
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    reload: () => (assets = makeHandler()),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Vite's dev server with hot reload, as a child process that stops with us. */
export async function startDevSite(port: number, env: Record<string, string>): Promise<{ stop: () => Promise<void> }> {
  // Vite's --strictPort refuses a taken port with its own message; checking first gives ours.
  const probe = http.createServer();
  await listen(probe, port, '127.0.0.1');
  await new Promise((resolve) => probe.close(resolve));
  const child = runVite(['--port', String(port), '--strictPort', '--host', '127.0.0.1'], env, true);
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
