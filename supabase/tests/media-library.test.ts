import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../../stack/test/support/stack.ts';
import { anonClient, serviceClient, signedInUser, sql } from '../../stack/test/support/auth.ts';
import { aalOf, signedInAdmin, type AdminSession } from '../../stack/test/support/admins.ts';

// The admin media library (public.media_items + files in the covers bucket under library/) through supabase-js, as
// the editor calls it: who may read and write, required alt text, and deletion refused by the database while any post
// uses the image (as cover or in its Markdown), with the row and the file always going together.

let stack: TestStack;
let service: SupabaseClient;
let anon: SupabaseClient;
let user: SupabaseClient;
let adminAal1: SupabaseClient;
let adminSession: AdminSession;
let admin: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['functions', 'mail', 'realtime'] });
  service = serviceClient(stack);
  anon = anonClient(stack);
  user = (await signedInUser(stack)).client;
  adminAal1 = (await signedInAdmin(stack, 'aal1')).client;
  adminSession = await signedInAdmin(stack);
  admin = adminSession.client;
});

afterAll(async () => {
  await stack?.dispose();
});

const suffix = () => crypto.randomBytes(4).toString('hex');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type MediaItem = { id: string; path: string; alt: string; created_by: string | null; bytes: number; mime: string };

/** Uploads a file to covers/library/… as the admin and lists it, as the library's upload does; returns the row. */
async function libraryItem(alt = 'Zielony kwadrat na białym tle'): Promise<MediaItem> {
  const path = `library/2026-11/${Date.now()}-${suffix()}.png`;
  const upload = await admin.storage.from('covers').upload(path, png, { contentType: 'image/png', upsert: false });
  if (upload.error) throw upload.error;
  const { data, error } = await admin
    .from('media_items')
    .insert({ path, alt, width: 1, height: 1, mime: 'image/png', bytes: png.length })
    .select('*')
    .single();
  if (error) throw error;
  return data as MediaItem;
}

async function fixturePost(overrides: Record<string, unknown>) {
  const slug = `test-media-${suffix()}`;
  const { data, error } = await service
    .from('posts')
    .insert({ slug, title: `Artykuł ${slug}`, lead: 'Wstęp.', body_md: 'Akapit.', status: 'draft', ...overrides })
    .select('id, title')
    .single();
  if (error) throw error;
  return data as { id: string; title: string };
}

const rowExists = async (id: string) => (await sql(stack, 'select 1 from public.media_items where id = $1', [id])).length === 1;
const objectExists = async (path: string) =>
  (await sql(stack, "select 1 from storage.objects where bucket_id = 'covers' and name = $1", [path])).length === 1;

describe('who may use the library', () => {
  test('the sessions are at the levels the denials rely on', async () => {
    expect(await aalOf(adminAal1)).toBe('aal1');
    expect(await aalOf(admin)).toBe('aal2');
  });

  test('anon, users and admins at aal1 neither read, add, change nor delete library items', async () => {
    const item = await libraryItem();
    for (const [who, client] of [
      ['anon', anon],
      ['a signed-in user', user],
      ['an admin at aal1', adminAal1],
    ] as const) {
      const read = await client.from('media_items').select('id').eq('id', item.id);
      // anon has no privilege on the table at all; authenticated callers are filtered by RLS.
      if (who === 'anon') expect(read.error?.code, who).toBe('42501');
      else expect(read.data, who).toEqual([]);

      const insert = await client
        .from('media_items')
        .insert({ path: `library/${suffix()}.png`, alt: 'Opis', mime: 'image/png', bytes: 10 })
        .select('id');
      expect(insert.error?.code, who).toBe('42501');

      const update = await client.from('media_items').update({ alt: 'Podmieniony opis' }).eq('id', item.id).select('id');
      if (who === 'anon') expect(update.error?.code, who).toBe('42501');
      else expect(update.data, who).toEqual([]);

      const removal = await client.from('media_items').delete().eq('id', item.id).select('id');
      if (who === 'anon') expect(removal.error?.code, who).toBe('42501');
      else expect(removal.data, who).toEqual([]);

      expect((await client.rpc('media_item_usages', { item_id: item.id })).data ?? [], who).toEqual([]);
    }
    const [row] = await sql<{ alt: string }>(stack, 'select alt from public.media_items where id = $1', [item.id]);
    expect(row?.alt).toBe('Zielony kwadrat na białym tle');
  });

  test('an admin with MFA adds, lists and edits alt text; author and date are the database’s', async () => {
    const item = await libraryItem('Czerwone koło');
    expect(item.created_by).toBe(adminSession.id);
    const listed = await admin.from('media_items').select('id, alt').order('created_at', { ascending: false });
    expect(listed.error).toBeNull();
    expect(listed.data?.map((row) => row.id)).toContain(item.id);

    const edited = await admin.from('media_items').update({ alt: 'Czerwone koło na szarym tle' }).eq('id', item.id).select('alt');
    expect(edited.data).toEqual([{ alt: 'Czerwone koło na szarym tle' }]);
    // Only alt text changes: the path (and so the file it points at) is fixed.
    const moved = await admin.from('media_items').update({ path: 'library/inna-sciezka.png' }).eq('id', item.id);
    expect(moved.error?.code).toBe('42501');
    // The author cannot be forged.
    const forged = await admin
      .from('media_items')
      .insert({ path: `library/${suffix()}.png`, alt: 'Opis', mime: 'image/png', bytes: 10, created_by: crypto.randomUUID() });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('alt text and the other rules', () => {
  test('alt text is required: missing, empty and blank are refused and nothing is stored', async () => {
    for (const alt of [undefined, null, '', '   ']) {
      const path = `library/${suffix()}.png`;
      const { data, error } = await admin
        .from('media_items')
        .insert({ path, ...(alt === undefined ? {} : { alt }), mime: 'image/png', bytes: 10 })
        .select('id');
      expect(error?.code, JSON.stringify(alt)).toMatch(/^(23502|23514)$/);
      expect(data).toBeNull();
      expect(await sql(stack, 'select 1 from public.media_items where path = $1', [path])).toEqual([]);
    }
    const tooLong = await admin
      .from('media_items')
      .insert({ path: `library/${suffix()}.png`, alt: 'a'.repeat(301), mime: 'image/png', bytes: 10 });
    expect(tooLong.error?.message).toContain('media_items_alt_length');
  });

  test('paths, types and sizes outside the rules are refused with the constraint named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ path: '../poza/kubelkiem.png' }, 'media_items_path_format'],
      [{ path: '/library/x.png' }, 'media_items_path_format'],
      [{ mime: 'image/svg+xml' }, 'media_items_mime_check'],
      [{ bytes: 0 }, 'media_items_bytes_range'],
      [{ bytes: 6 * 1024 * 1024 }, 'media_items_bytes_range'],
      [{ width: 100 }, 'media_items_dimensions'],
      [{ bucket: 'stwory' }, 'media_items_bucket_check'],
    ];
    for (const [change, constraint] of cases) {
      const { error } = await admin
        .from('media_items')
        .insert({ path: `library/${suffix()}.png`, alt: 'Opis', mime: 'image/png', bytes: 10, ...change });
      expect(error?.message, constraint).toContain(constraint);
    }
  });

  test('a batch with one bad row stores none of them', async () => {
    const good = `library/${suffix()}.png`;
    const { error } = await admin.from('media_items').insert([
      { path: good, alt: 'Dobry opis', mime: 'image/png', bytes: 10 },
      { path: `library/${suffix()}.png`, alt: '', mime: 'image/png', bytes: 10 },
    ]);
    expect(error?.code).toBe('23514');
    expect(await sql(stack, 'select 1 from public.media_items where path = $1', [good])).toEqual([]);
  });

  test('one path is one library item', async () => {
    const item = await libraryItem();
    const again = await admin.from('media_items').insert({ path: item.path, alt: 'Drugi raz', mime: 'image/png', bytes: 10 });
    expect(again.error?.code).toBe('23505');
  });
});

describe('deleting only what no post uses', () => {
  test('an image used as a cover (even of a draft) cannot be deleted: row and file stay', async () => {
    const item = await libraryItem();
    const post = await fixturePost({ cover_path: item.path, cover_alt: item.alt });

    const usages = await admin.rpc('media_item_usages', { item_id: item.id });
    expect(usages.error).toBeNull();
    expect(usages.data).toEqual([
      expect.objectContaining({ media_item_id: item.id, post_id: post.id, post_title: post.title, as_cover: true, in_body: false }),
    ]);

    const removal = await admin.from('media_items').delete().eq('id', item.id).select('id');
    expect(removal.error?.code).toBe('23503');
    expect(removal.error?.message).toContain('media_item_in_use');
    expect(removal.error?.details).toContain(post.title);
    expect(await rowExists(item.id)).toBe(true);

    // The file cannot go first either, while the row lists it: neither deleted nor replaced.
    const fileRemoval = await admin.storage.from('covers').remove([item.path]);
    expect(fileRemoval.data ?? []).toEqual([]);
    const replaced = await admin.storage.from('covers').upload(item.path, png, { contentType: 'image/png', upsert: true });
    expect(replaced.error).not.toBeNull();
    expect(await objectExists(item.path)).toBe(true);

    // The service role is held to the same rule (it is the database that refuses, not the UI).
    expect((await service.from('media_items').delete().eq('id', item.id)).error?.code).toBe('23503');
    expect(await rowExists(item.id)).toBe(true);
  });

  test('an image referenced in a post body (plain or resized URL) cannot be deleted', async () => {
    const plain = await libraryItem();
    const resized = await libraryItem();
    const plainUrl = anon.storage.from('covers').getPublicUrl(plain.path).data.publicUrl;
    const resizedUrl = anon.storage.from('covers').getPublicUrl(resized.path, { transform: { width: 800 } }).data.publicUrl;
    expect(resizedUrl).toContain('/render/image/public/covers/');
    const post = await fixturePost({ body_md: `Wstęp.\n\n![${plain.alt}](${plainUrl})\n\nI jeszcze ![mały](${resizedUrl}).` });

    for (const item of [plain, resized]) {
      const usages = await admin.rpc('media_item_usages', { item_id: item.id });
      expect(usages.data).toEqual([expect.objectContaining({ post_id: post.id, as_cover: false, in_body: true })]);
      const removal = await admin.from('media_items').delete().eq('id', item.id);
      expect(removal.error?.code).toBe('23503');
      expect(await rowExists(item.id)).toBe(true);
      expect(await objectExists(item.path)).toBe(true);
    }

    // A batch delete with one used item deletes neither.
    const unused = await libraryItem();
    const batch = await admin.from('media_items').delete().in('id', [unused.id, plain.id]);
    expect(batch.error?.code).toBe('23503');
    expect(await rowExists(unused.id)).toBe(true);
  });

  test('a path that only starts like a used one does not count as a use', async () => {
    const item = await libraryItem();
    const url = anon.storage.from('covers').getPublicUrl(item.path).data.publicUrl;
    await fixturePost({ body_md: `![inny](${url}x) oraz ${url.replace('.png', 'Xpng')}` });
    expect((await admin.rpc('media_item_usages', { item_id: item.id })).data).toEqual([]);
    const removal = await admin.from('media_items').delete().eq('id', item.id).select('id');
    expect(removal.data).toEqual([{ id: item.id }]);
  });

  test('once no post uses it, the row and then the file are deleted', async () => {
    const item = await libraryItem();
    const url = anon.storage.from('covers').getPublicUrl(item.path).data.publicUrl;
    const post = await fixturePost({ body_md: `![${item.alt}](${url})` });
    expect((await admin.from('media_items').delete().eq('id', item.id)).error?.code).toBe('23503');

    const edited = await service.from('posts').update({ body_md: 'Bez obrazu.' }).eq('id', post.id);
    expect(edited.error).toBeNull();
    const removal = await admin.from('media_items').delete().eq('id', item.id).select('id');
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([{ id: item.id }]);
    const fileRemoval = await admin.storage.from('covers').remove([item.path]);
    expect(fileRemoval.error).toBeNull();
    expect(fileRemoval.data).toHaveLength(1);
    expect(await rowExists(item.id)).toBe(false);
    expect(await objectExists(item.path)).toBe(false);
  });

  test('usages of the whole library come in one call (the library grid), seeded covers included', async () => {
    const { data, error } = await admin.rpc('media_item_usages');
    expect(error).toBeNull();
    const [seeded] = await sql<{ id: string }>(
      stack,
      "select id from public.media_items where path = 'seed/midjourney-parametr-chaos.webp'",
    );
    expect(seeded).toBeDefined();
    expect(data).toContainEqual(
      expect.objectContaining({ media_item_id: seeded!.id, post_slug: 'midjourney-parametr-chaos', as_cover: true }),
    );
    expect((await anon.rpc('media_item_usages')).error?.code).toBe('42501');
  });
});
