import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, type TestStack } from '../support/stack.ts';
import { serviceClient } from '../support/auth.ts';

// What an upload really is decides where it may go and how it is served: a strictly parsed type, the bucket's allow
// list on that type, magic bytes against the claim, nosniff everywhere, active content only as a sandboxed download,
// and copy/move held to the target bucket's rules. (The stored XSS of the security review: an SVG with script
// uploaded as `image/png;,image/svg+xml` into a public image bucket and served back with that type.)

let stack: TestStack;
let service: SupabaseClient;

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  stack = await startTestStack({ exclude: ['mail', 'functions', 'realtime'] });
  service = serviceClient(stack);
  const buckets: [string, { public: boolean; allowedMimeTypes?: string[]; fileSizeLimit?: number }][] = [
    ['obrazki', { public: true, allowedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'] }],
    ['wszystko', { public: true }],
    ['male', { public: true, fileSizeLimit: 100 }],
  ];
  for (const [id, options] of buckets) {
    const { error } = await service.storage.createBucket(id, options);
    if (error) throw error;
  }
});

afterAll(async () => {
  await stack?.dispose();
});

/** A raw upload with exactly this Content-Type, as a hostile client sends it. */
function upload(bucket: string, key: string, contentType: string, body: Buffer) {
  return fetch(`${stack.env.API_URL}/storage/v1/object/${bucket}/${key}`, {
    method: 'POST',
    headers: { apikey: stack.env.SERVICE_ROLE_KEY!, authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`, 'content-type': contentType },
    body,
  });
}

const publicUrl = (bucket: string, key: string) => `${stack.env.API_URL}/storage/v1/object/public/${bucket}/${key}`;

describe('declared types', () => {
  test('a list of types or any malformed type is refused with InvalidMimeType (415)', async () => {
    for (const contentType of [
      'image/png;,image/svg+xml',
      'image/png, image/svg+xml',
      'image/png;;x',
      'image/',
      'png',
      'image/png x',
      'image/png; a=b,c',
    ]) {
      const response = await upload('obrazki', `zly-${encodeURIComponent(contentType).length}.png`, contentType, await png());
      // Storage answers HTTP 400 with the error's own status in the body (a header Fastify cannot parse: 415).
      expect([400, 415], contentType).toContain(response.status);
      expect(await response.json(), contentType).toMatchObject({ statusCode: '415' });
    }
  });

  test('a real PNG with a declared type in any case is stored as sent and served with nosniff', async () => {
    const response = await upload('obrazki', 'dobry.png', 'IMAGE/PNG; Charset=binary', await png());
    expect(response.status).toBe(200);
    const served = await fetch(publicUrl('obrazki', 'dobry.png'));
    expect(served.headers.get('content-type')).toBe('IMAGE/PNG; Charset=binary');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
  });
});

describe('content against the claim', () => {
  test.each([
    ['SVG', 'image/png', 'udawany.png', svg],
    ['HTML', 'image/png', 'strona.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'XML',
      'image/jpeg',
      'dane.jpg',
      Buffer.from('<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'),
    ],
    ['JavaScript', 'image/webp', 'skrypt.webp', Buffer.from('alert(document.cookie);\n')],
    [
      'PDF',
      'image/png',
      'dokument.png',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\n%%EOF\n'),
    ],
  ])('%s claiming to be an inert image is refused and nothing is kept', async (_kind, contentType, key, body) => {
    const response = await upload('obrazki', key, contentType, body);
    expect(response.status, key).toBe(400);
    const refusal = (await response.json()) as { message: string; statusCode: string };
    expect(refusal.statusCode).toBe('415');
    expect(refusal.message).toContain('does not match the uploaded content');
    expect((await fetch(publicUrl('obrazki', key))).status).not.toBe(200);
    const { data } = await service.storage.from('obrazki').list();
    expect(data!.map((file) => file.name)).not.toContain(key);
  });

  test('a JPEG declared as a PNG (two inert image types) is accepted as Storage accepts it, and served as declared', async () => {
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    expect((await upload('obrazki', 'zdjecie.png', 'image/png', jpeg)).status).toBe(200);
    const served = await fetch(publicUrl('obrazki', 'zdjecie.png'));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await upload('obrazki', 'zdjecie.jpg', 'image/jpeg', jpeg)).status).toBe(200);
    // The same through storage-js, as its own test "can upload a file with a valid mime type" does.
    const { error } = await service.storage.from('obrazki').upload('klient.png', jpeg, { contentType: 'image/png' });
    expect(error).toBeNull();
  });
});

describe('active content', () => {
  test('an SVG in a bucket without restrictions is served as a sandboxed download with nosniff', async () => {
    expect((await upload('wszystko', 'rysunek.svg', 'image/svg+xml', svg)).status).toBe(200);
    const served = await fetch(publicUrl('wszystko', 'rysunek.svg'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await upload('wszystko', 'strona.html', 'text/html', Buffer.from('<script>alert(1)</script>'));
    expect(html.status).toBe(200);
    const page = await fetch(publicUrl('wszystko', 'strona.html'));
    expect(page.headers.get('content-type')).toBe('text/plain');
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('copy and move', () => {
  test("are held to the target bucket's allowed types and size limit", async () => {
    await upload('wszystko', 'do-skopiowania.svg', 'image/svg+xml', svg);
    const copied = await service.storage.from('wszystko').copy('do-skopiowania.svg', 'ukryty.png', { destinationBucket: 'obrazki' });
    expect(copied.error).toMatchObject({ statusCode: '415' });
    const moved = await service.storage.from('wszystko').move('do-skopiowania.svg', 'ukryty.png', { destinationBucket: 'obrazki' });
    expect(moved.error).toMatchObject({ statusCode: '415' });

    await upload(
      'wszystko',
      'duzy.png',
      'image/png',
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    const tooBig = await service.storage.from('wszystko').copy('duzy.png', 'duzy.png', { destinationBucket: 'male' });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    // Still where it was.
    expect((await fetch(publicUrl('wszystko', 'do-skopiowania.svg'))).status).toBe(200);
  });
});

describe('bad input gets a 4xx, never a 500', () => {
  test('a listing limit beyond any integer column', async () => {
    const response = await fetch(`${stack.env.API_URL}/storage/v1/object/list/wszystko`, {
      method: 'POST',
      headers: {
        apikey: stack.env.SERVICE_ROLE_KEY!,
        authorization: `Bearer ${stack.env.SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefix: '', limit: 1e12 }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { statusCode: string }).statusCode).toMatch(/^4/);
  });

  test('keys with an empty segment, which would share a file on disk with another key', async () => {
    for (const key of ['a//b.png', 'folder/']) {
      const response = await upload('wszystko', key, 'image/png', await png());
      expect(response.status, key).toBe(400);
    }
  });
});
