import * as jose from 'jose';
import { ERRORS } from '../errors.ts';

export type SignedUrlScope = 'download' | 'upload';

export interface SignedUrlClaims {
  url: string;
  scope: SignedUrlScope;
  exp: number;
  /** Image transformations baked into a signed render URL (`width:100,height:100,...`). */
  transformations?: string;
  owner?: string;
  upsert?: boolean;
}

/** Signed URL tokens: HS256 JWTs over `bucket/key` with the project's JWT secret, as Supabase Storage signs them. */
export class UrlSigner {
  private readonly secret: Uint8Array;

  constructor(jwtSecret: string) {
    this.secret = new TextEncoder().encode(jwtSecret);
  }

  async sign(claims: Omit<SignedUrlClaims, 'exp'>, expiresInSeconds: number): Promise<string> {
    if (!Number.isFinite(expiresInSeconds) || expiresInSeconds < 1) throw ERRORS.invalidParameter('expiresIn');
    const payload: jose.JWTPayload = { ...claims };
    return new jose.SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.floor(expiresInSeconds))
      .sign(this.secret);
  }

  /** Verifies a token for `bucket/key`; expired, tampered or foreign tokens are refused with Supabase's errors. */
  async verify(token: string | undefined, bucket: string, key: string, scope: SignedUrlScope): Promise<SignedUrlClaims> {
    if (!token) throw ERRORS.invalidJwt('Missing token');
    let payload: jose.JWTPayload;
    try {
      ({ payload } = await jose.jwtVerify(token, this.secret, { algorithms: ['HS256'] }));
    } catch (error) {
      if (error instanceof jose.errors.JWTExpired) throw ERRORS.expiredSignature();
      throw ERRORS.invalidJwt((error as Error).message);
    }
    const claims = payload as unknown as SignedUrlClaims;
    if (claims.scope !== scope) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
    if (claims.url !== `${bucket}/${key}`) throw ERRORS.invalidSignature();
    return claims;
  }
}
