import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.join(import.meta.dirname, '..', '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies: Record<string, string> };

describe('the Supabase client evaluated one package per task (supabase-loader.ts)', () => {
  const loader = fs.readFileSync(path.join(import.meta.dirname, 'supabase-loader.ts'), 'utf8');
  const imported = [...loader.matchAll(/import\('(@supabase\/[\w-]+)'\)/g)].map((match) => match[1]);
  const supabaseJs = readJson(path.join(web, '..', 'node_modules', '@supabase', 'supabase-js', 'package.json'));
  const joined = Object.keys(supabaseJs.dependencies).filter((name) => name.startsWith('@supabase/'));

  it('imports every package supabase-js joins, and no other', () => {
    expect(joined.length).toBeGreaterThan(0);
    expect([...imported].sort()).toEqual([...joined].sort());
  });

  it('pins each at the version supabase-js depends on, so both import the same module (not a second copy)', () => {
    const site = readJson(path.join(web, 'package.json'));
    for (const name of joined) expect(site.dependencies[name], name).toBe(supabaseJs.dependencies[name]);
  });
});
