import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleBatches } from '../src/lib/page-modules.ts';
import { changesWithAttribute, iconPlaceholderClass } from '../src/lib/prerender-signals.ts';
import { heroImageAttribute, pageModulesId, paintFirst, renderPages, shellFile, takeoverModules } from './prerender.ts';
import type { PublicRoute } from './routes.ts';
import { nextWarsawChange } from './valid-until.ts';

describe('icon placeholders', () => {
  it('the prerenderer waits on the class an icon placeholder carries (components/icon.tsx)', () => {
    const icon = fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'components', 'icon.tsx'), 'utf8');
    expect(icon).toContain(`className={\`\${classes} ${iconPlaceholderClass}\`}`);
  });
});

describe('paintFirst', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paint-first-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'index-a.css'), '.a{color:red}');
  const saved =
    '<!doctype html>\n<html><head><link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
    '<script type="module" crossorigin src="/assets/index-2.js"></script><link rel="stylesheet" crossorigin href="/assets/index-a.css">' +
    '<link rel="modulepreload" as="script" crossorigin="" href="/assets/route-3.js"><link rel="modulepreload" as="script" crossorigin="" href="/assets/react-1.js">' +
    '</head><body><div id="root"><p>Treść</p>' +
    '<img alt="Okładka" fetchpriority="high" loading="eager" src="/c.webp"><img alt="Karta" loading="lazy" src="/d.webp"></div></body></html>';

  it('inlines the stylesheets, drops the module preloads and lists their chunks for the takeover', () => {
    const html = paintFirst(saved, distDir);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<style data-href="/assets/index-a.css">.a{color:red}</style>');
    const list = new RegExp(`<script type="application/json" id="${pageModulesId}">([^<]*)</script>`).exec(html)?.[1];
    // The entry itself is not listed: it is the module the page imports after its first paint.
    expect(pageModuleBatches(list)).toEqual([['/assets/react-1.js', '/assets/route-3.js']]);
    expect(html).toContain('import("/assets/index-2.js")');
    expect(html).toContain('<div id="root"><p>Treść</p>');
  });

  it("evaluates React DOM's chunk a task before the entry, when the page has one", () => {
    const withReactDom = saved.replace(
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="modulepreload" crossorigin href="/assets/react-dom-Xy_9.js">',
    );
    const html = paintFirst(withReactDom, distDir);
    const start = /<script type="module">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const reactDom = start.indexOf('import("/assets/react-dom-Xy_9.js")');
    const yieldToBrowser = start.indexOf('new MessageChannel()');
    const entry = start.indexOf('import("/assets/index-2.js")');
    expect(reactDom).toBeGreaterThan(-1);
    expect(yieldToBrowser).toBeGreaterThan(reactDom);
    expect(entry).toBeGreaterThan(yieldToBrowser);
    // The entry is imported only from the start function, once.
    expect(start.split('import("/assets/index-2.js")')).toHaveLength(2);
    // Without React DOM's chunk (as in the page above), the entry alone.
    expect(paintFirst(saved, distDir)).not.toContain('MessageChannel');
  });

  it('leaves the markdown renderer and what only it imports out of the takeover list', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'takeover-modules-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const chunk = (name: string, code: string) => fs.writeFileSync(path.join(dir, 'assets', name), code);
    chunk(
      'markdown-renderer-Ab_1.js',
      'import{t as e}from"./purify.es-B2.js";import{t}from"./marked.esm-C3.js";import{N as n}from"./shared-D4.js";export{r as renderMarkdown};',
    );
    chunk('marked.esm-C3.js', 'var t={};export{t};');
    chunk('purify.es-B2.js', 'import"./purify-helper-E5.js";var t={};export{t};');
    chunk('purify-helper-E5.js', '');
    chunk('route-3.js', 'import{N as a}from"./shared-D4.js";export{a};');
    chunk('shared-D4.js', 'var N=1;export{N};');
    const listed = [
      '/assets/route-3.js',
      '/assets/markdown-renderer-Ab_1.js',
      '/assets/marked.esm-C3.js',
      '/assets/purify.es-B2.js',
      '/assets/purify-helper-E5.js',
      '/assets/shared-D4.js',
    ];
    // shared-D4 stays: the route imports it too.
    expect(takeoverModules(listed, dir)).toEqual(['/assets/route-3.js', '/assets/shared-D4.js']);
    // A page that never loaded the renderer keeps its list as it is.
    expect(takeoverModules(['/assets/route-3.js', '/assets/shared-D4.js'], dir)).toEqual(['/assets/route-3.js', '/assets/shared-D4.js']);
  });

  it('marks the high-priority images, whose paint the entry waits for', () => {
    const html = paintFirst(saved, distDir);
    expect(html).toContain(`<img ${heroImageAttribute}="cover" alt="Okładka" fetchpriority="high"`);
    expect(html).toContain('<img alt="Karta" loading="lazy"');
    expect(html).toContain(`querySelectorAll('img[${heroImageAttribute}]')`);
  });
});

/** Serves a folder's app shell for every path, as the site's shell-only server does. */
async function serveShell(dir: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    fs.createReadStream(path.join(dir, shellFile)).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('renderPages', () => {
  // A shell whose router reports the render at once and whose page effects write the head 2.5 s later, as React's
  // passive effects can on a busy machine (after the network went quiet). The saved page must carry that head.
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pages-'));
  fs.writeFileSync(
    path.join(distDir, shellFile),
    `<!doctype html><html><head><title>Powłoka</title></head><body><div id="root"></div><script>
      setTimeout(() => {
        document.getElementById('root').innerHTML = '<main><h1>Strona</h1></main>';
        window.dispatchEvent(new Event('obrazy:rendered'));
        setTimeout(() => {
          document.title = 'Strona — Obrazy AI';
          const link = document.createElement('link');
          link.rel = 'canonical';
          link.href = 'https://obrazy-ai.example' + location.pathname;
          const image = document.createElement('meta');
          image.setAttribute('property', 'og:image');
          image.setAttribute('content', 'https://obrazy-ai.example/okladka.webp');
          document.head.append(link, image);
        }, 2500);
      }, 0);
    </script></body></html>`,
  );
  it('saves a page only once its effects wrote the head (canonical, Open Graph), however late they run', async () => {
    const api = { url: 'http://127.0.0.1:9', anonKey: 'anon' };
    const { pages, failures } = await renderPages({ distDir, apiUrl: api.url, contentApi: api, serveShell, concurrency: 1 }, [
      { path: '/ai/strona', inSitemap: true } satisfies PublicRoute,
    ]);
    expect(failures).toEqual([]);
    const html = pages.get('/ai/strona')!.html;
    expect(html).toContain('<h1>Strona</h1>');
    expect(html).toContain('<title>Strona — Obrazy AI</title>');
    expect(html).toContain('<link rel="canonical" href="https://obrazy-ai.example/ai/strona">');
    expect(html).toContain('<meta property="og:image" content="https://obrazy-ai.example/okladka.webp">');
  }, 60_000);
});

/**
 * A site whose shell runs `setup` and renders `rootHtml` (script expressions) at once, with the canonical link of the
 * path, as the app's pages do.
 */
function shellSite(prefix: string, setup: string, rootHtml: string): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(
    path.join(distDir, shellFile),
    `<!doctype html><html><head><title>Powłoka</title></head><body><div id="root"></div><script>
      setTimeout(() => {
        ${setup}
        document.getElementById('root').innerHTML = ${rootHtml};
        const link = document.createElement('link');
        link.rel = 'canonical';
        link.href = 'https://obrazy-ai.example' + location.pathname;
        document.head.append(link);
        window.dispatchEvent(new Event('obrazy:rendered'));
      }, 0);
    </script></body></html>`,
  );
  return distDir;
}

describe('renderPages with signed-in frames', () => {
  // A shell that renders the frame under the prerenderer's flag and otherwise what a visitor without a session gets.
  const distDir = shellSite(
    'render-frames-',
    `const frame = window.__obrazySignedInFrame === true;`,
    `frame ? '<h1>Ramka konta</h1>' : '<h1>Zaloguj się</h1>'`,
  );

  it('renders the routes marked signedInFrame under the flag that keeps their guards waiting, and only those', async () => {
    const api = { url: 'http://127.0.0.1:9', anonKey: 'anon' };
    const { pages, failures } = await renderPages({ distDir, apiUrl: api.url, contentApi: api, serveShell, concurrency: 1 }, [
      { path: '/konto', inSitemap: false, signedInFrame: true },
      { path: '/login-like', inSitemap: true },
    ]);
    expect(failures).toEqual([]);
    // What the page showed (the shell's script, saved with it, names both).
    const shown = (routePath: string) => /<div id="root">(.*?)<\/div>/s.exec(pages.get(routePath)!.html)?.[1];
    expect(shown('/konto')).toBe('<h1>Ramka konta</h1>');
    expect(shown('/login-like')).toBe('<h1>Zaloguj się</h1>');
  }, 60_000);
});

describe('renderPages with content of the calendar', () => {
  // A shell whose page shows the term of the day on one path and only the footer's year on another (marked as the app
  // marks them: changesWithAttribute, lib/prerender-signals.ts); a third shows neither.
  const distDir = shellSite(
    'render-dated-',
    `const day = location.pathname === '/dzien' ? '<p ${changesWithAttribute}="day">Pojęcie dnia</p>' : '';
        const year = location.pathname === '/bez-daty' ? '' : '<p ${changesWithAttribute}="year">© 2026</p>';`,
    `'<main><h1>Strona</h1>' + day + '</main>' + year`,
  );

  it('notes when each page must be rendered again: the next Warsaw midnight, New Year, or never', async () => {
    const api = { url: 'http://127.0.0.1:9', anonKey: 'anon' };
    const before = new Date();
    const { pages, failures } = await renderPages({ distDir, apiUrl: api.url, contentApi: api, serveShell, concurrency: 1 }, [
      { path: '/dzien', inSitemap: true },
      { path: '/rok', inSitemap: true },
      { path: '/bez-daty', inSitemap: true },
    ]);
    const after = new Date();
    expect(failures).toEqual([]);
    // Rendered across a midnight, the page may name either; it is never later than the midnight after its render.
    expect([nextWarsawChange('day', before).toISOString(), nextWarsawChange('day', after).toISOString()]).toContain(
      pages.get('/dzien')!.validUntil,
    );
    expect([nextWarsawChange('year', before).toISOString(), nextWarsawChange('year', after).toISOString()]).toContain(
      pages.get('/rok')!.validUntil,
    );
    expect(pages.get('/bez-daty')!.validUntil).toBeUndefined();
  }, 60_000);
});
