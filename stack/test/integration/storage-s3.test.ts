// The S3 protocol on /storage/v1/s3, driven by @aws-sdk/client-s3 with its default settings (CRC32 checksums,
// aws-chunked streamed bodies) and path-style URLs, as Supabase's docs configure it; raw signed requests where the
// wire matters (bad signature, malformed XML, truncated chunks).
import crypto, { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import { testClient } from '../support/clients.ts';
import { signUserToken, sql, startTestStack, type TestStack } from '../support/stack.ts';
import { ownFoldersBucketSql } from '../support/storage.ts';

const MB = 1024 * 1024;
let stack: TestStack;
let alice: string;
let bob: string;
let aliceToken: string;
let bobToken: string;

beforeAll(async () => {
  stack = await startTestStack({
    config: (config) => {
      (config.storage as Record<string, unknown>).s3_protocol = { enabled: true };
    },
    files: {
      'migrations/29990101000000_s3.sql': ownFoldersBucketSql('archiwum', 8 * MB, ['application/octet-stream', 'text/plain', 'image/png']),
    },
    exclude: ['functions', 'realtime'],
  });
  alice = randomUUID();
  bob = randomUUID();
  aliceToken = await signUserToken(stack.workdir, { sub: alice, role: 'authenticated' }, 3600);
  bobToken = await signUserToken(stack.workdir, { sub: bob, role: 'authenticated' }, 3600);
});

afterAll(async () => {
  await stack?.dispose();
});

/** The service client: the keys `status -o env` prints, as Supabase's docs show them. */
function serviceClient(secret = stack.env.S3_PROTOCOL_ACCESS_KEY_SECRET!): S3Client {
  return new S3Client({
    forcePathStyle: true,
    endpoint: stack.env.STORAGE_S3_URL,
    region: stack.env.S3_PROTOCOL_REGION,
    credentials: { accessKeyId: stack.env.S3_PROTOCOL_ACCESS_KEY_ID!, secretAccessKey: secret },
  });
}

/** A user's client: the JWT as session token, signed with the anon key (Supabase's "session token" credentials). */
function userClient(token: string): S3Client {
  return new S3Client({
    forcePathStyle: true,
    endpoint: stack.env.STORAGE_S3_URL,
    region: stack.env.S3_PROTOCOL_REGION,
    credentials: { accessKeyId: 'stub', secretAccessKey: stack.env.ANON_KEY!, sessionToken: token },
  });
}

async function bytesOf(client: S3Client, key: string): Promise<Buffer> {
  const response = await client.send(new GetObjectCommand({ Bucket: 'archiwum', Key: key }));
  return Buffer.from(await response.Body!.transformToByteArray());
}

/** A digest to compare large bodies by (vitest's deep equality walks a Buffer byte by byte: minutes for megabytes). */
const md5 = (bytes: Buffer) => crypto.createHash('md5').update(bytes).digest('hex');

/** The S3 error a call fails with: its code and HTTP status. */
async function failure(promise: Promise<unknown>): Promise<{ name: string; status: number | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof S3ServiceException) return { name: error.name, status: error.$metadata.httpStatusCode };
    throw error;
  }
  throw new Error('expected the call to fail');
}

class NodeSha256 {
  private readonly hash: crypto.Hash | crypto.Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    const key =
      typeof secret === 'string' || secret === undefined ? secret : Buffer.from(ArrayBuffer.isView(secret) ? secret.buffer : secret);
    this.hash = key === undefined ? crypto.createHash('sha256') : crypto.createHmac('sha256', key);
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

/** SigV4 with the service keys, for requests signed by hand. */
function signer(): SignatureV4 {
  return new SignatureV4({
    service: 's3',
    region: 'local',
    sha256: NodeSha256,
    uriEscapePath: false,
    credentials: { accessKeyId: stack.env.S3_PROTOCOL_ACCESS_KEY_ID!, secretAccessKey: stack.env.S3_PROTOCOL_ACCESS_KEY_SECRET! },
  });
}

/** A request signed with the service keys by hand, for bodies the SDK would never send. */
async function signedFetch(method: string, path: string, query: Record<string, string>, body: Buffer, headers: Record<string, string>) {
  const url = new URL(`${stack.env.STORAGE_S3_URL}${path}`);
  const signed = await signer().sign({
    method,
    protocol: 'http:',
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    query,
    headers: { host: url.host, ...headers },
    body,
  });
  const search = new URLSearchParams(query).toString();
  return fetch(`${url.origin}${url.pathname}${search ? `?${search}` : ''}`, {
    method,
    headers: signed.headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

describe('S3 protocol with the service keys', () => {
  test('ListBuckets and HeadBucket answer with the project buckets', async () => {
    const client = serviceClient();
    const { Buckets } = await client.send(new ListBucketsCommand({}));
    expect(Buckets?.map((bucket) => bucket.Name)).toContain('archiwum');
    const head = await client.send(new HeadBucketCommand({ Bucket: 'archiwum' }));
    expect(head.$metadata.httpStatusCode).toBe(200);
    expect(await failure(client.send(new HeadBucketCommand({ Bucket: 'nie-ma-takiego' })))).toMatchObject({ status: 404 });
  });

  test('PutObject of a buffer and of a stream (aws-chunked with a CRC32 trailer) read back through GetObject, Range included', async () => {
    const client = serviceClient();
    const small = Buffer.from('zażółć gęślą jaźń');
    const put = await client.send(
      new PutObjectCommand({ Bucket: 'archiwum', Key: 'serwis/maly.txt', Body: small, ContentType: 'text/plain' }),
    );
    expect(put.ETag).toBe(`"${crypto.createHash('md5').update(small).digest('hex')}"`);
    expect(await bytesOf(client, 'serwis/maly.txt')).toEqual(small);

    const big = randomBytes(3 * MB + 17);
    // What the SDK really sent for the stream: an aws-chunked body with the CRC32 as a trailer.
    const sent: Record<string, string>[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        sent.push({ ...(args.request as { headers: Record<string, string> }).headers });
        return next(args);
      },
      { step: 'deserialize', name: 'recordHeaders' },
    );
    await client.send(
      new PutObjectCommand({ Bucket: 'archiwum', Key: 'serwis/strumien.bin', Body: Readable.from([big]), ContentLength: big.length }),
    );
    expect(sent[0]).toMatchObject({
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'x-amz-trailer': 'x-amz-checksum-crc32',
      'x-amz-decoded-content-length': String(big.length),
    });
    expect(md5(await bytesOf(client, 'serwis/strumien.bin'))).toBe(md5(big));

    const head = await client.send(new HeadObjectCommand({ Bucket: 'archiwum', Key: 'serwis/strumien.bin' }));
    expect(head.ContentLength).toBe(big.length);
    expect(head.ContentType).toBe('application/octet-stream');
    const range = await client.send(new GetObjectCommand({ Bucket: 'archiwum', Key: 'serwis/strumien.bin', Range: 'bytes=10-19' }));
    expect(range.ContentRange).toBe(`bytes 10-19/${big.length}`);
    expect(Buffer.from(await range.Body!.transformToByteArray())).toEqual(big.subarray(10, 20));
    expect(await failure(client.send(new GetObjectCommand({ Bucket: 'archiwum', Key: 'serwis/brak.txt' })))).toEqual({
      name: 'NoSuchKey',
      status: 404,
    });
  });

  test('ListObjectsV2 pages with max-keys and the continuation token, and folds folders with the delimiter', async () => {
    const client = serviceClient();
    const keys = ['lista/a.txt', 'lista/b.txt', 'lista/c.txt', 'lista/podfolder/d.txt'];
    for (const key of keys) await client.send(new PutObjectCommand({ Bucket: 'archiwum', Key: key, Body: key, ContentType: 'text/plain' }));

    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: 'archiwum', Prefix: 'lista/', MaxKeys: 2, ContinuationToken: token }),
      );
      seen.push(...(page.Contents ?? []).map((object) => object.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
      pages++;
    } while (token);
    expect(seen).toEqual(keys);
    expect(pages).toBe(2);

    const level = await client.send(new ListObjectsV2Command({ Bucket: 'archiwum', Prefix: 'lista/', Delimiter: '/' }));
    expect(level.Contents?.map((object) => object.Key)).toEqual(['lista/a.txt', 'lista/b.txt', 'lista/c.txt']);
    expect(level.CommonPrefixes).toEqual([{ Prefix: 'lista/podfolder/' }]);
    expect(level.KeyCount).toBe(4);
    expect(level.Contents?.[0]?.Size).toBe('lista/a.txt'.length);
  });

  test('a two-part multipart upload (5 MiB + the rest) becomes one object; ListParts shows the parts', async () => {
    const client = serviceClient();
    const bytes = randomBytes(6 * MB + 123);
    const key = 'serwis/wieloczesciowy.bin';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: 'archiwum', Key: key }));
    const parts = [bytes.subarray(0, 5 * MB), bytes.subarray(5 * MB)];
    const etags: string[] = [];
    for (const [index, part] of parts.entries()) {
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket: 'archiwum', Key: key, UploadId, PartNumber: index + 1, Body: part }),
      );
      etags.push(ETag!);
    }
    const listed = await client.send(new ListPartsCommand({ Bucket: 'archiwum', Key: key, UploadId }));
    expect(listed.Parts?.map((part) => [part.PartNumber, part.Size])).toEqual([
      [1, 5 * MB],
      [2, bytes.length - 5 * MB],
    ]);
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: 'archiwum',
        Key: key,
        UploadId,
        MultipartUpload: { Parts: etags.map((ETag, index) => ({ ETag, PartNumber: index + 1 })) },
      }),
    );
    expect(md5(await bytesOf(client, key))).toBe(md5(bytes));
  });

  test('CopyObject, DeleteObject and DeleteObjects change what lists', async () => {
    const client = serviceClient();
    await client.send(new PutObjectCommand({ Bucket: 'archiwum', Key: 'kopie/zrodlo.txt', Body: 'treść', ContentType: 'text/plain' }));
    await client.send(new CopyObjectCommand({ Bucket: 'archiwum', Key: 'kopie/kopia.txt', CopySource: 'archiwum/kopie/zrodlo.txt' }));
    expect((await bytesOf(client, 'kopie/kopia.txt')).toString()).toBe('treść');
    await client.send(new DeleteObjectCommand({ Bucket: 'archiwum', Key: 'kopie/zrodlo.txt' }));
    const result = await client.send(
      new DeleteObjectsCommand({ Bucket: 'archiwum', Delete: { Objects: [{ Key: 'kopie/kopia.txt' }, { Key: 'kopie/nie-bylo.txt' }] } }),
    );
    expect(result.Deleted?.map((entry) => entry.Key).sort()).toEqual(['kopie/kopia.txt', 'kopie/nie-bylo.txt']);
    const left = await client.send(new ListObjectsV2Command({ Bucket: 'archiwum', Prefix: 'kopie/' }));
    expect(left.KeyCount).toBe(0);
  });

  test("the bucket's MIME types and size limit hold as for a plain upload", async () => {
    const client = serviceClient();
    expect(
      await failure(
        client.send(new PutObjectCommand({ Bucket: 'archiwum', Key: 'serwis/strona.html', Body: '<p>x</p>', ContentType: 'text/html' })),
      ),
    ).toEqual({ name: 'InvalidMimeType', status: 415 });
    const tooBig = randomBytes(8 * MB + 1);
    expect(await failure(client.send(new PutObjectCommand({ Bucket: 'archiwum', Key: 'serwis/za-duzy.bin', Body: tooBig })))).toEqual({
      name: 'EntityTooLarge',
      status: 413,
    });
    // Nothing was kept, and the connection still serves the next request.
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'archiwum', Prefix: 'serwis/za' }));
    expect(listed.KeyCount).toBe(0);
  });
});

describe('S3 protocol with a user JWT as session token', () => {
  test("a user reads and writes their own folder under RLS and cannot read or write another user's", async () => {
    const aliceS3 = userClient(aliceToken);
    const bobS3 = userClient(bobToken);
    const key = `${alice}/notatka.txt`;
    await aliceS3.send(new PutObjectCommand({ Bucket: 'archiwum', Key: key, Body: 'tylko dla Alicji', ContentType: 'text/plain' }));
    expect((await bytesOf(aliceS3, key)).toString()).toBe('tylko dla Alicji');

    expect(await failure(bobS3.send(new GetObjectCommand({ Bucket: 'archiwum', Key: key })))).toEqual({ name: 'NoSuchKey', status: 404 });
    expect(
      await failure(
        bobS3.send(new PutObjectCommand({ Bucket: 'archiwum', Key: `${alice}/podrzutka.txt`, Body: 'x', ContentType: 'text/plain' })),
      ),
    ).toEqual({ name: 'AccessDenied', status: 403 });
    const bobsView = await bobS3.send(new ListObjectsV2Command({ Bucket: 'archiwum', Prefix: `${alice}/` }));
    expect(bobsView.KeyCount).toBe(0);
    // The row is a plain upload's: the user owns it.
    const rows = await sql<{ owner_id: string }>(
      stack.env.DB_URL!,
      `select owner_id from storage.objects where bucket_id = 'archiwum' and name = $1`,
      [key],
    );
    expect(rows).toEqual([{ owner_id: alice }]);
  });

  test('a user JWT that does not verify is refused', async () => {
    const forged = userClient(`${aliceToken.slice(0, -4)}AAAA`);
    expect(await failure(forged.send(new ListBucketsCommand({})))).toMatchObject({ status: 403 });
  });
});

describe('S3 and the REST API see the same objects', () => {
  test('an object written through S3 downloads through supabase-js, and one uploaded by supabase-js reads through S3', async () => {
    const rest = testClient(stack.env.API_URL!, stack.env.SERVICE_ROLE_KEY!);
    const s3 = userClient(aliceToken);
    const fromS3 = Buffer.from('zapisane przez S3');
    await s3.send(new PutObjectCommand({ Bucket: 'archiwum', Key: `${alice}/z-s3.txt`, Body: fromS3, ContentType: 'text/plain' }));
    const { data: downloaded, error } = await rest.storage.from('archiwum').download(`${alice}/z-s3.txt`);
    expect(error).toBeNull();
    expect(Buffer.from(await downloaded!.arrayBuffer())).toEqual(fromS3);
    const { data: info } = await rest.storage.from('archiwum').info(`${alice}/z-s3.txt`);
    expect(info?.contentType).toBe('text/plain');

    const fromRest = Buffer.from('zapisane przez supabase-js');
    const { error: uploadError } = await rest.storage
      .from('archiwum')
      .upload(`${alice}/z-rest.txt`, fromRest, { contentType: 'text/plain', upsert: true });
    expect(uploadError).toBeNull();
    expect(await bytesOf(s3, `${alice}/z-rest.txt`)).toEqual(fromRest);
  });
});

describe('S3 protocol on the wire', () => {
  test('a bad signature gets 403 SignatureDoesNotMatch in S3 XML', async () => {
    expect(await failure(serviceClient('0'.repeat(64)).send(new ListBucketsCommand({})))).toEqual({
      name: 'SignatureDoesNotMatch',
      status: 403,
    });
    const response = await fetch(`${stack.env.STORAGE_S3_URL}/archiwum`, {
      headers: {
        authorization: `AWS4-HMAC-SHA256 Credential=${stack.env.S3_PROTOCOL_ACCESS_KEY_ID}/20260101/local/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'0'.repeat(64)}`,
        'x-amz-date': '20260101T000000Z',
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const body = await response.text();
    expect(body).toMatch(/<Error>.*<Code>SignatureDoesNotMatch<\/Code>.*<Message>[^<]+<\/Message>/s);
    expect(body).not.toContain(stack.env.S3_PROTOCOL_ACCESS_KEY_SECRET!);
  });

  test('malformed XML and a truncated aws-chunked body get S3 errors, keep nothing, and the service keeps answering', async () => {
    const badXml = Buffer.from('<Delete><Object><Key>a</Key></Object');
    const malformed = await signedFetch('POST', '/archiwum', { delete: '' }, badXml, {
      'x-amz-content-sha256': crypto.createHash('sha256').update(badXml).digest('hex'),
      'content-type': 'application/xml',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('<Code>MalformedXML</Code>');

    const truncated = Buffer.from('a\r\n0123456789\r\n'); // one chunk of 10 bytes, then nothing: no final chunk
    const chunked = await signedFetch('PUT', '/archiwum/serwis/uciety.bin', {}, truncated, {
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'x-amz-decoded-content-length': '10',
      'content-encoding': 'aws-chunked',
      'content-type': 'application/octet-stream',
    });
    expect(chunked.status).toBe(400);
    expect(await chunked.text()).toContain('<Code>IncompleteBody</Code>');
    expect(await failure(serviceClient().send(new HeadObjectCommand({ Bucket: 'archiwum', Key: 'serwis/uciety.bin' })))).toMatchObject({
      status: 404,
    });
  });

  test('a presigned GET URL reads the object until it expires', async () => {
    await serviceClient().send(
      new PutObjectCommand({ Bucket: 'archiwum', Key: 'serwis/link.txt', Body: 'przez link', ContentType: 'text/plain' }),
    );
    const url = new URL(`${stack.env.STORAGE_S3_URL}/archiwum/serwis/link.txt`);
    // As @aws-sdk/s3-request-presigner: the payload is declared unsigned, and that declaration travels in the query.
    const presign = async (signingDate: Date) => {
      const request = await signer().presign(
        {
          method: 'GET',
          protocol: 'http:',
          hostname: url.hostname,
          port: Number(url.port),
          path: url.pathname,
          query: {},
          headers: { host: url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
        },
        { expiresIn: 60, signingDate },
      );
      return `${url.origin}${url.pathname}?${new URLSearchParams(request.query as Record<string, string>).toString()}`;
    };
    const fresh = await fetch(await presign(new Date()));
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('przez link');
    const expired = await fetch(await presign(new Date(Date.now() - 120_000)));
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('<Code>ExpiredToken</Code>');
  });

  test('requests without a signature are refused in S3 XML', async () => {
    const unsigned = await fetch(`${stack.env.STORAGE_S3_URL}/`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe("with [storage.s3_protocol] enabled = false (this project's config.toml)", () => {
  let plain: TestStack;

  beforeAll(async () => {
    plain = await startTestStack({ exclude: ['functions', 'realtime'] });
  });

  afterAll(async () => {
    await plain?.dispose();
  });

  test("status prints no S3 keys and /storage/v1/s3 is the Storage API's unknown route", async () => {
    expect(plain.env.STORAGE_S3_URL).toBeUndefined();
    expect(plain.env.S3_PROTOCOL_ACCESS_KEY_ID).toBeUndefined();
    const response = await fetch(`${plain.env.API_URL}/storage/v1/s3/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Not Found' });
  });
});
