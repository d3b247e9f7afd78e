// How an OAuth client's request carries its values (Go's r.FormValue, Basic auth): reading them is the http layer's work.
import { credentialsError, type ClientCredentials } from '../domain/oauth-server-grants.ts';
import type { AuthRequest } from './request.ts';

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** ExtractClientCredentials: Basic auth, else the JSON body, else the form (body, then query). */
export function clientCredentials(request: AuthRequest): ClientCredentials {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const encoded = header.slice('Basic '.length);
    if (!STRICT_BASE64.test(encoded)) throw credentialsError('Invalid client credentials: invalid basic auth encoding');
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw credentialsError('Invalid client credentials: invalid basic auth format');
    return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1), method: 'client_secret_basic' };
  }
  let clientId: unknown;
  let secret: unknown;
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const body = request.body;
    if (typeof body !== 'object' || Array.isArray(body)) throw credentialsError('Invalid client credentials: failed to parse JSON body');
    ({ client_id: clientId, client_secret: secret } = (body ?? {}) as Record<string, unknown>);
    if ((clientId != null && typeof clientId !== 'string') || (secret != null && typeof secret !== 'string'))
      throw credentialsError('Invalid client credentials: failed to parse JSON body');
  } else {
    clientId = formValue(request, 'client_id');
    secret = formValue(request, 'client_secret');
  }
  const id = (clientId as string | undefined) ?? '';
  const clientSecret = (secret as string | undefined) ?? '';
  if (id === '') throw credentialsError('Invalid client credentials: client_id is required');
  return { clientId: id, secret: clientSecret, method: clientSecret !== '' ? 'client_secret_post' : 'none' };
}

/** Go's r.FormValue: the urlencoded body first, then the query string. */
export function formValue(request: AuthRequest, name: string): string {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return request.query[name] ?? '';
}
