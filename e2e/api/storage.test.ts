import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { anonClient, createUser, deleteUsersAfterAll, serviceClient, type Account } from './support.ts';

deleteUsersAfterAll();

let alice: Account;
let bob: Account;
let png: Buffer;
const avatars: string[] = [];
const covers: string[] = [];

beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser('avatar-alice'), createUser('avatar-bob')]);
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  const storage = serviceClient().storage;
  if (avatars.length) await storage.from('avatars').remove(avatars);
  if (covers.length) await storage.from('covers').remove(covers);
});

function avatarPath(owner: Account, name = `${crypto.randomBytes(4).toString('hex')}.png`): string {
  const path = `${owner.id}/${name}`;
  avatars.push(path);
  return path;
}

describe('private bucket avatars: RLS per user', () => {
  test('a user uploads, reads and lists under their own folder; others and visitors see nothing @storage @smoke', async () => {
    const path = avatarPath(alice);
    const upload = await alice.client.storage.from('avatars').upload(path, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();

    const own = await alice.client.storage.from('avatars').download(path);
    expect(own.error).toBeNull();
    expect(Buffer.from(await own.data!.arrayBuffer()).equals(png)).toBe(true);
    const listed = await alice.client.storage.from('avatars').list(alice.id);
    expect(listed.data!.map((entry) => entry.name)).toContain(path.split('/')[1]);

    const foreign = await bob.client.storage.from('avatars').download(path);
    expect(foreign.error).not.toBeNull();
    expect((await bob.client.storage.from('avatars').list(alice.id)).data).toEqual([]);
    expect((await anonClient().storage.from('avatars').download(path)).error).not.toBeNull();
    // The bucket is private: its "public" URL serves nothing.
    expect((await fetch(alice.client.storage.from('avatars').getPublicUrl(path).data.publicUrl)).ok).toBe(false);
  });

  test("a user cannot write into another user's folder, overwrite or delete another user's avatar @storage", async () => {
    const intruding = await bob.client.storage.from('avatars').upload(avatarPath(alice), png, { contentType: 'image/png' });
    expect(intruding.error).not.toBeNull();
    expect(intruding.error!.message).toMatch(/row-level security/i);

    const path = avatarPath(alice);
    await alice.client.storage.from('avatars').upload(path, png, { contentType: 'image/png' });
    const overwrite = await bob.client.storage.from('avatars').update(path, png, { contentType: 'image/png' });
    expect(overwrite.error).not.toBeNull();
    const removed = await bob.client.storage.from('avatars').remove([path]);
    expect(removed.data ?? []).toEqual([]);
    expect((await alice.client.storage.from('avatars').download(path)).error).toBeNull();
  });

  test('size and type limits of the bucket (2 MiB, images only) are enforced (codes 413 and 415) @storage', async () => {
    const tooBig = await alice.client.storage
      .from('avatars')
      .upload(avatarPath(alice), Buffer.alloc(2 * 1024 * 1024 + 1, 1), { contentType: 'image/png' });
    expect(tooBig.error).not.toBeNull();
    // As Supabase Storage answers: HTTP 400 with the limit's own code in the body's statusCode.
    expect(tooBig.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });

    const text = await alice.client.storage
      .from('avatars')
      .upload(avatarPath(alice, 'notatka.txt'), Buffer.from('to nie jest obraz'), { contentType: 'text/plain' });
    expect(text.error).not.toBeNull();
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  test('a signed URL serves the private object to anyone holding it, and only with an intact token @storage', async () => {
    const path = avatarPath(alice);
    await alice.client.storage.from('avatars').upload(path, png, { contentType: 'image/png' });
    const signed = await alice.client.storage.from('avatars').createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);

    const url = new URL(signed.data!.signedUrl);
    const token = url.searchParams.get('token')!;
    url.searchParams.set('token', `${token.slice(0, -4)}AAAA`);
    expect((await fetch(url)).ok).toBe(false);

    // Bob cannot sign a URL for Alice's avatar.
    expect((await bob.client.storage.from('avatars').createSignedUrl(path, 60)).error).not.toBeNull();
  });
});

describe('public bucket covers: image transformation', () => {
  test('a cover is served publicly, and resized on the fly through the render endpoint @storage', async () => {
    const path = `e2e/${crypto.randomBytes(5).toString('hex')}.png`;
    covers.push(path);
    const upload = await serviceClient().storage.from('covers').upload(path, png, { contentType: 'image/png' });
    expect(upload.error).toBeNull();

    const original = await fetch(anonClient().storage.from('covers').getPublicUrl(path).data.publicUrl);
    expect(original.status).toBe(200);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(64);

    const { publicUrl } = anonClient()
      .storage.from('covers')
      .getPublicUrl(path, { transform: { width: 32, height: 24, resize: 'cover' } }).data;
    expect(publicUrl).toContain('/render/image/public/covers/');
    const resized = await fetch(publicUrl);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toMatch(/^image\//);
    const metadata = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([32, 24]);
  });
});
