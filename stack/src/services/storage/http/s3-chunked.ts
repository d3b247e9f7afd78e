// The `aws-chunked` content encoding of S3 uploads (SigV4 streaming): `<hex size>[;chunk-signature=<sig>]\r\n<bytes>\r\n`
// per chunk, a zero-size chunk, then trailer lines (`x-amz-checksum-crc32:<base64>`) and an empty line. What
// @aws-sdk/client-s3 sends for streamed bodies (STREAMING-UNSIGNED-PAYLOAD-TRAILER) and what signed-payload clients
// send (STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]). Contract: AWS's "Signature Calculations for the Authorization
// Header: Transferring Payload in Multiple Chunks" and supabase/storage src/storage/protocols/s3/signature-v4-stream.ts.
import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import { StorageError } from '../errors.ts';

/** Longest chunk header line accepted (`<16 hex digits>;chunk-signature=<64 hex>` is well below). */
const MAX_HEADER_LINE = 256;
/** Longest trailer section accepted. */
const MAX_TRAILER_BYTES = 4096;
const CRLF = Buffer.from('\r\n');

export const S3_ERRORS = {
  incompleteBody: () => new StorageError(400, 'IncompleteBody', 'The request body terminated unexpectedly'),
  invalidChunk: (message: string) => new StorageError(400, 'InvalidRequest', `Invalid chunked upload: ${message}`),
  signatureDoesNotMatch: () =>
    new StorageError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    ),
  contentSha256Mismatch: () =>
    new StorageError(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed."),
  badDigest: (algorithm: string) =>
    new StorageError(400, 'BadDigest', `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.`),
};

/** Checks a chunk's signature: given the SHA-256 of its bytes (hex) and the signature it came with. */
export type ChunkSignatureCheck = (chunkHash: string, signature: string) => boolean;

/** The flexible-checksum algorithms whose values we can verify (x-amz-checksum-<name>). */
const CHECKSUMS: Record<string, () => { update(data: Buffer): void; digest(): string }> = {
  crc32: () => {
    let value = 0;
    return {
      update: (data) => (value = zlib.crc32(data, value)),
      digest: () => {
        const bytes = Buffer.alloc(4);
        bytes.writeUInt32BE(value >>> 0);
        return bytes.toString('base64');
      },
    };
  },
  sha1: () => hashChecksum('sha1'),
  sha256: () => hashChecksum('sha256'),
};

function hashChecksum(algorithm: string) {
  const hash = crypto.createHash(algorithm);
  return { update: (data: Buffer) => void hash.update(data), digest: () => hash.digest('base64') };
}

/** Verifies an `x-amz-checksum-*` value over the bytes it sees; algorithms we cannot compute pass unverified. */
export class ChecksumVerifier {
  private readonly state: { update(data: Buffer): void; digest(): string } | undefined;

  constructor(readonly algorithm: string) {
    this.state = CHECKSUMS[algorithm]?.();
  }

  /** The algorithm named by `x-amz-checksum-<algorithm>` headers or an `x-amz-trailer`, if any. */
  static algorithmOf(headers: Record<string, string | string[] | undefined>): string | undefined {
    const trailer = headers['x-amz-trailer'];
    const names = typeof trailer === 'string' ? trailer.split(',').map((name) => name.trim().toLowerCase()) : Object.keys(headers);
    for (const name of names) {
      const match = /^x-amz-checksum-([a-z0-9]+)$/.exec(name);
      if (match && match[1] !== 'type' && match[1] !== 'algorithm') return match[1];
    }
    return undefined;
  }

  update(data: Buffer): void {
    this.state?.update(data);
  }

  /** Throws BadDigest when `expected` (base64) is not what the bytes hash to. */
  verify(expected: string | undefined): void {
    if (!this.state || expected === undefined) return;
    if (this.state.digest() !== expected.trim()) throw S3_ERRORS.badDigest(this.algorithm);
  }
}

export interface AwsChunkedOptions {
  /** Signed streaming (STREAMING-AWS4-HMAC-SHA256-PAYLOAD…): each chunk's signature is checked with this. */
  checkSignature?: ChunkSignatureCheck;
  /** `x-amz-decoded-content-length`: the decoded bytes must add up to it. */
  decodedLength?: number;
  /** The checksum to verify over the decoded bytes, and its value when it came as a header instead of a trailer. */
  checksum?: { verifier: ChecksumVerifier; headerValue?: string };
}

type State = 'header' | 'data' | 'data-end' | 'trailer' | 'done';

/**
 * Decodes an aws-chunked body into its bytes. Malformed framing, a wrong chunk signature, a wrong decoded length or a
 * checksum mismatch fail the stream with an S3 error; a body that ends before the final empty line is IncompleteBody.
 */
export class AwsChunkedDecoder extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private state: State = 'header';
  private remaining = 0;
  private signature: string | undefined;
  private chunkHash: crypto.Hash | undefined;
  private decoded = 0;
  private trailerBytes = 0;
  /** Trailer lines received (lower-case names). */
  readonly trailers = new Map<string, string>();

  constructor(private readonly options: AwsChunkedOptions = {}) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    try {
      this.consume();
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (this.state !== 'done') throw S3_ERRORS.incompleteBody();
      if (this.options.decodedLength !== undefined && this.decoded !== this.options.decodedLength) throw S3_ERRORS.incompleteBody();
      const checksum = this.options.checksum;
      if (checksum) {
        const fromTrailer = this.trailers.get(`x-amz-checksum-${checksum.verifier.algorithm}`);
        checksum.verifier.verify(fromTrailer ?? checksum.headerValue);
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private consume(): void {
    for (;;) {
      if (this.state === 'header') {
        const line = this.takeLine(MAX_HEADER_LINE);
        if (line === undefined) return;
        this.startChunk(line);
      } else if (this.state === 'data') {
        if (this.pending.length === 0) return;
        const take = Math.min(this.remaining, this.pending.length);
        const data = this.pending.subarray(0, take);
        this.pending = this.pending.subarray(take);
        this.remaining -= take;
        this.emitData(data);
        if (this.remaining === 0) this.state = 'data-end';
      } else if (this.state === 'data-end') {
        if (this.pending.length < 2) return;
        if (!this.pending.subarray(0, 2).equals(CRLF)) throw S3_ERRORS.invalidChunk('chunk data not followed by CRLF');
        this.pending = this.pending.subarray(2);
        this.endChunk();
        this.state = 'header';
      } else if (this.state === 'trailer') {
        const line = this.takeLine(MAX_TRAILER_BYTES);
        if (line === undefined) return;
        this.trailerBytes += line.length + 2;
        if (this.trailerBytes > MAX_TRAILER_BYTES) throw S3_ERRORS.invalidChunk('trailer too long');
        if (line === '') {
          this.state = 'done';
        } else {
          const colon = line.indexOf(':');
          if (colon <= 0) throw S3_ERRORS.invalidChunk('malformed trailer');
          this.trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
        }
      } else {
        // Nothing may follow the final empty line.
        if (this.pending.length > 0) throw S3_ERRORS.invalidChunk('data after the last chunk');
        return;
      }
    }
  }

  /** The next CRLF-terminated line (without it), or undefined when it has not fully arrived. */
  private takeLine(limit: number): string | undefined {
    const end = this.pending.indexOf(CRLF);
    if (end < 0) {
      if (this.pending.length > limit) throw S3_ERRORS.invalidChunk('line too long');
      return undefined;
    }
    if (end > limit) throw S3_ERRORS.invalidChunk('line too long');
    const line = this.pending.subarray(0, end).toString('latin1');
    this.pending = this.pending.subarray(end + 2);
    return line;
  }

  private startChunk(line: string): void {
    const match = /^([0-9a-fA-F]{1,16})(?:;chunk-signature=([0-9a-f]{64}))?$/.exec(line);
    if (!match) throw S3_ERRORS.invalidChunk('malformed chunk header');
    const size = Number.parseInt(match[1]!, 16);
    if (!Number.isSafeInteger(size)) throw S3_ERRORS.invalidChunk('chunk too large');
    this.signature = match[2];
    if (this.options.checkSignature) {
      if (!this.signature) throw S3_ERRORS.signatureDoesNotMatch();
      this.chunkHash = crypto.createHash('sha256');
    }
    if (size === 0) {
      this.endChunk();
      this.state = 'trailer';
      return;
    }
    this.remaining = size;
    this.state = 'data';
  }

  private emitData(data: Buffer): void {
    this.decoded += data.length;
    if (this.options.decodedLength !== undefined && this.decoded > this.options.decodedLength) {
      throw S3_ERRORS.invalidChunk('more bytes than x-amz-decoded-content-length');
    }
    this.chunkHash?.update(data);
    this.options.checksum?.verifier.update(data);
    this.push(data);
  }

  private endChunk(): void {
    const check = this.options.checkSignature;
    if (!check) return;
    const hash = this.chunkHash!.digest('hex');
    this.chunkHash = undefined;
    if (!check(hash, this.signature!)) throw S3_ERRORS.signatureDoesNotMatch();
  }
}

/** A plain (not chunked) body, checked against the SHA-256 it was signed with and its `x-amz-checksum-*` header. */
export class PayloadVerifier extends Transform {
  private readonly sha256: crypto.Hash | undefined;

  constructor(
    private readonly expectedSha256: string | undefined,
    private readonly checksum?: { verifier: ChecksumVerifier; headerValue?: string },
  ) {
    super();
    this.sha256 = expectedSha256 ? crypto.createHash('sha256') : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sha256?.update(chunk);
    this.checksum?.verifier.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    try {
      if (this.sha256 && this.sha256.digest('hex') !== this.expectedSha256) throw S3_ERRORS.contentSha256Mismatch();
      this.checksum?.verifier.verify(this.checksum.headerValue);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }
}
