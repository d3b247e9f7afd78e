/**
 * The edge runtime's main service needs two things the Supabase CLI derives for `supabase start`: which functions
 * skip JWT verification (`[functions.<name>] verify_jwt = false` in supabase/config.toml) and a check of HS256 tokens
 * signed with JWT_SECRET. Plain TypeScript with Web APIs only, so Deno runs it and vitest tests it.
 */

/** Names of `[functions.<name>]` sections of a config.toml with `verify_jwt = false`; every other function verifies. */
export function functionsWithoutJwt(configToml: string): Set<string> {
  const open = new Set<string>();
  let current: string | undefined;
  for (const raw of configToml.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    const section = /^\[([^\]]+)\]$/.exec(line);
    if (section) {
      const match = /^functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))$/.exec(section[1]!.trim());
      current = match ? (match[1] ?? match[2]) : undefined;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && setting) {
      if (setting[1] === 'false') open.add(current);
      else open.delete(current);
    }
  }
  return open;
}

/** A function name the router may start: a folder of supabase/functions, not `_shared` or a path trick. */
export function isFunctionName(name: string): boolean {
  return /^[a-z0-9][a-z0-9_-]{0,62}$/i.test(name);
}

function base64urlDecode(part: string): Uint8Array<ArrayBuffer> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * True when `token` is an HS256 JWT signed with `secret` that has not expired (`exp` in seconds, `now` in ms).
 * Any other algorithm, a malformed token or a bad signature is false.
 */
export async function isValidJwt(token: string, secret: string, now = Date.now()): Promise<boolean> {
  const parts = token.split('.');
  if (parts.length !== 3 || !secret) return false;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    const decodedHeader = JSON.parse(new TextDecoder().decode(base64urlDecode(header))) as { alg?: string };
    if (decodedHeader.alg !== 'HS256') return false;
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    const signed = new TextEncoder().encode(`${header}.${payload}`);
    if (!(await crypto.subtle.verify('HMAC', key, base64urlDecode(signature), signed))) return false;
    const claims = JSON.parse(new TextDecoder().decode(base64urlDecode(payload))) as { exp?: number };
    return typeof claims.exp !== 'number' || claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

/**
 * The project's opaque keys (`sb_secret_…`, `sb_publishable_…`) from SUPABASE_SECRET_KEYS / SUPABASE_PUBLISHABLE_KEYS
 * (JSON objects name → key, as Supabase passes them to functions); a malformed value names none.
 */
export function opaqueKeysFrom(env: { get(name: string): string | undefined }): string[] {
  const keys: string[] = [];
  for (const name of ['SUPABASE_SECRET_KEYS', 'SUPABASE_PUBLISHABLE_KEYS']) {
    try {
      const parsed = JSON.parse(env.get(name) || '{}') as Record<string, unknown>;
      for (const key of Object.values(parsed)) if (typeof key === 'string' && /^sb_(secret|publishable)_\S{16,}$/.test(key)) keys.push(key);
    } catch {
      // ignored: no keys
    }
  }
  return keys;
}

/** A caller verify_jwt lets through: a valid HS256 JWT of the project, or exactly one of its opaque keys. */
export async function isAcceptedToken(token: string, secret: string, opaqueKeys: readonly string[], now = Date.now()): Promise<boolean> {
  if (token.startsWith('sb_')) return opaqueKeys.includes(token);
  return isValidJwt(token, secret, now);
}
