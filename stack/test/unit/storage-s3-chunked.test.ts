/** The S3 protocol's parsers: the aws-chunked decoder (http/s3-chunked.ts) and the XML body parser (http/s3-xml.ts). */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  AwsChunkedDecoder,
  ChecksumVerifier,
  PayloadVerifier,
  type AwsChunkedOptions,
} from '../../src/services/storage/http/s3-chunked.ts';
import { parseS3Body } from '../../src/services/storage/http/s3-xml.ts';
import { StorageError } from '../../src/services/storage/errors.ts';

function crc32(data: Buffer): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(zlib.crc32(data) >>> 0);
  return bytes.toString('base64');
}

/** What @aws-sdk/client-s3 sends for a streamed body: unsigned chunks, then the CRC32 as a trailer. */
function encode(chunks: Buffer[], trailer: Record<string, string> = {}): Buffer {
  const parts: Buffer[] = [];
  for (const chunk of chunks) {
    if (chunk.length === 0) continue;
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n'));
  for (const [name, value] of Object.entries(trailer)) parts.push(Buffer.from(`${name}:${value}\r\n`));
  parts.push(Buffer.from('\r\n'));
  return Buffer.concat(parts);
}

/** Feeds `wire` split at `cuts` into the decoder; resolves with the decoded bytes or rejects with its error. */
async function decode(wire: Buffer, cuts: number[], options: AwsChunkedOptions = {}): Promise<Buffer> {
  const points = [...new Set(cuts.map((cut) => cut % (wire.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let start = 0;
  for (const point of [...points, wire.length]) {
    pieces.push(wire.subarray(start, point));
    start = point;
  }
  const decoder = new AwsChunkedDecoder(options);
  const output: Buffer[] = [];
  for await (const chunk of Readable.from(pieces.filter((piece) => piece.length > 0)).pipe(decoder)) output.push(chunk as Buffer);
  return Buffer.concat(output);
}

const codeOf = (error: unknown) => (error instanceof StorageError ? error.code : String(error));

describe('aws-chunked decoder', () => {
  test('decodes any body, however the chunks and the network split it, and verifies the CRC32 trailer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (arrays, cuts) => {
          const chunks = arrays.map((array) => Buffer.from(array));
          const body = Buffer.concat(chunks);
          const wire = encode(chunks, { 'x-amz-checksum-crc32': crc32(body) });
          const decoded = await decode(wire, cuts, {
            decodedLength: body.length,
            checksum: { verifier: new ChecksumVerifier('crc32') },
          });
          expect(decoded).toEqual(body);
        },
      ),
    );
  });

  test('a body cut short anywhere before its final empty line is IncompleteBody or a framing error, never data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.nat(), async (array, cutAt) => {
        const body = Buffer.from(array);
        const wire = encode([body], { 'x-amz-checksum-crc32': crc32(body) });
        const truncated = wire.subarray(0, cutAt % wire.length);
        const error = await decode(truncated, [], { checksum: { verifier: new ChecksumVerifier('crc32') } }).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(['IncompleteBody', 'InvalidRequest']).toContain(codeOf(error));
      }),
    );
  });

  test('random bytes never crash the decoder: they decode or fail with an S3 error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (array) => {
        const result = await decode(Buffer.from(array), []).then(
          () => 'decoded',
          (error: unknown) => (error instanceof StorageError ? 'refused' : 'crashed'),
        );
        expect(result).not.toBe('crashed');
      }),
    );
  });

  test('a wrong CRC32, a wrong decoded length and data after the end are refused', async () => {
    const body = Buffer.from('treść pliku');
    const checksum = () => ({ verifier: new ChecksumVerifier('crc32') });
    await expect(
      decode(encode([body], { 'x-amz-checksum-crc32': crc32(Buffer.from('inna')) }), [], { checksum: checksum() }),
    ).rejects.toMatchObject({
      code: 'BadDigest',
    });
    await expect(decode(encode([body]), [], { decodedLength: body.length + 1 })).rejects.toMatchObject({ code: 'IncompleteBody' });
    await expect(decode(encode([body]), [], { decodedLength: body.length - 1 })).rejects.toMatchObject({ code: 'InvalidRequest' });
    await expect(decode(Buffer.concat([encode([body]), Buffer.from('x')]), [])).rejects.toMatchObject({ code: 'InvalidRequest' });
    await expect(decode(Buffer.from('zz\r\nab\r\n0\r\n\r\n'), [])).rejects.toMatchObject({ code: 'InvalidRequest' });
  });

  test('signed chunks are checked one by one, each against the one before', async () => {
    const body = [Buffer.from('pierwszy'), Buffer.from('drugi')];
    const sign = (previous: string, data: Buffer) =>
      crypto
        .createHmac('sha256', 'klucz')
        .update(previous + crypto.createHash('sha256').update(data).digest('hex'))
        .digest('hex');
    const wire = (signatures: string[]) =>
      Buffer.concat([
        ...body.flatMap((chunk, index) => [
          Buffer.from(`${chunk.length.toString(16)};chunk-signature=${signatures[index]}\r\n`),
          chunk,
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`0;chunk-signature=${signatures[2]}\r\n\r\n`),
      ]);
    const signatures: string[] = [];
    let previous = 'seed';
    for (const data of [...body, Buffer.alloc(0)]) {
      previous = sign(previous, data);
      signatures.push(previous);
    }
    const checker = () => {
      let last = 'seed';
      return (hash: string, signature: string) => {
        const expected = crypto
          .createHmac('sha256', 'klucz')
          .update(last + hash)
          .digest('hex');
        if (expected !== signature) return false;
        last = signature;
        return true;
      };
    };
    expect((await decode(wire(signatures), [5, 40], { checkSignature: checker() })).toString()).toBe('pierwszydrugi');
    const swapped = [signatures[1]!, signatures[0]!, signatures[2]!];
    await expect(decode(wire(swapped), [], { checkSignature: checker() })).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
  });
});

describe('plain S3 bodies', () => {
  test('the signed SHA-256 and the x-amz-checksum-crc32 header must match the bytes', async () => {
    const body = Buffer.from('zawartość');
    const sha = crypto.createHash('sha256').update(body).digest('hex');
    const read = async (verifier: PayloadVerifier) => {
      const output: Buffer[] = [];
      for await (const chunk of Readable.from([body]).pipe(verifier)) output.push(chunk as Buffer);
      return Buffer.concat(output);
    };
    expect(await read(new PayloadVerifier(sha, { verifier: new ChecksumVerifier('crc32'), headerValue: crc32(body) }))).toEqual(body);
    await expect(read(new PayloadVerifier('0'.repeat(64)))).rejects.toMatchObject({ code: 'XAmzContentSHA256Mismatch' });
    await expect(
      read(new PayloadVerifier(undefined, { verifier: new ChecksumVerifier('crc32'), headerValue: crc32(Buffer.from('x')) })),
    ).rejects.toMatchObject({
      code: 'BadDigest',
    });
  });
});

describe('S3 XML bodies', () => {
  test('any text either parses or is MalformedXML, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((text) => `<Delete><Object><Key>${text}</Key></Object></Delete>`),
        ),
        (text) => {
          try {
            parseS3Body(text, 'Delete');
          } catch (error) {
            expect(codeOf(error)).toBe('MalformedXML');
          }
        },
      ),
    );
  });

  test('reads DeleteObjects keys (entities decoded) and refuses DOCTYPEs and a missing root', () => {
    expect(parseS3Body('<Delete><Object><Key>a&amp;b.txt</Key></Object><Quiet>true</Quiet></Delete>', 'Delete')).toEqual({
      Object: [{ Key: 'a&b.txt' }],
      Quiet: 'true',
    });
    expect(() => parseS3Body('<!DOCTYPE x [<!ENTITY a "b">]><Delete/>', 'Delete')).toThrow(StorageError);
    expect(() => parseS3Body('<Inny/>', 'Delete')).toThrow(StorageError);
  });
});
