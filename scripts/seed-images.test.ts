import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { previewPath } from '../web/src/features/gratisy/downloads.ts';
import { termIllustrations } from '../web/src/features/glossary/illustrations.ts';
import { guideExamples } from '../web/src/features/parameter-guides/examples.ts';

const repo = path.resolve(import.meta.dirname, '..');
const seedFiles = path.join(repo, 'supabase', 'seed-files');
const committed = path.join(seedFiles, 'covers', 'seed');
const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

// The pictures the site ships are made by scripts in the repo; a rebuild must give the committed bytes.
for (const [script, variable, folder] of [
  ['make-covers.mjs', 'COVERS_OUT', 'covers/seed'],
  ['make-logos.mjs', 'LOGOS_OUT', 'logos/seed'],
  ['make-examples.mjs', 'MEDIA_OUT', 'media'],
] as const) {
  test(`${script} reproduces the committed ${folder} byte for byte`, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
    const expected = path.join(seedFiles, folder);
    try {
      await promisify(execFile)(process.execPath, [path.join(seedFiles, script)], { env: { ...process.env, [variable]: out }, cwd: repo });
      const made = (fs.readdirSync(out, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.includes('.')).sort();
      expect(made).toEqual(
        (fs.readdirSync(expected, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.includes('.')).sort(),
      );
      for (const file of made) expect(digest(path.join(out, file)), file).toBe(digest(path.join(expected, file)));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
    // A whole generator run: seconds on an idle machine, more on a loaded one.
  }, 60_000);
}

test('every seeded tool of the ranking has a committed logo', async () => {
  const seed = fs.readFileSync(path.join(repo, 'supabase', 'seed.sql'), 'utf8');
  const tools = seed.slice(
    seed.indexOf('insert into public.ai_tools'),
    seed.indexOf('on conflict', seed.indexOf('insert into public.ai_tools')),
  );
  const slugs = [...tools.matchAll(/^\(\s*'([a-z0-9-]+)',/gm)].map((match) => match[1]!);
  expect(slugs.length).toBeGreaterThan(15);
  for (const slug of slugs) {
    expect(seed, slug).toContain(
      `update public.ai_tools set logo_path = 'seed/${slug}.webp' where slug = '${slug}' and logo_path is null;`,
    );
    const { format, width, height } = await sharp(path.join(seedFiles, 'logos', 'seed', `${slug}.webp`)).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 128, height: 128 });
  }
});

test('every seeded article has a committed cover, 1200×630, with Polish alt text that says it is an illustration', async () => {
  const seed = fs.readFileSync(path.join(repo, 'supabase', 'seed.sql'), 'utf8');
  const posts = seed.slice(seed.indexOf('insert into public.posts'), seed.indexOf('on conflict', seed.indexOf('insert into public.posts')));
  const inserted = [...posts.matchAll(/^\(\n\s+'([a-z0-9-]+)',\n\s+'(?:post|midjourney)',/gm)].map((match) => match[1]);
  const covered = new Map(
    [...seed.matchAll(/set cover_path = 'seed\/([a-z0-9-]+)\.webp', cover_alt = '([^']+)' where slug = '([a-z0-9-]+)'/g)].map((match) => [
      match[3],
      { file: match[1], alt: match[2] },
    ]),
  );
  expect(inserted.length).toBeGreaterThan(10);
  for (const slug of inserted) {
    const cover = covered.get(slug!);
    expect(cover, slug).toBeDefined();
    expect(cover!.file).toBe(slug);
    expect(cover!.alt).toMatch(/^Ilustracja poglądowa: .{20,}\.$/);
    const { format, width, height } = await sharp(path.join(committed, `${slug}.webp`)).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 1200, height: 630 });
  }
});

test('every example picture the parameter guides and /gratisy show is committed, in the size the page states', async () => {
  for (const examples of Object.values(guideExamples)) {
    for (const item of examples.items) {
      const { width, height } = await sharp(path.join(seedFiles, 'media', item.path)).metadata();
      expect({ path: item.path, width, height }).toEqual({ path: item.path, width: item.width, height: item.height });
    }
  }
  for (const file of fs.readdirSync(path.join(seedFiles, 'gratisy')).filter((name) => /\.(webp|png)$/.test(name))) {
    const preview = previewPath({ kind: 'wallpaper', filePath: file })!;
    const { width, height } = await sharp(path.join(seedFiles, 'media', preview)).metadata();
    expect({ preview, width, height }).toEqual({ preview, width: 480, height: 270 });
  }
});

test('every glossary illustration belongs to a seeded term and is committed in the size the page states', async () => {
  const seed = fs.readFileSync(path.join(repo, 'supabase', 'seed.sql'), 'utf8');
  for (const [slug, item] of Object.entries(termIllustrations)) {
    expect(seed, slug).toMatch(new RegExp(`^\\('${slug}',`, 'm'));
    const { width, height } = await sharp(path.join(seedFiles, 'media', item.path)).metadata();
    expect({ slug, width, height }).toEqual({ slug, width: item.width, height: item.height });
    expect(item.alt.length, slug).toBeGreaterThan(20);
  }
});
