import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import * as jose from 'jose';

/** The Supabase CLI's defaults (`supabase status` prints the same values on every machine). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEFAULT_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
const DEFAULT_API_KEY_EXPIRY = 1983812996;

/** The Supabase CLI's fixed local S3 credentials (apps/cli-go/pkg/config/config.go), printed by `supabase status`. */
export const S3_PROTOCOL_ACCESS_KEY_ID = '625729a08b95bf1b7ff351a663f3a23c';
export const S3_PROTOCOL_ACCESS_KEY_SECRET = '850181e4652dd023b7a98c58ae0d2d34bd487ee0cc3254aed6eda37307425907';
export const S3_PROTOCOL_REGION = 'local';

export type SigningJwk = jose.JWK & { kid: string; alg: 'ES256' | 'RS256' };

export interface StackKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  /** Private keys; the first one signs new user access tokens. */
  signingKeys: SigningJwk[];
  /** What auth serves at /auth/v1/.well-known/jwks.json. */
  publicJwks: { keys: jose.JWK[] };
  /** HS256 secret plus the public keys, the form PostgREST's `jwt-secret` accepts. */
  postgrestJwks: string;
}

export interface KeyOptions {
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  publishableKey?: string;
  secretKey?: string;
  /** `[auth] signing_keys_path`, already resolved. */
  signingKeysPath?: string;
  /** Where a per-install key is generated when no signing_keys_path is set. */
  keysDir: string;
}

export class KeyError extends Error {}

async function legacyApiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  // Same claim order and header as the CLI, so the default secret yields the well-known demo keys.
  return new jose.SignJWT({ iss: 'supabase-demo', role, exp: DEFAULT_API_KEY_EXPIRY })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

export function publicJwk(key: SigningJwk): jose.JWK {
  const copy: jose.JWK = { ...key, key_ops: ['verify'] };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy;
}

/** WebCrypto refuses a private key whose key_ops include "verify", as the CLI's key files have them. */
function importPrivate(jwk: jose.JWK): Promise<jose.CryptoKey | Uint8Array> {
  const { key_ops: _ignored, ...rest } = jwk;
  return jose.importJWK(rest, jwk.alg);
}

async function validateSigningKey(key: unknown, source: string, index: number): Promise<SigningJwk> {
  const where = `${source}[${index}]`;
  if (typeof key !== 'object' || key === null) throw new KeyError(`${where}: expected a JWK object`);
  const jwk = key as jose.JWK;
  if (jwk.alg !== 'ES256' && jwk.alg !== 'RS256') throw new KeyError(`${where}: alg must be ES256 or RS256, got ${String(jwk.alg)}`);
  if (jwk.alg === 'ES256' && (jwk.kty !== 'EC' || jwk.crv !== 'P-256')) throw new KeyError(`${where}: ES256 needs kty EC and crv P-256`);
  if (jwk.alg === 'RS256' && jwk.kty !== 'RSA') throw new KeyError(`${where}: RS256 needs kty RSA`);
  if (!jwk.d) throw new KeyError(`${where}: the private part ("d") is missing`);
  try {
    await importPrivate(jwk);
  } catch (error) {
    throw new KeyError(`${where}: not a usable key: ${(error as Error).message}`);
  }
  return { ...jwk, kid: jwk.kid ?? crypto.randomUUID(), alg: jwk.alg } as SigningJwk;
}

async function generateSigningKey(): Promise<SigningJwk> {
  const { privateKey } = await jose.generateKeyPair('ES256', { extractable: true });
  const jwk = await jose.exportJWK(privateKey);
  return { ...jwk, kid: crypto.randomUUID(), alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'] } as SigningJwk;
}

/** Writes via a temp file and rename, so a crash never leaves half a key file. */
export function writeFileAtomic(file: string, contents: string, mode = 0o600): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, contents, { mode });
  fs.renameSync(temp, file);
}

async function loadSigningKeys(options: KeyOptions): Promise<SigningJwk[]> {
  let file = options.signingKeysPath;
  if (!file) {
    file = path.join(options.keysDir, 'signing_keys.json');
    if (!fs.existsSync(file)) writeFileAtomic(file, JSON.stringify([await generateSigningKey()], null, 2) + '\n');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new KeyError(`${file}: cannot read signing keys: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new KeyError(`${file}: expected a non-empty JSON array of JWKs`);
  return Promise.all(parsed.map((key, index) => validateSigningKey(key, file, index)));
}

export async function loadKeys(options: KeyOptions): Promise<StackKeys> {
  const jwtSecret = options.jwtSecret || DEFAULT_JWT_SECRET;
  if (jwtSecret.length < 32) {
    // PostgREST rejects every token signed with a shorter HS256 secret (see VERIFIED.md).
    throw new KeyError(`auth.jwt_secret must be at least 32 characters long (got ${jwtSecret.length})`);
  }
  const signingKeys = await loadSigningKeys(options);
  const publicJwks = { keys: signingKeys.map(publicJwk) };
  const oct: jose.JWK = { kty: 'oct', k: jose.base64url.encode(jwtSecret), alg: 'HS256' };
  const postgrestJwks = JSON.stringify({ keys: [oct, ...publicJwks.keys] });
  await assertUsableJwks(postgrestJwks);
  return {
    jwtSecret,
    anonKey: options.anonKey || (await legacyApiKey('anon', jwtSecret)),
    serviceRoleKey: options.serviceRoleKey || (await legacyApiKey('service_role', jwtSecret)),
    publishableKey: options.publishableKey || DEFAULT_PUBLISHABLE_KEY,
    secretKey: options.secretKey || DEFAULT_SECRET_KEY,
    signingKeys,
    publicJwks,
    postgrestJwks,
  };
}

/** PostgREST silently treats a malformed JWKS as one HS256 secret, so check every key before handing it over. */
export async function assertUsableJwks(jwksJson: string): Promise<void> {
  const jwks = JSON.parse(jwksJson) as { keys?: jose.JWK[] };
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0) throw new KeyError('JWKS has no keys');
  for (const [index, key] of jwks.keys.entries()) {
    if (!key.alg) throw new KeyError(`JWKS key ${index} has no alg`);
    try {
      await jose.importJWK(key, key.alg);
    } catch (error) {
      throw new KeyError(`JWKS key ${index} (${key.alg}) is not usable: ${(error as Error).message}`);
    }
  }
}

/** Signs a token with the first asymmetric key, as Supabase Auth signs user access tokens. */
export async function signAccessToken(keys: StackKeys, claims: jose.JWTPayload): Promise<string> {
  const key = keys.signingKeys[0]!;
  return new jose.SignJWT(claims).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(await importPrivate(key));
}

export type JwtVerifier = (token: string) => Promise<jose.JWTPayload>;

/** Accepts HS256 tokens signed with the JWT secret and tokens signed by any of the stack's signing keys. */
export function jwtVerifier(keys: StackKeys): JwtVerifier {
  const secret = new TextEncoder().encode(keys.jwtSecret);
  const jwks = jose.createLocalJWKSet(keys.publicJwks);
  // One jwtVerify call with a key chosen by the header, as Supabase Storage verifies (src/internal/auth/jwt.ts), so a
  // malformed token fails with jose's own message ("Invalid Compact JWS"), which Storage answers with.
  const key = (header: jose.JWTHeaderParameters, token: jose.FlattenedJWSInput) => (header.alg === 'HS256' ? secret : jwks(header, token));
  return async (token) => (await jose.jwtVerify(token, key, { algorithms: ['HS256', 'ES256', 'RS256'] })).payload;
}
