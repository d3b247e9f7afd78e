// SigV4 verification for the S3 protocol, as Supabase Storage does it (src/http/plugins/signature-v4.ts and
// src/storage/protocols/s3/signature-v4.ts): the Authorization header or a presigned URL's query; the project's S3
// access key acts as the service role; a user's JWT as session token (access key id = the tenant id, secret = the anon
// key) acts as that user. The canonical request, scope and signing key are @smithy/signature-v4's (what the AWS SDKs
// sign with); the path is the one the client signed: the gateway's prefix + the path as sent.
import crypto from 'node:crypto';
import { SignatureV4Base, createScope, getSigningKey } from '@smithy/signature-v4';
import { ERRORS, StorageError } from '../errors.ts';
import { S3_ERRORS, type ChunkSignatureCheck } from './s3-chunked.ts';

// The CLI's fixed local S3 credentials live with the stack's other keys (shared/keys.ts: `stack status` prints them).
export { S3_PROTOCOL_ACCESS_KEY_ID, S3_PROTOCOL_ACCESS_KEY_SECRET, S3_PROTOCOL_REGION } from '../../../shared/keys.ts';
/** The CLI's TENANT_ID, the access key id of session tokens. */
export const S3_SESSION_ACCESS_KEY_ID = 'stub';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface S3Secrets {
  accessKeyId: string;
  secretAccessKey: string;
  /** The anon key: the secret that signs requests carrying a user's JWT as session token. */
  anonKey: string;
}

/** Who signed: the S3 access key (service role) or a user's JWT (session token). */
export type S3Identity = { kind: 'service' } | { kind: 'session'; token: string };

export interface VerifiedRequest {
  identity: S3Identity;
  /** `x-amz-content-sha256` as signed: a hex SHA-256, UNSIGNED-PAYLOAD or a STREAMING-… mode. */
  payload: string;
  /** For signed streaming bodies: checks each chunk's signature, chained from the request's. */
  checkChunk: ChunkSignatureCheck;
}

export interface SignedRequest {
  method: string;
  /** The path and query as this service received them (`/s3/bucket/key?x-id=…`). */
  url: string;
  /** The gateway's path prefix (`/storage/v1`), from X-Forwarded-Prefix. */
  prefix: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Node's crypto as the hash @smithy/signature-v4 asks for (SHA-256, or HMAC-SHA-256 with a secret). */
class NodeSha256 {
  private readonly hash: crypto.Hash | crypto.Hmac;

  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? crypto.createHash('sha256') : crypto.createHmac('sha256', toBuffer(secret));
  }

  update(data: Uint8Array): void {
    this.hash.update(data);
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(this.hash.digest());
  }
}

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** The canonical request and string to sign of @smithy/signature-v4, with the path taken as sent (S3's rule). */
type SourceData = string | ArrayBuffer | ArrayBufferView;

class CanonicalSigner extends SignatureV4Base {
  constructor() {
    // Credentials and region are per request here; the base class only needs the hash and the path rule.
    super({ credentials: { accessKeyId: '', secretAccessKey: '' }, region: '', service: 's3', sha256: NodeSha256, uriEscapePath: false });
  }

  async stringToSign(
    request: Parameters<CanonicalSigner['createCanonicalRequest']>[0],
    headers: Record<string, string>,
    payload: string,
    longDate: string,
    scope: string,
  ) {
    const canonical = this.createCanonicalRequest(request, headers, payload);
    return this.createStringToSign(longDate, scope, canonical, 'AWS4-HMAC-SHA256');
  }
}

const canonicalSigner = new CanonicalSigner();

function header(headers: SignedRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

interface ClientSignature {
  accessKeyId: string;
  shortDate: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  longDate: string;
  sessionToken?: string;
  payload: string;
  /** Presigned: the query carries the signature, so it is not part of the canonical query. */
  query: boolean;
}

function parseCredential(credential: string) {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request') throw ERRORS.invalidSignature('Invalid credentials');
  const [accessKeyId, shortDate, region, service] = parts as [string, string, string, string];
  return { accessKeyId, shortDate, region, service };
}

function fromHeader(request: SignedRequest, authorization: string): ClientSignature {
  const fields = new Map<string, string>();
  for (const part of authorization.slice('AWS4-HMAC-SHA256 '.length).split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) fields.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  const credential = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  const longDate = header(request.headers, 'x-amz-date');
  if (!credential || !signedHeaders || !signature || !longDate) throw ERRORS.invalidSignature('Invalid signature format');
  return {
    ...parseCredential(credential),
    signedHeaders: signedHeaders.split(';'),
    signature,
    longDate,
    sessionToken: header(request.headers, 'x-amz-security-token'),
    // Supabase treats a body without a declared hash as unsigned.
    payload: header(request.headers, 'x-amz-content-sha256') ?? 'UNSIGNED-PAYLOAD',
    query: false,
  };
}

/** `X-Amz-Date` (`20240102T030405Z`) as a Date. */
function parseLongDate(longDate: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(longDate);
  if (!match) throw ERRORS.invalidSignature('Invalid date');
  return new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
}

function fromQuery(query: URLSearchParams): ClientSignature {
  const credential = query.get('X-Amz-Credential');
  const signedHeaders = query.get('X-Amz-SignedHeaders');
  const signature = query.get('X-Amz-Signature');
  const longDate = query.get('X-Amz-Date');
  if (!credential || !signedHeaders || !signature || !longDate) throw ERRORS.invalidSignature('Invalid signature format');
  const expires = query.get('X-Amz-Expires');
  if (expires !== null) {
    const seconds = Number(expires);
    if (!/^\d+$/.test(expires)) throw ERRORS.invalidSignature('Invalid expiration');
    if (parseLongDate(longDate).getTime() + seconds * 1000 < Date.now()) throw ERRORS.expiredSignature();
  }
  return {
    ...parseCredential(credential),
    signedHeaders: signedHeaders.split(';'),
    signature,
    longDate,
    sessionToken: query.get('X-Amz-Security-Token') ?? undefined,
    payload: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    query: true,
  };
}

/** The query as the client signed it: decoded names and values, repeated names as lists. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of query) {
    const existing = result[name];
    result[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return result;
}

/** The Host the client signed: the gateway passes it on as X-Forwarded-Host. */
function signedHost(headers: SignedRequest['headers']): string | undefined {
  return header(headers, 'x-forwarded-host') ?? header(headers, 'host');
}

function canonicalHeaders(request: SignedRequest, names: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of names) {
    const value = name === 'host' ? signedHost(request.headers) : header(request.headers, name);
    if (value === undefined) continue;
    result[name] = value
      .replace(/[\r\n]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/^ | $/g, '');
  }
  return result;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

function sameSignature(expected: Buffer, given: string): boolean {
  const client = Buffer.from(given, 'hex');
  return client.length === expected.length && given.length === expected.length * 2 && crypto.timingSafeEqual(client, expected);
}

/**
 * Checks the request's SigV4 signature; throws S3-shaped errors (AccessDenied without a signature or with an unknown
 * key, SignatureDoesNotMatch when the signature is wrong). Nothing of the request's secrets is logged or echoed.
 */
export async function verifySignature(request: SignedRequest, secrets: S3Secrets): Promise<VerifiedRequest> {
  const queryStart = request.url.indexOf('?');
  const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
  const search = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
  const authorization = header(request.headers, 'authorization');
  let client: ClientSignature;
  if (authorization?.startsWith('AWS4-HMAC-SHA256 ')) client = fromHeader(request, authorization);
  else if (search.has('X-Amz-Credential')) client = fromQuery(search);
  else throw ERRORS.accessDenied('Missing signature');

  const session = client.sessionToken;
  const expectedKey = session ? S3_SESSION_ACCESS_KEY_ID : secrets.accessKeyId;
  if (client.accessKeyId !== expectedKey) throw ERRORS.accessDenied('Invalid Access Key');
  if (client.service !== 's3') throw ERRORS.accessDenied('Invalid Service');
  const secret = session ? secrets.anonKey : secrets.secretAccessKey;

  const scope = createScope(client.shortDate, client.region, client.service);
  const signingKey = Buffer.from(
    await getSigningKey(NodeSha256, { accessKeyId: client.accessKeyId, secretAccessKey: secret }, client.shortDate, client.region, 's3'),
  );
  const httpRequest = {
    method: request.method,
    protocol: 'http:',
    hostname: signedHost(request.headers) ?? '',
    path: `${request.prefix.replace(/\/+$/, '')}${path}` || '/',
    query: queryObject(search),
    headers: {},
  };
  // A presigned GET's payload is unsigned, as S3 and Supabase take it.
  const payload = client.query && request.method === 'GET' ? 'UNSIGNED-PAYLOAD' : client.payload;
  const stringToSign = await canonicalSigner.stringToSign(
    httpRequest,
    canonicalHeaders(request, client.signedHeaders),
    payload,
    client.longDate,
    scope,
  );
  if (!sameSignature(hmac(signingKey, stringToSign), client.signature)) {
    throw new StorageError(
      403,
      'SignatureDoesNotMatch',
      session
        ? 'The request signature we calculated does not match the signature you provided, Check your credentials. The session token should be a valid JWT token'
        : S3_ERRORS.signatureDoesNotMatch().message,
    );
  }

  let previous = client.signature;
  const checkChunk: ChunkSignatureCheck = (chunkHash, signature) => {
    const chunkString = ['AWS4-HMAC-SHA256-PAYLOAD', client.longDate, scope, previous, EMPTY_SHA256, chunkHash].join('\n');
    if (!sameSignature(hmac(signingKey, chunkString), signature)) return false;
    previous = signature;
    return true;
  };
  return { identity: session ? { kind: 'session', token: session } : { kind: 'service' }, payload: client.payload, checkChunk };
}
