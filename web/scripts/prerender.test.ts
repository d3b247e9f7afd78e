import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageModuleBatches } from '../src/lib/page-modules.ts';
import { heroImageAttribute, pageModulesId, paintFirst } from './prerender.ts';

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

  it('marks the high-priority images, whose paint the entry waits for', () => {
    const html = paintFirst(saved, distDir);
    expect(html).toContain(`<img ${heroImageAttribute}="cover" alt="Okładka" fetchpriority="high"`);
    expect(html).toContain('<img alt="Karta" loading="lazy"');
    expect(html).toContain(`querySelectorAll('img[${heroImageAttribute}]')`);
  });
});
