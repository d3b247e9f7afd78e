import { StorageApiError, StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

// @supabase/storage-js as its README and reference docs show it (`new StorageClient(url, { apikey, Authorization })`,
// then `from(bucket)`), against the local stack's storage. Where Storage's behaviour is in its source, the file is named
// (supabase/storage, read at 4fa61fb).

let stack: TestStack;
let storage: StorageClient;
const BUCKET = 'konformancja';

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['realtime', 'functions', 'mail'] });
  storage = new StorageClient(`${stack.env.API_URL}/storage/v1`, {
    apikey: stack.env.SERVICE_ROLE_KEY!,
    Authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`,
  });
  const created = await storage.createBucket(BUCKET, { public: false });
  expect(created.error).toBeNull();
});

afterAll(async () => {
  await stack?.dispose();
});

const bucket = () => storage.from(BUCKET);

async function upload(key: string, upsert = false): Promise<void> {
  const { error } = await bucket().upload(key, `treść ${key}`, { contentType: 'text/plain', upsert });
  expect(error).toBeNull();
}

describe('list (v1)', () => {
  beforeAll(async () => {
    for (const key of ['galeria/kot.png', 'galeria/Pies.png', 'galeria/ryba.png', 'galeria/szkice/las.png']) await upload(key);
  });

  test('one level: files with their metadata, a folder as an entry whose id and metadata are null', async () => {
    const { data, error } = await bucket().list('galeria');
    expect(error).toBeNull();
    // supabase/storage migrations/tenant/0063: names relative to the prefix, folders first-level only, in name order.
    // The order ignores case (`lower(name) collate "C"` in storage.search).
    expect(data!.map((entry) => entry.name)).toEqual(['kot.png', 'Pies.png', 'ryba.png', 'szkice']);
    const folder = data!.find((entry) => entry.name === 'szkice')!;
    expect(folder).toMatchObject({ id: null, metadata: null });
    const file = data!.find((entry) => entry.name === 'kot.png')!;
    expect(file.id).toEqual(expect.any(String));
    expect(file.metadata).toMatchObject({ mimetype: 'text/plain', size: Buffer.byteLength('treść galeria/kot.png') });
  });

  test('limit and offset page through the level', async () => {
    const pages = [];
    for (let offset = 0; offset < 4; offset += 3)
      pages.push((await bucket().list('galeria', { limit: 3, offset })).data!.map((e) => e.name));
    expect(pages).toEqual([['kot.png', 'Pies.png', 'ryba.png'], ['szkice']]);
  });

  test('search matches the start of a name, ignoring case', async () => {
    expect((await bucket().list('galeria', { search: 'pi' })).data!.map((entry) => entry.name)).toEqual(['Pies.png']);
  });

  test('sortBy created_at desc lists the newest first', async () => {
    const { data } = await bucket().list('galeria', { sortBy: { column: 'created_at', order: 'desc' } });
    // Files in upload order, reversed; the folder (no dates) is listed with them.
    expect(data!.filter((entry) => entry.id !== null).map((entry) => entry.name)).toEqual(['ryba.png', 'Pies.png', 'kot.png']);
  });
});

describe('listV2', () => {
  // A small version of Storage's own list-v2 suite (src/test/object-list-v2.test.ts): keys at the root and in
  // folders, uploaded in a shuffled order, some re-uploaded so updated_at differs from created_at; every way of
  // sorting, with and without the delimiter, read page by page through the cursor.
  const PREFIX = 'v2/';
  const rootFiles = ['B.txt', 'a.txt', 'c.txt', 'e.txt'];
  const folders = ['d', 'f', 'Aa'];
  const nested = folders.flatMap((folder) => [`${folder}/1.txt`, `${folder}/2.txt`]);
  const uploadOrder = ['c.txt', 'f/2.txt', 'a.txt', 'Aa/1.txt', 'd/2.txt', 'e.txt', 'f/1.txt', 'B.txt', 'd/1.txt', 'Aa/2.txt'];
  const reuploaded = ['c.txt', 'd/2.txt'];
  const byName = (names: string[]) => [...names].sort();
  const updateOrder = [...uploadOrder.filter((key) => !reuploaded.includes(key)), ...reuploaded];
  const full = (keys: string[]) => keys.map((key) => PREFIX + key);
  const folderOrderByCreation = [...new Set(uploadOrder.filter((key) => key.includes('/')).map((key) => key.split('/')[0]!))];

  beforeAll(async () => {
    expect(byName([...rootFiles, ...nested])).toEqual(byName(uploadOrder));
    for (const key of uploadOrder) await upload(PREFIX + key);
    for (const key of reuploaded) await upload(PREFIX + key, true);
  });

  type Options = NonNullable<Parameters<ReturnType<typeof bucket>['listV2']>[0]>;

  /** Every page of a listing, three entries a page, following nextCursor. */
  async function readAll(options: Options) {
    const objects: string[] = [];
    const folderNames: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const { data, error } = await bucket().listV2({ ...options, limit: 3, cursor });
      expect(error).toBeNull();
      pages++;
      objects.push(...data!.objects.map((entry) => entry.name));
      folderNames.push(...data!.folders.map((entry) => entry.name));
      expect(data!.objects.length + data!.folders.length).toBe(data!.hasNext ? 3 : (objects.length + folderNames.length) % 3 || 3);
      if (!data!.hasNext) {
        expect(data!.nextCursor).toBeUndefined();
        break;
      }
      cursor = data!.nextCursor;
      expect(cursor).toEqual(expect.any(String));
    }
    expect(pages).toBe(Math.ceil((objects.length + folderNames.length) / 3));
    return { objects, folders: folderNames };
  }

  const asc = <T>(list: T[]) => list;
  const desc = <T>(list: T[]) => [...list].reverse();

  test.each([
    { order: 'asc' as const, turn: asc },
    { order: 'desc' as const, turn: desc },
  ])('without the delimiter: every key under the prefix, by name, created_at or updated_at ($order)', async ({ order, turn }) => {
    expect(await readAll({ prefix: PREFIX, sortBy: { column: 'name', order } })).toEqual({
      objects: full(turn(byName(uploadOrder))),
      folders: [],
    });
    expect(await readAll({ prefix: PREFIX, sortBy: { column: 'created_at', order } })).toEqual({
      objects: full(turn(uploadOrder)),
      folders: [],
    });
    expect(await readAll({ prefix: PREFIX, sortBy: { column: 'updated_at', order } })).toEqual({
      objects: full(turn(updateOrder)),
      folders: [],
    });
  });

  test.each([
    { order: 'asc' as const, turn: asc },
    { order: 'desc' as const, turn: desc },
  ])('with the delimiter: one level, and sortBy decides the order of files and of folders ($order)', async ({ order, turn }) => {
    const rootByCreation = uploadOrder.filter((key) => !key.includes('/'));
    const rootByUpdate = updateOrder.filter((key) => !key.includes('/'));
    const folderNames = (names: string[]) => names.map((name) => `${PREFIX}${name}/`);
    expect(await readAll({ prefix: PREFIX, with_delimiter: true, sortBy: { column: 'name', order } })).toEqual({
      objects: full(turn(byName(rootFiles))),
      folders: folderNames(turn(byName(folders))),
    });
    // supabase/storage migrations/tenant/0050-search-v2-optimised.sql (search_by_timestamp): a folder is dated by the
    // earliest created_at below it, for created_at and updated_at alike.
    expect(await readAll({ prefix: PREFIX, with_delimiter: true, sortBy: { column: 'created_at', order } })).toEqual({
      objects: full(turn(rootByCreation)),
      folders: folderNames(turn(folderOrderByCreation)),
    });
    expect(await readAll({ prefix: PREFIX, with_delimiter: true, sortBy: { column: 'updated_at', order } })).toEqual({
      objects: full(turn(rootByUpdate)),
      folders: folderNames(turn(folderOrderByCreation)),
    });
  });

  test('the default is name order; a prefix without a slash matches names that start with it', async () => {
    expect(await readAll({ prefix: `${PREFIX}d`, with_delimiter: true })).toEqual({ objects: [], folders: [`${PREFIX}d/`] });
    expect(await readAll({ prefix: `${PREFIX}d` })).toEqual({ objects: full(['d/1.txt', 'd/2.txt']), folders: [] });
  });

  test("entries have Storage's fields: full-key names, `key` at the prefix's level, folders without dates (by name)", async () => {
    // supabase/storage src/storage/object.ts listObjectsV2 and search_v2's columns (key, name, id, dates, metadata).
    const { data } = await bucket().listV2({ prefix: PREFIX, with_delimiter: true, limit: 2 });
    expect(data!.hasNext).toBe(true);
    expect(Object.keys(data!)).toEqual(['hasNext', 'nextCursor', 'nextCursorKey', 'folders', 'objects']);
    expect(data!.folders).toEqual([
      { key: 'Aa', name: `${PREFIX}Aa/`, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
    ]);
    expect(data!.objects).toEqual([
      {
        key: 'B.txt',
        name: `${PREFIX}B.txt`,
        id: expect.any(String),
        updated_at: expect.any(String),
        created_at: expect.any(String),
        last_accessed_at: expect.any(String),
        metadata: expect.objectContaining({ mimetype: 'text/plain' }),
      },
    ]);
    expect((data as unknown as { nextCursorKey: string }).nextCursorKey).toBe(`${PREFIX}B.txt`);
    // Without the delimiter there is no `key`, as Storage's flat query selects none.
    const flat = await bucket().listV2({ prefix: PREFIX, limit: 1 });
    expect(Object.keys(flat.data!.objects[0]!).sort()).toEqual(['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at']);
  });

  test('the cursor is Storage\'s token: base64 lines "l:<last name>", then order and column when given', async () => {
    const { data } = await bucket().listV2({ prefix: PREFIX, limit: 1, sortBy: { column: 'created_at', order: 'desc' } });
    const lines = Buffer.from(data!.nextCursor!, 'base64').toString().split('\n');
    expect(lines.slice(0, 3)).toEqual([`l:${PREFIX}${uploadOrder.at(-1)}`, 'o:desc', 'c:created_at']);
    expect(lines[3]).toMatch(/^a:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const bad = await bucket().listV2({ prefix: PREFIX, cursor: Buffer.from('bogus').toString('base64') });
    // supabase/storage src/storage/object.ts decodeContinuationToken: ERRORS.InvalidParameter('continuation token').
    expect(bad.error).toBeInstanceOf(StorageApiError);
    expect(bad.error).toMatchObject({ statusCode: '400', message: 'Invalid Parameter continuation token' });
  });
});

describe('info, exists and signed URLs', () => {
  beforeAll(async () => {
    await upload('pliki/opis.txt');
  });

  test("info() is Storage's object info (InfoRenderer), camel-cased by the client", async () => {
    const { data, error } = await bucket().info('pliki/opis.txt');
    expect(error).toBeNull();
    // supabase/storage src/storage/renderer/info.ts: user metadata is {} when none was given.
    expect(data).toEqual({
      id: expect.any(String),
      name: 'pliki/opis.txt',
      version: expect.any(String),
      bucketId: BUCKET,
      size: Buffer.byteLength('treść pliki/opis.txt'),
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: {},
      lastModified: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  test('exists() is true, false for a missing key (NoSuchKey), and throws for a missing bucket (NoSuchBucket)', async () => {
    expect(await bucket().exists('pliki/opis.txt')).toEqual({ data: true, error: null });
    const missing = await bucket().exists('pliki/brak.txt');
    expect(missing.data).toBe(false);
    // supabase/storage src/internal/errors/codes.ts NoSuchKey: statusCode "404", message "Object not found".
    expect(missing.error).toMatchObject({ code: 'NoSuchKey', statusCode: '404', message: 'Object not found' });
    await expect(storage.from('nie-ma-takiego').exists('x.txt')).rejects.toMatchObject({
      code: 'NoSuchBucket',
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  test('createSignedUrl gives a URL that downloads without a key; createSignedUrls marks a missing path', async () => {
    const { data, error } = await bucket().createSignedUrl('pliki/opis.txt', 60);
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('treść pliki/opis.txt');
    const batch = await bucket().createSignedUrls(['pliki/opis.txt', 'pliki/brak.txt'], 60);
    expect(batch.data!.map((entry) => [entry.path, entry.error, entry.signedUrl === null])).toEqual([
      ['pliki/opis.txt', null, false],
      ['pliki/brak.txt', 'Either the object does not exist or you do not have access to it', true],
    ]);
  });

  test('createSignedUploadUrl + uploadToSignedUrl store an object without the uploader holding a key', async () => {
    const signed = await bucket().createSignedUploadUrl('pliki/od-goscia.txt');
    expect(signed.error).toBeNull();
    const anonymous = new StorageClient(`${stack.env.API_URL}/storage/v1`, {});
    const uploaded = await anonymous.from(BUCKET).uploadToSignedUrl('pliki/od-goscia.txt', signed.data!.token, 'od gościa', {
      contentType: 'text/plain',
    });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: 'pliki/od-goscia.txt', fullPath: `${BUCKET}/pliki/od-goscia.txt` });
    expect(await (await bucket().download('pliki/od-goscia.txt')).data!.text()).toBe('od gościa');
  });
});

describe('error shapes', () => {
  test("a missing bucket is Storage's NoSuchBucket", async () => {
    const { data, error } = await storage.getBucket('nie-ma-takiego');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(StorageApiError);
    // HTTP 400 with the real status in the body (supabase/storage src/http/error-handler.ts).
    expect(error).toMatchObject({ status: 400, statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  test("a missing object is Storage's NoSuchKey", async () => {
    const { error } = await bucket().download('pliki/brak.txt');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
  });

  test("a malformed or forged JWT is AccessDenied with the verifier's message", async () => {
    // supabase/storage src/http/plugins/jwt.ts: ERRORS.AccessDenied(err.message) for any JWT that does not verify.
    const withToken = (token: string) =>
      new StorageClient(`${stack.env.API_URL}/storage/v1`, { apikey: stack.env.ANON_KEY!, Authorization: `Bearer ${token}` });
    const malformed = await withToken('nie-jwt').listBuckets();
    expect(malformed.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'Invalid Compact JWS' });
    const [header, payload] = stack.env.SERVICE_ROLE_KEY!.split('.');
    const forged = await withToken(`${header}.${payload}.${Buffer.from('podpis').toString('base64url')}`).listBuckets();
    expect(forged.error).toMatchObject({ status: 400, statusCode: '403', code: 'AccessDenied', message: 'signature verification failed' });
  });
});
