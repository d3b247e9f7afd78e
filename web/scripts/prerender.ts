/**
 * Prerenders the built site: loads every public route of web/dist in Chromium (the real app against the real API),
 * waits until the router has rendered it and the network is quiet, and saves the settled document as
 * dist/<path>/index.html; then writes dist/sitemap.xml and dist/robots.txt. The app shell stays available as
 * dist/200.html, the fallback for paths that have no page of their own (the router shows 404 or the page).
 *
 * Browser: Debian's Chromium (/usr/lib/chromium/chromium) or CHROMIUM_PATH, through playwright-core.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { consentCookieName } from '../src/lib/consent.ts';
import { changesWithAttribute, iconPlaceholderClass, renderedEvent, signedInFrameFlag } from '../src/lib/prerender-signals.ts';
import { reactDomChunkFile } from './chunks.ts';
import type { PublicRoute } from './routes.ts';
import { isCalendarUnit, validUntil } from './valid-until.ts';

/** The file the static server falls back to for paths without a prerendered page. */
export const shellFile = '200.html';

const debianChromium = '/usr/lib/chromium/chromium';

export type StaticServer = { url: string; stop: () => Promise<void> };

export type RenderOptions = {
  /** The built site (vite build output) with its app shell in 200.html. */
  distDir: string;
  /** The API baked into the built site (VITE_SUPABASE_URL). */
  apiUrl: string;
  /** Where the content comes from: the local stack's API and anon key. */
  contentApi: { url: string; anonKey: string };
  /** Serves the app shell for every page path of a folder (and its files) on a free loopback port. */
  serveShell: (dir: string) => Promise<StaticServer>;
  /** Pages rendered side by side. */
  concurrency?: number;
  /** Called after each page with how many are done. */
  progress?: (done: number, total: number) => void;
};

export type RenderResult = { pages: Map<string, RenderedPage>; failures: string[] };

/** Whether a browser to prerender with exists here (Debian's, CHROMIUM_PATH, or Playwright's own download). */
export function chromiumAvailable(): boolean {
  return Boolean(chromiumExecutable()) || fs.existsSync(chromium.executablePath());
}

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(debianChromium) ? debianChromium : undefined;
}

/** dist-relative file of a route: "/" → index.html, "/a/b" → a/b/index.html. */
export function routeFile(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? path.join(...trimmed.split('/'), 'index.html') : 'index.html';
}

/** The id of the JSON list of the page's module chunks that a prerendered page carries for the takeover. */
export const pageModulesId = 'page-modules';

/** Marks the images a prerendered page loads first (`fetchpriority="high"`: covers) for Element Timing. */
export const heroImageAttribute = 'elementtiming';

/** The chunk markdown is converted with (lib/markdown-renderer.ts: marked and DOMPurify), as Vite names it. */
const markdownRendererChunk = /^\/assets\/markdown-renderer-[\w-]+\.js$/;

/** The chunks a built chunk imports statically (Vite's output: `import{a as b}from"./x.js"`, `import"./x.js"`). */
function staticImports(href: string, distDir: string): string[] {
  let code: string;
  try {
    code = fs.readFileSync(path.join(distDir, href), 'utf8');
  } catch {
    return [];
  }
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"'/]+\.js)["']/g)].map(
    (match) => `/assets/${match[1]}`,
  );
}

/**
 * The chunks a page's takeover preloads: those its render loaded, without the markdown renderer and what only it
 * imports. The prerender's own render converted the page's markdown, but the takeover reuses the converted blocks
 * (lib/markdown.ts loads the renderer when a block is not on the page), so preloading marked and DOMPurify there
 * only spent a mobile reader's bandwidth.
 */
export function takeoverModules(modules: string[], distDir: string): string[] {
  const reach = (roots: string[]) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const href = queue.pop()!;
      if (seen.has(href)) continue;
      seen.add(href);
      queue.push(...staticImports(href, distDir));
    }
    return seen;
  };
  const renderer = reach(modules.filter((href) => markdownRendererChunk.test(href)));
  const needed = reach(modules.filter((href) => !renderer.has(href)));
  return modules.filter((href) => needed.has(href));
}

/**
 * What makes a prerendered page paint before any script competes for the network: the stylesheets are inlined
 * (no render-blocking request), module preloads are dropped, and the app's entry is imported only after the first
 * paint and after the high-priority images in view (the cover: usually the largest content) have painted, so the
 * app's code does not share a slow connection with them. The app then takes over as usual. The chunks the page had
 * preloaded are listed for the takeover instead (`<script type="application/json" id="page-modules">`): main.tsx
 * preloads them a few per task, so Vite's preload helper finds them there and does not add them all at once (which
 * cost one task of 30–60 ms, see main.tsx).
 */
export function paintFirst(html: string, distDir: string): string {
  const entry = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('the page has no module script of the app');
  const modules = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map((match) => /\bhref="(\/assets\/[^"]+\.js)"/.exec(match[0])?.[1])
    .filter((href): href is string => href !== undefined && href !== entry[1]);
  // React DOM is evaluated first, and the entry (which imports it) in a later task, with all its other chunks: one
  // evaluation of both was the longest task of the takeover. The entry is imported whatever becomes of React DOM's
  // own import (it loads it again and reports a failure).
  const reactDom = reactDomChunkFile(modules);
  const importApp = reactDom
    ? `import(${JSON.stringify(reactDom)}).catch(()=>{}).then(()=>new Promise((r)=>{const c=new MessageChannel();c.port1.onmessage=()=>{c.port1.close();r()};c.port2.postMessage(null)})).then(()=>import(${JSON.stringify(entry[1])}))`
    : `import(${JSON.stringify(entry[1])})`;
  // Paints as the browser reports them (not timers: pages under a test's fake clock start too). At once in a hidden
  // tab or a browser without paint timing. After the first paint, once every marked image in view has painted
  // (Element Timing) or failed; without Element Timing, after the first paint alone. Half a second after the load
  // event if the paints are not reported (the load event itself can come before the first paint).
  const startApp = [
    `let started=false;const start=()=>{if(!started){started=true;${importApp}}};`,
    `const types=window.PerformanceObserver?.supportedEntryTypes??[];`,
    `if(document.visibilityState==='hidden'||!types.includes('paint'))start();`,
    `else{addEventListener('load',()=>setTimeout(start,500));`,
    `const painted=new Set();let waiting;const check=()=>{if(waiting?.every((img)=>painted.has(img)))start()};`,
    `if(types.includes('element'))new PerformanceObserver((list)=>{for(const e of list.getEntries())painted.add(e.element);check()}).observe({type:'element',buffered:true});`,
    `new PerformanceObserver((list,observer)=>{observer.disconnect();`,
    `waiting=types.includes('element')?[...document.querySelectorAll('img[${heroImageAttribute}]')].filter((img)=>{const box=img.getBoundingClientRect();`,
    `return box.width>0&&box.bottom>0&&box.top<innerHeight&&!(img.complete&&!img.naturalWidth)}):[];`,
    `for(const img of waiting)img.addEventListener('error',()=>{painted.add(img);check()});check()}).observe({type:'paint',buffered:true})}`,
  ].join('');
  const moduleList = `<script type="application/json" id="${pageModulesId}">${JSON.stringify(takeoverModules([...new Set(modules)], distDir))}</script>`;
  return html
    .replace(entry[0], `<script>${earlyInputScript()}</script>${moduleList}<script type="module">${startApp}</script>`)
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<img\b(?=[^>]*\bfetchpriority="high")/g, `<img ${heroImageAttribute}="cover"`)
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
      const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1];
      if (!href) return tag;
      const css = fs.readFileSync(path.join(distDir, href), 'utf8').replaceAll('</style', '<\\/style');
      return `<style data-href="${href}">${css}</style>`;
    });
}

let earlyInput: string | undefined;

/** The static page's answer to taps before the app runs (early-input.js), without its comments. */
function earlyInputScript(): string {
  earlyInput ??= fs
    .readFileSync(path.join(import.meta.dirname, 'early-input.js'), 'utf8')
    .replace(/^\s*\/[/*].*$/gm, '')
    .replace(/\n\s*/g, '\n')
    .trim();
  return earlyInput.replaceAll('</script', '<\\/script');
}

/** Resolves when no request of the page has been in flight for `quietMs`. */
function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const deadline = setTimeout(() => finish(new Error(`the network did not go quiet in ${timeoutMs} ms`)), timeoutMs);
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(() => finish(), quietMs);
    };
    const started = () => {
      inFlight++;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    function finish(error?: Error) {
      clearTimeout(timer);
      clearTimeout(deadline);
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      if (error) reject(error);
      else resolve();
    }
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/** An API request a page made while it was rendered, and a hash of what it got: replayed to find stale pages. */
export type RecordedRequest = {
  method: string;
  /** Path and query under the API's origin, e.g. /rest/v1/posts?select=… */
  path: string;
  /** The request headers that shape the answer (Accept, Range, Prefer, Accept-Profile, Content-Type). */
  headers: Record<string, string>;
  body?: string;
  /** sha256 of the status, Content-Range and body of the answer. */
  hash: string;
};

const shapingHeaders = ['accept', 'accept-profile', 'content-type', 'prefer', 'range', 'range-unit'];

/**
 * Reads that decide what a public page shows: GETs of the API and Storage's list, never writes, sign-ins or RPCs
 * (an RPC may change data; the public pages use none).
 */
export function isContentRequest(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return pathname.startsWith('/rest/v1/') || pathname.startsWith('/storage/v1/');
  return method === 'POST' && pathname.startsWith('/storage/v1/object/list');
}

export function answerHash(status: number, contentRange: string | null | undefined, body: Uint8Array): string {
  return createHash('sha256')
    .update(`${status}\n${contentRange ?? ''}\n`)
    .update(body)
    .digest('hex');
}

async function recordRequest(request: Request, apiOrigin: string): Promise<RecordedRequest | undefined> {
  const url = new URL(request.url());
  if (url.origin !== apiOrigin || !isContentRequest(request.method(), url.pathname)) return undefined;
  const response = await request.response();
  if (!response) return undefined;
  const all = request.headers();
  const headers = Object.fromEntries(shapingHeaders.filter((name) => all[name] !== undefined).map((name) => [name, all[name]!]));
  const body = request.postData() ?? undefined;
  const hash = answerHash(response.status(), response.headers()['content-range'], await response.body());
  return { method: request.method(), path: `${url.pathname}${url.search}`, headers, ...(body === undefined ? {} : { body }), hash };
}

export type RenderedPage = {
  html: string;
  requests: RecordedRequest[];
  /** When the page must be rendered again because it shows the day or the year (ISO time); absent: never. */
  validUntil?: string;
};

/** Runs in the page: usePageMeta's effect has run for this path (a string: no DOM library in this file's types). */
const pageHeadWritten = `(() => {
  const link = document.querySelector('link[rel="canonical"]');
  return link !== null && new URL(link.href).pathname === location.pathname;
})()`;

/** The settled document of one route, without what must not be baked in (consent dialog, noscript notice). */
async function renderRoute(page: Page, baseUrl: string, apiOrigin: string, route: PublicRoute): Promise<RenderedPage> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(error.message);
  const recorded: Promise<RecordedRequest | undefined>[] = [];
  const onFinished = (request: Request) => recorded.push(recordRequest(request, apiOrigin).catch(() => undefined));
  page.on('pageerror', onError);
  page.on('requestfinished', onFinished);
  // The app reads the clock as it renders: a page showing the day lasts from this day on.
  const renderedAt = new Date();
  try {
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
    await page.waitForFunction('window.__prerenderRendered === true', undefined, { timeout: 20_000 });
    await networkQuiet(page, 150, 20_000);
    // The router reports a render from a layout effect, before React runs the page's passive effects, which write
    // the head (usePageMeta: title, canonical, Open Graph; JSON-LD). On a busy machine they can run after the network
    // went quiet: a page saved then had its content under the shell's head (no og:image, the default title). Every
    // page sets its canonical link in that effect, so the page is done once the canonical names this path.
    await page.waitForFunction(pageHeadWritten, undefined, { timeout: 20_000 }).catch(() => {
      throw new Error('the page did not write its head (no canonical link for this path)');
    });
    // Icons wait for their data (a Suspense boundary each), and React shows what came up to 300 ms later, together:
    // the network can be quiet while the page still shows their placeholders. The page is saved with its icons drawn,
    // which also names them for the app's takeover to load first (data-icon); an icon that never comes (a missing
    // name keeps its placeholder) holds the page back 5 s at most.
    await page
      .waitForFunction(`!document.querySelector('#root .${iconPlaceholderClass}')`, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    if (problems.length) throw new Error(problems.join('; '));
    if (await page.locator('[data-testid="load-error"]').count()) throw new Error('the page shows its load error');
    if (route.path !== '/404' && (await page.locator('[data-testid="not-found"]').count())) throw new Error('the page shows 404');
    // Runs in the page (a string: this file is type-checked without the DOM library).
    const { html, changesWith } = await page.evaluate<{ html: string; changesWith: string[] }>(`(() => {
      document.querySelector('[data-testid="cookie-consent"]')?.remove();
      for (const notice of document.querySelectorAll('noscript')) notice.remove();
      // Forms work only once the app has taken over (which replaces these nodes): until then nothing can be typed
      // into a field that is about to be replaced, and automated clicks wait for the live controls. The controls
      // marked data-early-input answer at once (early-input.js).
      for (const control of document.querySelectorAll('#root input, #root select, #root textarea, #root button:not([data-early-input])')) control.setAttribute('disabled', '');
      // The static page shows at once, without the fade-in of route changes (main.tsx keeps it so through the
      // takeover, then removes it).
      document.documentElement.setAttribute('data-takeover', '');
      // What of the calendar the page shows (changesWithAttribute), so it is rendered again when that ends.
      const changesWith = [...document.querySelectorAll('#root [${changesWithAttribute}]')].map((element) => element.getAttribute('${changesWithAttribute}'));
      return { html: '<!doctype html>\\n' + document.documentElement.outerHTML + '\\n', changesWith };
    })()`);
    const requests = (await Promise.all(recorded)).filter((request): request is RecordedRequest => request !== undefined);
    const until = validUntil(changesWith.filter(isCalendarUnit), renderedAt);
    // Vite's preload helper writes absolute URLs of the server it ran on; the saved page must work on any host.
    return { html: html.replaceAll(baseUrl, ''), requests, ...(until ? { validUntil: until } : {}) };
  } finally {
    page.off('pageerror', onError);
    page.off('requestfinished', onFinished);
  }
}

/** Renders the routes with `size` tabs side by side; a tab is reused (same renderer process, warm code cache). */
async function inTabs(
  context: BrowserContext,
  routes: PublicRoute[],
  size: number,
  work: (page: Page, route: PublicRoute) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    const page = await context.newPage();
    try {
      while (next < routes.length) await work(page, routes[next++]!);
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, routes.length) }, worker));
}

/** Renders the given routes of a built site in Chromium; a page that fails is named in `failures`, not thrown. */
export async function renderPages(options: RenderOptions, routes: PublicRoute[]): Promise<RenderResult> {
  const { contentApi } = options;
  const executablePath = chromiumExecutable();
  if (!executablePath && !fs.existsSync(chromium.executablePath()))
    throw new Error(
      `Prerendering needs Chromium: install Debian's (apt-get install chromium, for ${debianChromium}) or set CHROMIUM_PATH.`,
    );
  const pages = new Map<string, RenderedPage>();
  const failures: string[] = [];
  if (routes.length === 0) return { pages, failures };
  const bakedApi = new URL(options.apiUrl);
  const localApi = new URL(contentApi.url);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // Only the site and its API, no third parties (icon fallback, analytics), at no cost per request.
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE ${localApi.hostname}, EXCLUDE ${bakedApi.hostname}`,
      // Images are not fetched: the markup keeps their addresses; image transforms would only cost the build CPU.
      '--blink-settings=imagesEnabled=false',
    ],
  });
  let server: StaticServer | undefined;
  try {
    // Every page path gets the app shell, also while prerendered pages sit in the same folder.
    server = await options.serveShell(options.distDir);
    const baseUrl = server.url;
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    // Consent given: the notice is not part of any page. Analytics never starts on 127.0.0.1.
    await context.addCookies([{ name: consentCookieName, value: '1', url: baseUrl }]);
    await context.addInitScript(`window.addEventListener(${JSON.stringify(renderedEvent)}, () => { window.__prerenderRendered = true; });`);
    // The pages saved as their session-free frame: their guards wait instead of asking for a session (no redirect).
    const framePaths = routes.filter((route) => route.signedInFrame).map((route) => route.path);
    if (framePaths.length)
      await context.addInitScript(`if (${JSON.stringify(framePaths)}.includes(location.pathname)) window.${signedInFrameFlag} = true;`);
    if (bakedApi.origin !== localApi.origin) {
      // A site built for another backend (production) is rendered with the local stack's content. Only then are
      // requests intercepted: interception costs CPU for every request.
      await context.route(
        (url) => url.origin === bakedApi.origin,
        async (route) => {
          const request = route.request();
          const url = new URL(request.url());
          const headers = { ...request.headers(), apikey: contentApi.anonKey, authorization: `Bearer ${contentApi.anonKey}` };
          const response = await route.fetch({ url: `${localApi.origin}${url.pathname}${url.search}`, headers });
          await route.fulfill({ response });
        },
      );
    }
    const concurrency = options.concurrency ?? (Number(process.env.PRERENDER_CONCURRENCY) || Math.min(4, os.availableParallelism() * 2));
    let done = 0;
    await inTabs(context, routes, concurrency, async (page, route) => {
      try {
        pages.set(route.path, await renderRoute(page, baseUrl, bakedApi.origin, route));
      } catch (error) {
        failures.push(`${route.path}: ${(error as Error).message}`);
      }
      options.progress?.(++done, routes.length);
    });
  } finally {
    await browser.close();
    await server?.stop();
  }
  return { pages, failures };
}
