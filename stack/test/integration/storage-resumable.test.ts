// Resumable uploads (TUS) on /storage/v1/upload/resumable, driven by tus-js-client (what Supabase's docs use) and by
// raw HTTP where the protocol's steps matter (an interrupted upload resumed from HEAD's offset).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as tus from 'tus-js-client';
import { signUserToken, sql, startTestStack, type TestStack } from '../support/stack.ts';
import { ownFoldersBucketSql } from '../support/storage.ts';

const MB = 1024 * 1024;
let stack: TestStack;
let owner: string;
let token: string;

beforeAll(async () => {
  stack = await startTestStack({
    files: {
      'migrations/29990101000000_resumable.sql': ownFoldersBucketSql('archiwum', 8 * MB, ['application/octet-stream', 'application/pdf']),
    },
    exclude: ['functions', 'realtime'],
  });
  owner = randomUUID();
  token = await signUserToken(stack.workdir, { sub: owner }, 3600);
});

afterAll(async () => {
  await stack?.dispose();
});

const endpoint = () => `${stack.env.API_URL}/storage/v1/upload/resumable`;
const auth = () => ({ authorization: `Bearer ${token}`, apikey: stack.env.ANON_KEY! });
const encodeMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Uploads with tus-js-client; resolves with the number of PATCH requests it sent. */
function tusUpload(bytes: Buffer, metadata: Record<string, string>, headers: Record<string, string>, chunkSize: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let patches = 0;
    const upload = new tus.Upload(bytes, {
      endpoint: endpoint(),
      headers,
      chunkSize,
      retryDelays: [],
      metadata,
      onAfterResponse: (req) => {
        if (req.getMethod() === 'PATCH') patches++;
      },
      onError: reject,
      onSuccess: () => resolve(patches),
    });
    upload.start();
  });
}

/** The object as the REST API serves it to its owner. */
async function download(key: string): Promise<Buffer> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${stack.env.API_URL}/storage/v1/object/authenticated/archiwum/${path}`, { headers: auth() });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('TUS resumable uploads', () => {
  test('a 6.5 MB file sent in two PATCHes by tus-js-client reads back byte for byte, with the row of a plain upload', async () => {
    const bytes = randomBytes(6.5 * MB);
    const key = `${owner}/duzy plik.bin`;
    const patches = await tusUpload(
      bytes,
      { bucketName: 'archiwum', objectName: key, contentType: 'application/octet-stream', cacheControl: '3600' },
      auth(),
      4 * MB,
    );
    expect(patches).toBe(2);
    expect((await download(key)).equals(bytes)).toBe(true);
    const [row] = await sql<{ owner_id: string; metadata: Record<string, unknown> }>(
      stack.env.DB_URL!,
      `select owner_id, metadata from storage.objects where bucket_id = 'archiwum' and name = $1`,
      [key],
    );
    expect(row).toMatchObject({
      owner_id: owner,
      metadata: { size: bytes.length, mimetype: 'application/octet-stream', cacheControl: 'max-age=3600' },
    });
  });

  test("an interrupted upload resumes from HEAD's offset", async () => {
    const bytes = randomBytes(3 * MB);
    const key = `${owner}/wznowiony.bin`;
    const created = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...auth(),
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': encodeMetadata({ bucketName: 'archiwum', objectName: key, contentType: 'application/octet-stream' }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location.startsWith(`${endpoint()}/`)).toBe(true);
    const patch = (offset: number, chunk: Buffer) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...auth(),
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: chunk,
      });
    const first = await patch(0, bytes.subarray(0, MB));
    expect(first.status).toBe(204);
    // The client went away here; it asks where to go on.
    const head = await fetch(location, { method: 'HEAD', headers: { ...auth(), 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(MB);
    expect((await patch(offset, bytes.subarray(offset))).status).toBe(204);
    expect((await download(key)).equals(bytes)).toBe(true);
  });

  const create = (key: string, length: number, extra: Record<string, string> = {}, contentType = 'application/octet-stream') =>
    fetch(endpoint(), {
      method: 'POST',
      headers: {
        ...auth(),
        'tus-resumable': '1.0.0',
        'upload-length': String(length),
        'upload-metadata': encodeMetadata({ bucketName: 'archiwum', objectName: key, contentType }),
        ...extra,
      },
    });

  test("creation is refused as a plain upload would be: RLS, the bucket's size and types, an existing key without x-upsert", async () => {
    const otherUser = await create(`${randomUUID()}/cudzy.bin`, 10);
    // Supabase's TUS route answers with the error's own status and its message as text (not the REST routes' 400).
    expect(otherUser.status).toBe(403);
    expect(await otherUser.text()).toBe('new row violates row-level security policy');
    const tooLarge = await create(`${owner}/za-duzy.bin`, 9 * MB);
    expect(tooLarge.status).toBe(413);
    const wrongType = await create(`${owner}/obraz.png`, 10, {}, 'image/png');
    expect(wrongType.status).toBe(415);
    const noToken = await fetch(endpoint(), {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': encodeMetadata({ bucketName: 'archiwum', objectName: `${owner}/x.bin` }),
      },
    });
    expect(noToken.status).toBe(403);

    const key = `${owner}/istniejacy.bin`;
    await tusUpload(Buffer.from('pierwsza wersja'), { bucketName: 'archiwum', objectName: key }, auth(), 4 * MB);
    const duplicate = await create(key, 10);
    expect(duplicate.status).toBe(409);
    await tusUpload(Buffer.from('druga wersja'), { bucketName: 'archiwum', objectName: key }, { ...auth(), 'x-upsert': 'true' }, 4 * MB);
    expect((await download(key)).toString()).toBe('druga wersja');
  });
});
