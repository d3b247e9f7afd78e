// The site's house rules that imports alone cannot show (the import rules are in .dependency-cruiser.mjs):
// storage is addressed in one module, and components stay small enough to read.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const src = import.meta.dirname;
const sources = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'))
  .map((file) => ({ file: file.split(path.sep).join('/'), code: fs.readFileSync(path.join(src, file), 'utf8') }));

describe('house rules of web/src', () => {
  test.each(['/storage/v1', 'getPublicUrl(', 'XMLHttpRequest'])('%s appears only in lib/storage.ts', (needle) => {
    expect(sources.filter(({ code }) => code.includes(needle)).map(({ file }) => file)).toEqual(['lib/storage.ts']);
  });

  test('no API module among the components (components/ holds UI; API modules live in lib/ or a feature)', () => {
    expect(sources.filter(({ file }) => file.startsWith('components/') && /api\.ts$/.test(file)).map(({ file }) => file)).toEqual([]);
  });

  test('the auth and account features reach Supabase through their api.ts', () => {
    for (const feature of ['auth', 'account']) expect(fs.existsSync(path.join(src, 'features', feature, 'api.ts'))).toBe(true);
  });

  test('no component over 300 lines (split by what it does: hooks, subcomponents)', () => {
    const lines = (code: string) => code.split('\n').length - (code.endsWith('\n') ? 1 : 0);
    const long = sources
      .filter(({ file, code }) => file.endsWith('.tsx') && lines(code) > 300)
      .map(({ file, code }) => `${file}: ${lines(code)}`);
    expect(long).toEqual([]);
  });

  test('animations change only what the compositor animates (transform, opacity): no repaint on the main thread per frame', () => {
    const stylesheets = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => ({ file: file.split(path.sep).join('/'), css: fs.readFileSync(path.join(src, file), 'utf8') }));
    const painted: string[] = [];
    for (const { file, css } of stylesheets)
      for (const [, name, body] of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g))
        for (const [, property] of body!.matchAll(/([\w-]+)\s*:/g))
          if (!['transform', 'opacity'].includes(property!)) painted.push(`${file} @keyframes ${name}: ${property}`);
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(painted).toEqual([]);
  });
});
