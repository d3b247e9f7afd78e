/**
 * A software authenticator for tests (no browser): an ES256 (P-256) key per credential, real `fmt: "none"`
 * attestations and real assertions, built with node:crypto and a small CBOR encoder. Its answers have the shape of
 * PublicKeyCredential.toJSON(), and a toJSON() of their own, so auth-js serializes them as it does a browser's.
 */
import crypto from 'node:crypto';

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | Record<string, unknown>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(length, 1);
  return head;
}

/** CBOR (RFC 8949) for what attestations need: integers, byte and text strings, maps. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item as CborValue)])]);
}

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

/** A base64url string, or the ArrayBuffer/view auth-js makes of it when it deserializes options outside a browser. */
function bytesOf(value: unknown): Buffer {
  if (typeof value === 'string') return Buffer.from(value, 'base64url');
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  throw new Error(`not bytes: ${String(value)}`);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface CeremonyOverrides {
  /** The origin written into clientDataJSON (a phishing page's, to test refusal). */
  origin?: string;
  /** The RP id whose hash starts authenticatorData. */
  rpId?: string;
  /** A counter to report instead of the next one (a cloned authenticator). */
  signCount?: number;
}

/** One credential on a software authenticator. */
export class SoftCredential {
  readonly id = crypto.randomBytes(16);
  readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  signCount = 0;
  userHandle: Buffer | undefined;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  get idBase64url(): string {
    return this.id.toString('base64url');
  }

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    // COSE_Key for EC2 / P-256 / ES256: kty 2, alg -7, crv 1, x, y.
    return cbor(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount, 0);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: unknown, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge: bytesOf(challenge).toString('base64url'), origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() for these creation options (JSON from the server, or as auth-js deserialized them). */
  create(creationOptions: unknown, overrides: CeremonyOverrides = {}) {
    const options = creationOptions as { challenge: unknown; user: { id: unknown } };
    this.userHandle = bytesOf(options.user.id);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length, 0);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.coseKey()]);
    const authData = this.authenticatorData(
      overrides.rpId ?? this.rpId,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
      this.signCount,
      attested,
    );
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    const json = {
      id: this.idBase64url,
      rawId: this.idBase64url,
      type: 'public-key' as const,
      authenticatorAttachment: 'cross-platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin).toString('base64url'),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['usb'],
      },
    };
    return { ...json, toJSON: () => json };
  }

  /** navigator.credentials.get() for these request options: the counter moves on and the data is signed. */
  get(requestOptions: unknown, overrides: CeremonyOverrides = {}) {
    const options = requestOptions as { challenge: unknown };
    const signCount = overrides.signCount ?? ++this.signCount;
    const authData = this.authenticatorData(overrides.rpId ?? this.rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, signCount);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    const json = {
      id: this.idBase64url,
      rawId: this.idBase64url,
      type: 'public-key' as const,
      authenticatorAttachment: 'cross-platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(this.userHandle ? { userHandle: this.userHandle.toString('base64url') } : {}),
      },
    };
    return { ...json, toJSON: () => json };
  }
}
