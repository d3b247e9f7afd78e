import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addAPIProvider, loadIcon } from '@iconify/react';
import { serveSite } from './site.ts';

// The site's web server (web/scripts/site.ts): the Iconify-compatible /icons endpoint answering from the installed
// @iconify-json sets as api.iconify.design answers, prerendered pages served for their paths, the shell for the rest.

let dir: string;
let base: string;
let site: Awaited<ReturnType<typeof serveSite>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-web-test-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home page</title>');
  fs.writeFileSync(path.join(dir, '200.html'), '<!doctype html><title>app shell</title>');
  fs.mkdirSync(path.join(dir, 'slownik-ai', 'prompt'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'slownik-ai', 'prompt', 'index.html'), '<!doctype html><title>prompt page</title>');
  site = await serveSite(0, dir);
  base = site.url;
});

afterAll(async () => {
  await site?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('/icons (Iconify API icon data)', () => {
  test('answers icon data of an installed set, with the set defaults and CORS', async () => {
    const response = await fetch(`${base}/icons/lucide.json?icons=house,search`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const data = (await response.json()) as {
      prefix: string;
      icons: Record<string, { body: string }>;
      width?: number;
      not_found?: string[];
    };
    expect(data.prefix).toBe('lucide');
    expect(Object.keys(data.icons).sort()).toEqual(['house', 'search']);
    expect(data.icons.house!.body).toContain('<path');
    expect(data.width).toBe(24);
    expect(data.not_found).toBeUndefined();
  });

  test('serves the second set (simple-icons) and resolves aliases', async () => {
    const brands = (await (await fetch(`${base}/icons/simple-icons.json?icons=github`)).json()) as { icons: Record<string, unknown> };
    expect(Object.keys(brands.icons)).toEqual(['github']);
    // lucide's "home" is an alias of "house": the answer carries the alias and its parent, as Iconify's does.
    const alias = (await (await fetch(`${base}/icons/lucide.json?icons=home`)).json()) as {
      icons: Record<string, unknown>;
      aliases?: Record<string, { parent: string }>;
    };
    expect(alias.aliases?.home?.parent).toBe('house');
    expect(Object.keys(alias.icons)).toEqual(['house']);
  });

  test('lists unknown icons under not_found', async () => {
    const response = await fetch(`${base}/icons/lucide.json?icons=house,no-such-icon-here`);
    expect(response.status).toBe(200);
    const data = (await response.json()) as { icons: Record<string, unknown>; not_found?: string[] };
    expect(Object.keys(data.icons)).toEqual(['house']);
    expect(data.not_found).toEqual(['no-such-icon-here']);
  });

  test('answers 404 "Not found" for an unknown set or a request without icon names', async () => {
    for (const url of ['/icons/no-such-set.json?icons=house', '/icons/lucide.json', '/icons/lucide.json?icons=', '/icons/lucide.svg']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toBe('Not found');
    }
  });

  test('is what @iconify/react loads icons from', async () => {
    addAPIProvider('obrazy-test', { resources: [`${base}/icons`] });
    const icon = await loadIcon('@obrazy-test:lucide:graduation-cap');
    expect(icon.body).toContain('<path');
    expect(icon.width).toBe(24);
    await expect(loadIcon('@obrazy-test:lucide:no-such-icon-here')).rejects.toBeDefined();
  });
});

describe('pages', () => {
  test('a prerendered path gets its own page, with or without a trailing slash', async () => {
    for (const url of ['/slownik-ai/prompt', '/slownik-ai/prompt/']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('prompt page');
    }
    expect(await (await fetch(`${base}/`)).text()).toContain('home page');
  });

  test('routes with no page of their own get the app shell; a path no route matches answers 404', async () => {
    for (const url of ['/slownik-ai/nie-ma-takiego-hasla', '/newsletter/verify?token=abc', '/login', '/admin/page/12', '/newsletter/abc']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('app shell');
    }
    for (const url of ['/zupelnie/nieznana', '/slownik-ai/prompt/dalej', '/wp-login.php.html']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain('app shell');
    }
  });

  test('on a prerendered site, a content route without a page yet gets the app shell (a row published since), an unmatched path 404', async () => {
    const manifest = path.join(dir, '.prerender.json');
    fs.writeFileSync(manifest, JSON.stringify({ version: 1, routes: { '/': { requests: [] }, '/slownik-ai/prompt': { requests: [] } } }));
    try {
      const fresh = await fetch(`${base}/slownik-ai/nowe-haslo`);
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).toContain('app shell');
      expect((await fetch(`${base}/nie/ma`)).status).toBe(404);
      for (const url of ['/newsletter/abc', '/login']) expect((await fetch(`${base}${url}`)).status, url).toBe(200);
      expect(await (await fetch(`${base}/slownik-ai/prompt`)).text()).toContain('prompt page');
    } finally {
      fs.rmSync(manifest);
    }
  });
});

describe('after the pages change on disk', () => {
  test('reload() serves pages written since, at their new length, and 404 for removed ones', async () => {
    const page = path.join(dir, 'nowy-artykul', 'index.html');
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(page, '<!doctype html><title>new article</title>');
    const home = path.join(dir, 'index.html');
    fs.writeFileSync(home, '<!doctype html><title>home page, rendered again with more content</title>');
    site.reload();
    expect(await (await fetch(`${base}/nowy-artykul`)).text()).toContain('new article');
    expect(await (await fetch(`${base}/`)).text()).toBe('<!doctype html><title>home page, rendered again with more content</title>');

    fs.rmSync(page);
    site.reload();
    // No route matches it any more: 404, with the shell (whose router shows the 404 screen).
    const gone = await fetch(`${base}/nowy-artykul`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('app shell');
  });
});

describe('while the pages are being rewritten (before any reload())', () => {
  test('a rewritten page is served whole at its new length, a shorter one too; a new page at once; a removed one as 404', async () => {
    const page = path.join(dir, 'slownik-ai', 'prompt', 'index.html');
    fs.writeFileSync(page, `<!doctype html><title>prompt page, longer now</title>${'x'.repeat(3000)}`);
    const longer = await fetch(`${base}/slownik-ai/prompt`);
    expect(longer.headers.get('content-length')).toBe(String(fs.statSync(page).size));
    expect(await longer.text()).toBe(fs.readFileSync(page, 'utf8'));
    // Shorter than what an index made earlier would announce: the response must still end.
    fs.writeFileSync(page, '<!doctype html><title>short</title>');
    const shorter = await fetch(`${base}/slownik-ai/prompt`, { signal: AbortSignal.timeout(5000) });
    expect(await shorter.text()).toBe('<!doctype html><title>short</title>');

    const added = path.join(dir, 'dodany', 'index.html');
    fs.mkdirSync(path.dirname(added), { recursive: true });
    fs.writeFileSync(added, '<!doctype html><title>added page</title>');
    expect(await (await fetch(`${base}/dodany`)).text()).toContain('added page');
    fs.rmSync(added);
    const removed = await fetch(`${base}/dodany`);
    expect(removed.status).toBe(404);
    expect(await removed.text()).toContain('app shell');
  });

  test('hashed assets keep their year-long cache; pages are revalidated', async () => {
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    site.reload();
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).toBeTruthy();
  });
});

describe('the shell-only server the prerenderer renders from', () => {
  test('answers every page path with the app shell, also where a prerendered page exists, and files as files', async () => {
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
    const shellServer = await serveSite(0, dir, { shellOnly: true });
    try {
      for (const url of ['/', '/slownik-ai/prompt', '/slownik-ai/prompt/', '/index.html']) {
        expect(await (await fetch(`${shellServer.url}${url}`)).text(), url).toContain('app shell');
      }
      expect(await (await fetch(`${shellServer.url}/robots.txt`)).text()).toBe('User-agent: *');
    } finally {
      await shellServer.stop();
    }
  });

  test('a taken port gets a clear error', async () => {
    await expect(serveSite(site.port, dir)).rejects.toThrow(`Port ${site.port} for the site is already in use`);
  });
});

describe('malformed requests', () => {
  /** Sends raw bytes; resolves with the answer once its head is complete, the server closes, or a second passes. */
  function raw(bytes: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(site.port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n\r\n')) socket.destroy();
      });
      socket.setTimeout(1000, () => socket.destroy());
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });
  }

  test('targets a URL parser refuses get an answer below 500 (a non-path target: 400), never a crash, and the server keeps serving pages and icons', async () => {
    const corpus = [
      'GET //[/. HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET //[/icons/lucide.json?icons=house HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /%zz%% HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /assets/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET http://[::1/ HTTP/1.1\r\nHost: x\r\n\r\n',
    ];
    for (const request of corpus) {
      const answer = await raw(request);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      // 0: closed without an answer (Node's parser refuses the request line); a bad %-escape still gets the shell.
      expect(status < 500, `${JSON.stringify(request.slice(0, 40))}: ${answer.slice(0, 40)}`).toBe(true);
      expect((await fetch(`${base}/slownik-ai/prompt`)).status).toBe(200);
    }
    expect((await fetch(`${base}/icons/lucide.json?icons=house`)).status).toBe(200);
    expect(await raw('GET * HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
  });
});
