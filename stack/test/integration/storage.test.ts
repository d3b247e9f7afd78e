import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import sharp from 'sharp';
import { startTestStack, type TestStack, signUserToken, sql } from '../support/stack.ts';
import { testClient } from '../support/clients.ts';

const ALA = '6f1c2f4e-8c53-4c7e-9a39-2d1a4b6c9e01';
const BOLEK = '0b7e8a52-3f0c-4a8e-9d7e-5c2b1a9f4e11';

// Owner-only rules for a private and a public test bucket, written as an app would write them for Supabase.
const POLICIES = `
insert into storage.buckets (id, name, public) values ('prywatne', 'prywatne', false), ('publiczne', 'publiczne', true);
create policy "Users read their own files" on storage.objects for select to authenticated
  using (bucket_id in ('prywatne', 'publiczne') and owner_id = (select auth.uid())::text);
create policy "Users upload into their own folder" on storage.objects for insert to authenticated
  with check (bucket_id in ('prywatne', 'publiczne') and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users update their own files" on storage.objects for update to authenticated
  using (bucket_id in ('prywatne', 'publiczne') and owner_id = (select auth.uid())::text)
  with check ((storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users delete their own files" on storage.objects for delete to authenticated
  using (bucket_id in ('prywatne', 'publiczne') and owner_id = (select auth.uid())::text);
`;

let stack: TestStack;
let api: string;
let service: SupabaseClient;
let anon: SupabaseClient;
let ala: SupabaseClient;
let bolek: SupabaseClient;
let alaToken: string;

const userToken = (sub: string) => signUserToken(stack.workdir, { sub });

function userClient(token: string): SupabaseClient {
  return createClient(api, stack.env.ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    // Node 20 has no global WebSocket and supabase-js refuses to construct without one.
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  });
}

/** Every stored byte file under .stack/storage/<bucket>, relative to the bucket folder. */
function filesOnDisk(bucket: string): string[] {
  const root = path.join(stack.workdir, '.stack', 'storage', bucket);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  stack = await startTestStack({
    files: {
      'migrations/29990101000000_storage_test_policies.sql': POLICIES,
      'storage/zasiane/witaj.txt': 'Witaj w zasianym kubełku',
      'storage/zasiane/grafiki/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    config: (config) => {
      const storage = config.storage as Record<string, unknown> & { buckets: Record<string, unknown> };
      storage.image_transformation = { enabled: true };
      // Low enough to prove the global cap without a 50 MiB upload, high enough for the 20 MB round trip.
      storage.file_size_limit = '21MiB';
      storage.buckets.zasiane = { public: true, objects_path: './storage/zasiane' };
    },
  });
  api = stack.env.API_URL!;
  service = testClient(api, stack.env.SERVICE_ROLE_KEY!);
  anon = testClient(api, stack.env.ANON_KEY!);
  alaToken = await userToken(ALA);
  ala = userClient(alaToken);
  bolek = userClient(await userToken(BOLEK));
});

afterAll(async () => {
  await stack?.dispose();
});

describe('buckets', () => {
  test('config.toml buckets exist with their limits and mime types', async () => {
    const { data, error } = await service.storage.getBucket('covers');
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 'covers', public: true, file_size_limit: 5 * 1024 * 1024, allowed_mime_types: ['image/*'] });
    const avatars = await service.storage.getBucket('avatars');
    expect(avatars.data).toMatchObject({ public: false, file_size_limit: 2 * 1024 * 1024 });
    // Supabase Storage's fields, nothing more.
    expect(Object.keys(data!).sort()).toEqual(
      ['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at'].sort(),
    );
  });

  test('service_role creates, lists, updates, empties and deletes a bucket', async () => {
    expect(
      (await service.storage.createBucket('robocze', { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['text/*'] })).data,
    ).toEqual({
      name: 'robocze',
    });
    const listed = await service.storage.listBuckets();
    expect(listed.data!.map((bucket) => bucket.id)).toContain('robocze');
    expect((await service.storage.getBucket('robocze')).data).toMatchObject({ file_size_limit: 1_000_000, allowed_mime_types: ['text/*'] });
    expect((await service.storage.updateBucket('robocze', { public: true, fileSizeLimit: 2000 })).data).toEqual({
      message: 'Successfully updated',
    });
    expect((await service.storage.getBucket('robocze')).data).toMatchObject({ public: true, file_size_limit: 2000 });

    await service.storage.from('robocze').upload('a.txt', 'a');
    const refused = await service.storage.deleteBucket('robocze');
    expect(refused.error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    expect((await service.storage.emptyBucket('robocze')).error).toBeNull();
    expect(filesOnDisk('robocze')).toEqual([]);
    expect((await service.storage.deleteBucket('robocze')).data).toEqual({ message: 'Successfully deleted' });
    expect((await service.storage.getBucket('robocze')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  test('objects_path files are uploaded on start with their mime types', async () => {
    const { data } = await service.storage.from('zasiane').list('', { sortBy: { column: 'name', order: 'asc' } });
    expect(data!.map((entry) => entry.name)).toEqual(['grafiki', 'witaj.txt']);
    const response = await fetch(anon.storage.from('zasiane').getPublicUrl('grafiki/logo.svg').data.publicUrl);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await (await fetch(anon.storage.from('zasiane').getPublicUrl('witaj.txt').data.publicUrl)).text()).toBe(
      'Witaj w zasianym kubełku',
    );
  });

  test('[storage] file_size_limit caps buckets and uploads', async () => {
    expect((await service.storage.createBucket('ogromne', { public: false, fileSizeLimit: '100GB' })).error).toMatchObject({
      statusCode: '413',
    });
    expect((await service.storage.createBucket('bez-limitu', { public: false })).error).toBeNull();
    const tooBig = await service.storage.from('bez-limitu').upload('za-duzy.bin', Buffer.alloc(21 * 1024 * 1024 + 1), {
      contentType: 'application/octet-stream',
    });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    expect(filesOnDisk('bez-limitu')).toEqual([]);
  });

  test('listBuckets options: search, sort, limit and offset', async () => {
    const all = (await service.storage.listBuckets({ sortColumn: 'id', sortOrder: 'desc' })).data!.map((bucket) => bucket.id);
    expect(all.length).toBeGreaterThan(4);
    expect(all).toEqual([...all].sort().reverse());
    const page = await service.storage.listBuckets({ sortColumn: 'id', sortOrder: 'desc', limit: 2, offset: 1 });
    expect(page.data!.map((bucket) => bucket.id)).toEqual(all.slice(1, 3));
    expect((await service.storage.listBuckets({ search: 'UBLI' })).data!.map((bucket) => bucket.id)).toEqual(['publiczne']);
  });

  test('duplicate, invalid and unknown buckets get Supabase errors', async () => {
    expect((await service.storage.createBucket('covers')).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await service.storage.createBucket('zła/nazwa')).error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    expect((await service.storage.createBucket('..')).error).toMatchObject({ statusCode: '400' });
    expect((await service.storage.createBucket('typy', { public: false, allowedMimeTypes: ['nie typ'] })).error).toMatchObject({
      statusCode: '415',
    });
    expect((await service.storage.deleteBucket('nie-ma')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  test('RLS on storage.buckets: anon and users cannot create buckets, anon lists none', async () => {
    const byAnon = await anon.storage.createBucket('wlamanie');
    expect(byAnon.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect((await ala.storage.createBucket('wlamanie')).error).toMatchObject({ statusCode: '403' });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    expect((await service.storage.getBucket('wlamanie')).error).toMatchObject({ statusCode: '404' });
  });
});

describe('path helpers for policies', () => {
  test("storage.foldername, filename and extension split a key as Storage's functions do", async () => {
    const rows = await sql<{ key: string; folders: string[] | null; file: string | null; ext: string | null }>(
      stack.env.DB_URL!,
      `select key, storage.foldername(key) as folders, storage.filename(key) as file, storage.extension(key) as ext
       from unnest(array['a/b/kot.tar.gz', 'kot.png', 'folder/bez-rozszerzenia', 'a//b.txt', '']) with ordinality as k(key, n)
       order by n`,
    );
    expect(rows).toEqual([
      { key: 'a/b/kot.tar.gz', folders: ['a', 'b'], file: 'kot.tar.gz', ext: 'gz' },
      { key: 'kot.png', folders: [], file: 'kot.png', ext: 'png' },
      { key: 'folder/bez-rozszerzenia', folders: ['folder'], file: 'bez-rozszerzenia', ext: 'bez-rozszerzenia' },
      { key: 'a//b.txt', folders: ['a', ''], file: 'b.txt', ext: 'txt' },
      { key: '', folders: null, file: null, ext: null },
    ]);
  });
});

describe('objects', () => {
  test('raw upload keeps the client defaults: text/plain;charset=UTF-8 and max-age=3600', async () => {
    const { data, error } = await service.storage.from('publiczne').upload('notatki/powitanie.txt', 'Dzień dobry');
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'notatki/powitanie.txt', fullPath: 'publiczne/notatki/powitanie.txt' });
    const response = await fetch(service.storage.from('publiczne').getPublicUrl('notatki/powitanie.txt').data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength('Dzień dobry')));
    expect(await response.text()).toBe('Dzień dobry');
  });

  test('multipart upload with metadata; info and exists', async () => {
    const blob = new Blob([await png(4, 4)], { type: 'image/png' });
    const upload = await service.storage
      .from('covers')
      .upload('okladki/mala.png', blob, { cacheControl: '60', metadata: { autor: 'Ala' } });
    expect(upload.error).toBeNull();
    const info = await service.storage.from('covers').info('okladki/mala.png');
    expect(info.data).toMatchObject({
      name: 'okladki/mala.png',
      contentType: 'image/png',
      cacheControl: 'max-age=60',
      metadata: { autor: 'Ala' },
    });
    expect(info.data!.size).toBe(blob.size);
    expect((await service.storage.from('covers').exists('okladki/mala.png')).data).toBe(true);
    expect((await service.storage.from('covers').exists('okladki/brak.png')).data).toBe(false);
    const head = await fetch(`${api}/storage/v1/object/public/covers/okladki/mala.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(blob.size));
  });

  test('an existing key without upsert is a 409 Duplicate; x-upsert and update() replace it', async () => {
    const bucket = service.storage.from('publiczne');
    await bucket.upload('wersje/plik.txt', 'pierwsza');
    expect((await bucket.upload('wersje/plik.txt', 'druga')).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const raw = await fetch(`${api}/storage/v1/object/publiczne/wersje/plik.txt`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`, 'content-type': 'text/plain' },
      body: 'druga',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '409',
      code: 'ResourceAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    expect((await bucket.upload('wersje/plik.txt', 'druga', { upsert: true })).error).toBeNull();
    expect(await (await bucket.download('wersje/plik.txt')).data!.text()).toBe('druga');
    expect((await bucket.update('wersje/plik.txt', 'trzecia')).error).toBeNull();
    expect(await (await bucket.download('wersje/plik.txt')).data!.text()).toBe('trzecia');
    expect(filesOnDisk('publiczne').filter((file) => file.startsWith('wersje/'))).toHaveLength(1);
  });

  test('concurrent upserts of one key leave exactly one version on disk, the one the row points at', async () => {
    const bucket = service.storage.from('publiczne');
    const bodies = Array.from({ length: 6 }, (_, index) => `wersja ${index} `.repeat(20_000));
    const results = await Promise.all(bodies.map((body) => bucket.upload('wyscig/plik.txt', body, { upsert: true })));
    expect(results.every((result) => result.error === null)).toBe(true);
    const content = await (await bucket.download('wyscig/plik.txt')).data!.text();
    expect(bodies).toContain(content);
    const info = await bucket.info('wyscig/plik.txt');
    expect(filesOnDisk('publiczne').filter((file) => file.startsWith('wyscig/'))).toEqual([`wyscig/plik.txt/${info.data!.version}`]);
  });

  test('file_size_limit: 413 and nothing kept, neither row nor bytes', async () => {
    const tooBig = Buffer.alloc(2 * 1024 * 1024 + 1, 1);
    const raw = await service.storage.from('avatars').upload('za-duzy.png', tooBig, { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const multipart = await service.storage.from('avatars').upload('za-duzy.png', new Blob([tooBig], { type: 'image/png' }));
    expect(multipart.error).toMatchObject({ statusCode: '413' });
    expect((await service.storage.from('avatars').list()).data).toEqual([]);
    expect(filesOnDisk('avatars')).toEqual([]);
  });

  test('refused uploads (declared, streamed or multipart over the limit) leave every connection usable', async () => {
    const within = async <T>(promise: Promise<T>): Promise<T> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('request stalled')), 5000)));
      try {
        return await Promise.race([promise, timeout]);
      } finally {
        clearTimeout(timer);
      }
    };
    const bucket = service.storage.from('bez-limitu');
    for (let round = 0; round < 4; round++) {
      let chunks = 0;
      const streamed = new Readable({
        read() {
          chunks += 1;
          this.push(chunks > 24 ? null : Buffer.alloc(1024 * 1024));
        },
      });
      const refused = [
        await within(bucket.upload('za-duzy.bin', streamed, { contentType: 'application/octet-stream' })),
        await within(bucket.upload('za-duzy.bin', new Blob([Buffer.alloc(24 * 1024 * 1024)], { type: 'application/octet-stream' }))),
        await within(
          service.storage.from('avatars').upload('za-duzy.png', Buffer.alloc(2 * 1024 * 1024 + 1), { contentType: 'image/png' }),
        ),
      ];
      for (const { error } of refused) expect(error).toMatchObject({ statusCode: '413' });
      expect((await within(bucket.upload(`po-odmowie-${round}.txt`, 'ok'))).error).toBeNull();
    }
    expect(filesOnDisk('bez-limitu').filter((file) => file.startsWith('za-duzy'))).toEqual([]);
  });

  test('allowed_mime_types with wildcards: image/* accepts image/webp, refuses text/plain with 415', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#abcdef' } })
      .webp()
      .toBuffer();
    const ok = await service.storage.from('covers').upload('typy/obraz.webp', webp, { contentType: 'image/webp' });
    expect(ok.error).toBeNull();
    const refused = await service.storage.from('covers').upload('typy/tekst.txt', 'tekst');
    expect(refused.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain;charset=UTF-8 is not supported' });
    const exact = await service.storage.from('stwory').upload('typy/obraz.gif', Buffer.from('GIF8'), { contentType: 'image/gif' });
    expect(exact.error).toMatchObject({ statusCode: '415' });
  });

  test('missing bucket is 404 "Bucket not found"; missing object 404 "Object not found"', async () => {
    expect((await service.storage.from('nie-ma').upload('a.txt', 'a')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await service.storage.from('publiczne').download('nie/ma.txt')).error).toMatchObject({ status: 400 });
    expect((await service.storage.from('publiczne').info('nie/ma.txt')).error).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    });
  });

  test('path traversal, backslashes, control characters and non-S3 keys are refused with InvalidKey', async () => {
    const post = (key: string) =>
      fetch(`${api}/storage/v1/object/publiczne/${key}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`, 'content-type': 'text/plain' },
        body: 'x',
      });
    for (const key of ['a%2F..%2F..%2Fucieczka.txt', 'a%5Cb.txt', 'a%01b.txt', '%2Fabsolutny.txt', 'z%C5%82a.txt']) {
      const response = await post(key);
      expect(response.status, key).toBe(400);
      expect(await response.json(), key).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    for (const destination of ['../../ucieczka.txt', '/etc/passwd', 'a\\b.txt', 'a\u0000b']) {
      expect((await service.storage.from('publiczne').copy('notatki/powitanie.txt', destination)).error, destination).toMatchObject({
        statusCode: '400',
      });
    }
    expect(fs.existsSync(path.join(stack.workdir, '.stack', 'ucieczka.txt'))).toBe(false);
    expect(fs.existsSync(path.join(stack.workdir, '.stack', 'storage', 'ucieczka.txt'))).toBe(false);
  });

  test('malformed JSON is a 400 with the Storage error shape', async () => {
    const response = await fetch(`${api}/storage/v1/object/list/publiczne`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: '{"prefix": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: expect.any(String), message: expect.any(String) });
  });

  test('list: prefix, limit, offset, sortBy and search, folders first-level only', async () => {
    const bucket = service.storage.from('publiczne');
    for (const name of ['lista/c.txt', 'lista/a.txt', 'lista/b.txt', 'lista/pod/d.txt']) await bucket.upload(name, name);
    const all = await bucket.list('lista');
    expect(all.data!.map((entry) => entry.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'pod']);
    expect(all.data!.find((entry) => entry.name === 'pod')!.id).toBeNull();
    expect((await bucket.list('lista', { limit: 2, offset: 1 })).data!.map((entry) => entry.name)).toEqual(['b.txt', 'c.txt']);
    expect((await bucket.list('lista', { sortBy: { column: 'name', order: 'desc' } })).data!.map((entry) => entry.name)).toEqual([
      'pod',
      'c.txt',
      'b.txt',
      'a.txt',
    ]);
    expect((await bucket.list('lista', { search: 'b' })).data!.map((entry) => entry.name)).toEqual(['b.txt']);
  });

  test('list-v2: cursor pagination and delimiter folders', async () => {
    // Storage's shape (supabase/storage src/storage/object.ts listObjectsV2): `name` is the full key, folders end in "/".
    const bucket = service.storage.from('publiczne');
    const first = await bucket.listV2({ prefix: 'lista/', limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data!.objects.map((entry) => entry.name)).toEqual(['lista/a.txt', 'lista/b.txt']);
    expect(first.data!.hasNext).toBe(true);
    const second = await bucket.listV2({ prefix: 'lista/', limit: 5, cursor: first.data!.nextCursor });
    expect(second.data!.objects.map((entry) => entry.name)).toEqual(['lista/c.txt', 'lista/pod/d.txt']);
    expect(second.data!.hasNext).toBe(false);
    const folded = await bucket.listV2({ prefix: 'lista/', with_delimiter: true });
    expect(folded.data!.folders.map((folder) => [folder.name, folder.key])).toEqual([['lista/pod/', 'pod']]);
    expect(folded.data!.objects.map((entry) => [entry.name, entry.key])).toEqual([
      ['lista/a.txt', 'a.txt'],
      ['lista/b.txt', 'b.txt'],
      ['lista/c.txt', 'c.txt'],
    ]);
    const foldedDesc = await bucket.listV2({ prefix: 'lista/', with_delimiter: true, sortBy: { column: 'name', order: 'desc' }, limit: 2 });
    expect([...foldedDesc.data!.folders.map((entry) => entry.name), ...foldedDesc.data!.objects.map((entry) => entry.name)]).toEqual([
      'lista/pod/',
      'lista/c.txt',
    ]);
    const restDesc = await bucket.listV2({ prefix: 'lista/', with_delimiter: true, cursor: foldedDesc.data!.nextCursor });
    expect(restDesc.data!.objects.map((entry) => entry.name)).toEqual(['lista/b.txt', 'lista/a.txt']);
    // Uploaded c, a, b, pod/d: newest first by created_at, two per page.
    const byTime: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.listV2({ prefix: 'lista/', limit: 2, sortBy: { column: 'created_at', order: 'desc' }, cursor });
      byTime.push(...page.data!.objects.map((entry) => entry.name));
      cursor = page.data!.hasNext ? page.data!.nextCursor : undefined;
    } while (cursor);
    expect(byTime).toEqual(['lista/pod/d.txt', 'lista/b.txt', 'lista/a.txt', 'lista/c.txt']);
  });

  test('move and copy, across buckets; remove many', async () => {
    const bucket = service.storage.from('publiczne');
    await bucket.upload('ruch/zrodlo.txt', 'treść');
    expect((await bucket.copy('ruch/zrodlo.txt', 'kopie/kopia.txt', { destinationBucket: 'prywatne' })).data).toEqual({
      path: 'prywatne/kopie/kopia.txt',
    });
    expect(await (await service.storage.from('prywatne').download('kopie/kopia.txt')).data!.text()).toBe('treść');
    expect((await bucket.move('ruch/zrodlo.txt', 'ruch/cel.txt')).data).toMatchObject({ message: 'Successfully moved' });
    expect((await bucket.exists('ruch/zrodlo.txt')).data).toBe(false);
    expect(await (await bucket.download('ruch/cel.txt')).data!.text()).toBe('treść');
    expect(filesOnDisk('publiczne').some((file) => file.startsWith('ruch/zrodlo.txt'))).toBe(false);
    const removed = await bucket.remove(['ruch/cel.txt', 'nie/ma.txt']);
    expect(removed.data!.map((entry) => entry.name)).toEqual(['ruch/cel.txt']);
    expect(filesOnDisk('publiczne').some((file) => file.startsWith('ruch/'))).toBe(false);
  });

  test('ETag and If-None-Match answer 304; Range answers 206 with the requested bytes', async () => {
    await service.storage.from('publiczne').upload('zakres/alfabet.txt', 'abcdefghijklmnopqrstuvwxyz');
    const url = `${api}/storage/v1/object/public/publiczne/zakres/alfabet.txt`;
    const full = await fetch(url);
    const etag = full.headers.get('etag')!;
    expect(etag).toBe(`"${crypto.createHash('md5').update('abcdefghijklmnopqrstuvwxyz').digest('hex')}"`);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await fetch(url, { headers: { 'If-None-Match': '"inny"' } })).status).toBe(200);
    const part = await fetch(url, { headers: { Range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/26');
    expect(await part.text()).toBe('cdef');
    const suffix = await fetch(url, { headers: { Range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('xyz');
    expect((await fetch(url, { headers: { Range: 'bytes=100-200' } })).status).toBe(416);
  });

  test('a 20 MB upload and download are byte-identical', async () => {
    const big = crypto.randomBytes(20 * 1024 * 1024);
    const { error } = await service.storage.from('prywatne').upload('duze/20mb.bin', big, { contentType: 'application/octet-stream' });
    expect(error).toBeNull();
    const { data } = await service.storage.from('prywatne').download('duze/20mb.bin');
    const downloaded = Buffer.from(await data!.arrayBuffer());
    expect(downloaded.length).toBe(big.length);
    expect(crypto.createHash('sha256').update(downloaded).digest('hex')).toBe(crypto.createHash('sha256').update(big).digest('hex'));
  });
});

describe('RLS decides every user request', () => {
  beforeAll(async () => {
    const { error } = await ala.storage.from('prywatne').upload(`${ALA}/tajne.txt`, 'Ala ma kota');
    if (error) throw error;
  });

  test('the owner reads her file; the row records her as owner', async () => {
    expect(await (await ala.storage.from('prywatne').download(`${ALA}/tajne.txt`)).data!.text()).toBe('Ala ma kota');
    const info = await service.storage.from('prywatne').info(`${ALA}/tajne.txt`);
    expect(info.error).toBeNull();
    const listed = await ala.storage.from('prywatne').list(ALA);
    expect(listed.data!.map((entry) => entry.name)).toEqual(['tajne.txt']);
  });

  test('another user cannot read, list, overwrite, move or delete it', async () => {
    const bucket = bolek.storage.from('prywatne');
    expect((await bucket.download(`${ALA}/tajne.txt`)).error).not.toBeNull();
    expect((await bucket.info(`${ALA}/tajne.txt`)).error).toMatchObject({ statusCode: '404' });
    expect((await bucket.list(ALA)).data).toEqual([]);
    expect((await bucket.upload(`${ALA}/tajne.txt`, 'Bolek był tu', { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.upload(`${ALA}/nowy.txt`, 'Bolek był tu')).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await bucket.move(`${ALA}/tajne.txt`, `${BOLEK}/skradzione.txt`)).error).not.toBeNull();
    expect((await bucket.remove([`${ALA}/tajne.txt`])).data).toEqual([]);
    expect((await bolek.storage.emptyBucket('prywatne')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    expect((await bucket.createSignedUrl(`${ALA}/tajne.txt`, 60)).error).toMatchObject({ statusCode: '404' });
    expect(await (await ala.storage.from('prywatne').download(`${ALA}/tajne.txt`)).data!.text()).toBe('Ala ma kota');
    expect((await service.storage.from('prywatne').exists(`${ALA}/nowy.txt`)).data).toBe(false);
    expect(filesOnDisk('prywatne').filter((file) => file.startsWith(ALA))).toHaveLength(1);
  });

  test('anon cannot read a private bucket, through the API or without any token', async () => {
    expect((await anon.storage.from('prywatne').download(`${ALA}/tajne.txt`)).error).not.toBeNull();
    expect((await anon.storage.from('prywatne').list(ALA)).data).toEqual([]);
    const publicUrl = await fetch(`${api}/storage/v1/object/public/prywatne/${ALA}/tajne.txt`);
    expect(await publicUrl.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const noToken = await fetch(`${api}/storage/v1/object/prywatne/${ALA}/tajne.txt`);
    expect(await noToken.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  test('a token for another user than the one it claims (bad signature) is refused', async () => {
    const forged = alaToken.slice(0, -4) + (alaToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const client = userClient(forged);
    expect((await client.storage.from('prywatne').upload(`${ALA}/falszywy.txt`, 'x')).error).toMatchObject({ statusCode: '403' });
    expect((await service.storage.from('prywatne').exists(`${ALA}/falszywy.txt`)).data).toBe(false);
  });

  test('the owner moves and deletes her own file', async () => {
    const bucket = ala.storage.from('prywatne');
    await bucket.upload(`${ALA}/do-przeniesienia.txt`, 'x');
    expect((await bucket.move(`${ALA}/do-przeniesienia.txt`, `${ALA}/przeniesiony.txt`)).error).toBeNull();
    expect((await bucket.remove([`${ALA}/przeniesiony.txt`])).data!.map((entry) => entry.name)).toEqual([`${ALA}/przeniesiony.txt`]);
  });

  test('public bucket: anyone downloads by public URL; writes still need the policy', async () => {
    await ala.storage.from('publiczne').upload(`${ALA}/awatar.txt`, 'publiczny');
    const response = await fetch(anon.storage.from('publiczne').getPublicUrl(`${ALA}/awatar.txt`).data.publicUrl);
    expect(await response.text()).toBe('publiczny');
    expect((await anon.storage.from('publiczne').upload('anonim.txt', 'x')).error).toMatchObject({ statusCode: '403' });
    expect((await bolek.storage.from('publiczne').remove([`${ALA}/awatar.txt`])).data).toEqual([]);
  });

  test('HEAD and single DELETE follow RLS too', async () => {
    await ala.storage.from('prywatne').upload(`${ALA}/do-usuniecia.txt`, 'x');
    const url = `${api}/storage/v1/object/authenticated/prywatne/${ALA}/do-usuniecia.txt`;
    expect((await fetch(url, { method: 'HEAD', headers: { Authorization: `Bearer ${alaToken}` } })).status).toBe(200);
    const asBolek = { Authorization: `Bearer ${await userToken(BOLEK)}` };
    expect((await fetch(url, { method: 'HEAD', headers: asBolek })).status).toBe(400);
    const single = `${api}/storage/v1/object/prywatne/${ALA}/do-usuniecia.txt`;
    const refused = await fetch(single, { method: 'DELETE', headers: asBolek });
    expect(await refused.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    const deleted = await fetch(single, { method: 'DELETE', headers: { Authorization: `Bearer ${alaToken}` } });
    expect(await deleted.json()).toEqual({ message: 'Successfully deleted' });
    expect((await service.storage.from('prywatne').exists(`${ALA}/do-usuniecia.txt`)).data).toBe(false);
  });

  test('service_role bypasses RLS', async () => {
    expect(await (await service.storage.from('prywatne').download(`${ALA}/tajne.txt`)).data!.text()).toBe('Ala ma kota');
  });
});

describe('signed URLs', () => {
  beforeAll(async () => {
    await ala.storage.from('prywatne').upload(`${ALA}/umowa.txt`, 'umowa');
  });

  test('a signed URL downloads without a token, with download name and Expires', async () => {
    const { data, error } = await ala.storage.from('prywatne').createSignedUrl(`${ALA}/umowa.txt`, 60, { download: 'umowa ali.txt' });
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('umowa');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename=umowa%20ali.txt; filename*=UTF-8''umowa%20ali.txt`);
    expect(response.headers.get('expires')).not.toBeNull();
  });

  test('tampered, foreign-path and expired tokens are refused', async () => {
    const { data } = await ala.storage.from('prywatne').createSignedUrl(`${ALA}/umowa.txt`, 1);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, url: `prywatne/${ALA}/tajne.txt` })).toString('base64url'),
      signature,
    ].join('.');
    const tamperedResponse = await fetch(`${api}/storage/v1/object/sign/prywatne/${ALA}/tajne.txt?token=${tampered}`);
    expect(tamperedResponse.status).toBe(400);
    expect(await tamperedResponse.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    const otherPath = await fetch(`${api}/storage/v1/object/sign/prywatne/${ALA}/tajne.txt?token=${token}`);
    expect(await otherPath.json()).toMatchObject({ code: 'InvalidSignature' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(data!.signedUrl);
    expect(await expired.json()).toMatchObject({ statusCode: '400', code: 'ExpiredToken', message: 'The provided token has expired.' });
  });

  test('createSignedUrls signs what the caller can see and reports the rest', async () => {
    const { data } = await bolek.storage.from('prywatne').createSignedUrls([`${ALA}/umowa.txt`], 60);
    expect(data![0]).toMatchObject({ signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });
    const own = await ala.storage.from('prywatne').createSignedUrls([`${ALA}/umowa.txt`, `${ALA}/tajne.txt`], 60);
    expect(own.data!.every((entry) => entry.signedUrl !== null)).toBe(true);
    expect(await (await fetch(own.data![1]!.signedUrl!)).text()).toBe('Ala ma kota');
  });

  test('a signed upload URL uploads once as its signer; the second use is a Duplicate', async () => {
    const { data, error } = await ala.storage.from('prywatne').createSignedUploadUrl(`${ALA}/z-linku.txt`);
    expect(error).toBeNull();
    const first = await anon.storage.from('prywatne').uploadToSignedUrl(`${ALA}/z-linku.txt`, data!.token, 'przez link');
    expect(first.error).toBeNull();
    const second = await anon.storage.from('prywatne').uploadToSignedUrl(`${ALA}/z-linku.txt`, data!.token, 'jeszcze raz');
    expect(second.error).toMatchObject({ statusCode: '409' });
    expect(await (await ala.storage.from('prywatne').download(`${ALA}/z-linku.txt`)).data!.text()).toBe('przez link');
    expect((await bolek.storage.from('prywatne').createSignedUploadUrl(`${ALA}/cudzy.txt`)).error).toMatchObject({ statusCode: '403' });
    const row = await service.storage.from('prywatne').list(ALA, { search: 'z-linku' });
    expect(row.data!.map((entry) => entry.name)).toEqual(['z-linku.txt']);
  });

  test('a signed upload URL with upsert replaces the object, with raw-body metadata', async () => {
    const { data } = await ala.storage.from('prywatne').createSignedUploadUrl(`${ALA}/z-linku.txt`, { upsert: true });
    const replaced = await anon.storage
      .from('prywatne')
      .uploadToSignedUrl(`${ALA}/z-linku.txt`, data!.token, 'nowa treść', { metadata: { zrodlo: 'link' } });
    expect(replaced.error).toBeNull();
    expect(await (await ala.storage.from('prywatne').download(`${ALA}/z-linku.txt`)).data!.text()).toBe('nowa treść');
    expect((await ala.storage.from('prywatne').info(`${ALA}/z-linku.txt`)).data).toMatchObject({ metadata: { zrodlo: 'link' } });
  });
});

describe('image transformations', () => {
  beforeAll(async () => {
    const { error } = await service.storage.from('covers').upload('obrazy/duzy.png', await png(400, 300), { contentType: 'image/png' });
    if (error) throw error;
    await ala.storage.from('prywatne').upload(`${ALA}/zdjecie.png`, await png(400, 300), { contentType: 'image/png' });
  });

  test('authenticated download with width/height/resize returns an image of that size', async () => {
    const cover = await service.storage.from('covers').download('obrazy/duzy.png', { transform: { width: 100, height: 100 } });
    expect(cover.error).toBeNull();
    expect(await sharp(Buffer.from(await cover.data!.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 100, format: 'png' });
    const contain = await service.storage
      .from('covers')
      .download('obrazy/duzy.png', { transform: { width: 100, height: 100, resize: 'contain' } });
    expect(await sharp(Buffer.from(await contain.data!.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 75 });
    const fill = await service.storage
      .from('covers')
      .download('obrazy/duzy.png', { transform: { width: 50, height: 120, resize: 'fill' } });
    expect(await sharp(Buffer.from(await fill.data!.arrayBuffer())).metadata()).toMatchObject({ width: 50, height: 120 });
  });

  test("X-Transformations names the default resizing type, as storage-js's 'will get a signed transformed image' expects", async () => {
    const { data, error } = await service.storage
      .from('covers')
      .createSignedUrl('obrazy/duzy.png', 60, { transform: { width: 200, height: 200, quality: 60 } });
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(parseInt(response.headers.get('content-length') ?? '', 10)).toBeGreaterThan(0);
    expect(response.headers.get('x-transformations')).toBe('height:200,width:200,resizing_type:fill,quality:60');
    for (const [resize, type] of [
      ['contain', 'fit'],
      ['fill', 'force'],
    ] as const) {
      const url = anon.storage.from('covers').getPublicUrl('obrazy/duzy.png', { transform: { width: 20, resize } }).data.publicUrl;
      expect((await fetch(url)).headers.get('x-transformations')).toBe(`width:20,resizing_type:${type}`);
    }
  });

  test('public render URL converts format and quality', async () => {
    const url = anon.storage
      .from('covers')
      .getPublicUrl('obrazy/duzy.png', { transform: { width: 200, format: 'webp' as 'origin', quality: 50 } }).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 150, format: 'webp' });
  });

  test("without a format, a browser's Accept (AVIF and WebP) gets WebP, as Supabase's imgproxy (WebP detection only) answers", async () => {
    const url = anon.storage.from('covers').getPublicUrl('obrazy/duzy.png', { transform: { width: 40 } }).data.publicUrl;
    const chrome = await fetch(url, { headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' } });
    expect(chrome.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await chrome.arrayBuffer())).metadata()).toMatchObject({ width: 40, format: 'webp' });
    const plain = await fetch(url, { headers: { accept: 'image/png,*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/png');
    await plain.arrayBuffer();
  });

  test('signed render URL keeps the signed size; RLS still guards the authenticated render', async () => {
    const { data } = await ala.storage.from('prywatne').createSignedUrl(`${ALA}/zdjecie.png`, 60, { transform: { width: 40, height: 30 } });
    expect(data!.signedUrl).toContain('/render/image/sign/');
    const response = await fetch(data!.signedUrl);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 40, height: 30 });
    expect(response.headers.get('x-transformations')).toBe('height:30,width:40,resizing_type:fill');
    const denied = await bolek.storage.from('prywatne').download(`${ALA}/zdjecie.png`, { transform: { width: 10 } });
    expect(denied.error).not.toBeNull();
  });
});
