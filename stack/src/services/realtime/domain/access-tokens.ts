import * as jose from 'jose';
import type { JwtVerifier } from '../../../shared/keys.ts';

export type Claims = jose.JWTPayload & { role: string; exp: number };

export type TokenResult = { ok: true; claims: Claims } | { ok: false; code: string; message: string };

/** Verifies a channel's access token and requires `role` and `exp`, with Supabase Realtime's error codes and texts. */
export async function checkToken(verify: JwtVerifier, token: string): Promise<TokenResult> {
  const cleaned = token.replace(/\s/g, '');
  try {
    jose.decodeProtectedHeader(cleaned);
    jose.decodeJwt(cleaned);
  } catch {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  let claims: jose.JWTPayload;
  try {
    claims = await verify(cleaned);
  } catch (error) {
    if (error instanceof jose.errors.JWTExpired) {
      const exp = Number(error.payload.exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
    }
    if (error instanceof jose.errors.JWSSignatureVerificationFailed || error instanceof jose.errors.JWKSNoMatchingKey) {
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    return { ok: false, code: 'InvalidJWTToken', message: (error as Error).message };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, claims: claims as Claims };
}
