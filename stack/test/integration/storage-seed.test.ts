import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { repoRoot } from '../../src/shared/paths.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { anonClient, serviceClient, signedInUser, sql } from '../support/auth.ts';

// The project's own bucket "gratisy": its files come from supabase/seed-files/gratisy through `objects_path` on start
// (as `supabase start` / `supabase seed buckets` upload them), and RLS on storage.objects gates them by the
// downloads table: visitors may sign free items, signed-in users every item.

const seedDir = path.join(repoRoot, 'supabase', 'seed-files', 'gratisy');
const seedFiles = fs.readdirSync(seedDir).sort();

let stack: TestStack;
let anon: SupabaseClient;
let member: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['functions', 'realtime'] });
  anon = anonClient(stack);
  member = (await signedInUser(stack)).client;
});

afterAll(async () => {
  await stack?.dispose();
});

type Row = { slug: string; file_path: string; file_size_bytes: number | null; members_only: boolean };
const downloads = () => sql<Row>(stack, 'select slug, file_path, file_size_bytes, members_only from public.downloads order by slug');
const versions = async () =>
  new Map(
    (await sql<{ name: string; version: string }>(stack, `select name, version from storage.objects where bucket_id = 'gratisy'`)).map(
      (row) => [row.name, row.version],
    ),
  );

async function download(client: SupabaseClient, key: string) {
  const { data, error } = await client.storage.from('gratisy').createSignedUrl(key, 60);
  if (error || !data) return { error };
  const response = await fetch(data.signedUrl);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

describe('bucket gratisy', () => {
  test('is private, and every seeded file is uploaded with its bytes and type', async () => {
    const { data: bucket } = await serviceClient(stack).storage.getBucket('gratisy');
    expect(bucket).toMatchObject({ public: false });
    expect([...(await versions()).keys()].sort()).toEqual(seedFiles);

    const webp = await download(member, 'tapeta-mglawica-1920x1080.webp');
    expect(webp).toMatchObject({ status: 200, type: 'image/webp' });
    expect(webp.body).toEqual(fs.readFileSync(path.join(seedDir, 'tapeta-mglawica-1920x1080.webp')));
    const markdown = await download(anon, 'sciaga-parametry-midjourney.md');
    expect(markdown).toMatchObject({ status: 200, type: 'text/markdown' });
  });

  test('every download row points at a seeded file of the stated size', async () => {
    const rows = await downloads();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(seedFiles, row.slug).toContain(row.file_path);
      expect(row.file_size_bytes, row.slug).toBe(fs.statSync(path.join(seedDir, row.file_path)).size);
    }
    expect(rows.some((row) => row.members_only)).toBe(true);
    expect(rows.some((row) => !row.members_only)).toBe(true);
  });

  test('visitors download free items only; signed-in users download everything', async () => {
    for (const row of await downloads()) {
      const asVisitor = await download(anon, row.file_path);
      if (row.members_only) expect(asVisitor.error, row.slug).toMatchObject({ statusCode: '404' });
      else expect(asVisitor.status, row.slug).toBe(200);
      expect((await download(member, row.file_path)).status, row.slug).toBe(200);
    }
    // The public route never serves a private bucket.
    const publicUrl = anon.storage.from('gratisy').getPublicUrl('prompty-portrety.md').data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  test('a file without a download row cannot be read, and users cannot upload or delete', async () => {
    expect(
      (await serviceClient(stack).storage.from('gratisy').upload('szkic.md', '# szkic', { contentType: 'text/markdown' })).error,
    ).toBeNull();
    expect((await download(member, 'szkic.md')).error).toMatchObject({ statusCode: '404' });
    const upload = await member.storage.from('gratisy').upload('moje.md', '# moje', { contentType: 'text/markdown' });
    expect(upload.error).toMatchObject({ statusCode: '403' });
    const removed = await member.storage.from('gratisy').remove(['prompty-portrety.md']);
    expect(removed.data ?? []).toEqual([]);
    expect((await versions()).has('prompty-portrety.md')).toBe(true);
  });
});

describe('objects_path on restart', () => {
  test('unchanged files are left alone, changed and new files are uploaded', async () => {
    const before = await versions();
    const workdirSeed = path.join(stack.workdir, 'supabase', 'seed-files', 'gratisy');
    fs.writeFileSync(path.join(workdirSeed, 'prompty-produktowe.txt'), 'ZMIENIONE PROMPTY\n');
    fs.writeFileSync(path.join(workdirSeed, 'nowy-plik.md'), '# Nowy\n');

    await stack.down();
    await stack.up();

    const after = await versions();
    for (const [name, version] of before) {
      if (name === 'prompty-produktowe.txt') expect(after.get(name), name).not.toBe(version);
      else expect(after.get(name), name).toBe(version);
    }
    expect(after.has('nowy-plik.md')).toBe(true);
    const service = serviceClient(stack);
    const { data } = await service.storage.from('gratisy').download('prompty-produktowe.txt');
    expect(await data!.text()).toBe('ZMIENIONE PROMPTY\n');
  });
});
