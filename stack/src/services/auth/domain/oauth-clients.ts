/**
 * OAuth 2.1 server clients (`auth.oauth_clients`), as GoTrue keeps them (internal/api/oauthserver/service.go,
 * client_auth.go, internal/models/oauth_client.go): the same validation and messages, the same defaults, secrets
 * stored only as their unpadded base64url SHA-256, soft deletion, and the same JSON. Knows nothing of HTTP.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../infra/db.ts';
import { one } from '../infra/db.ts';
import { errors } from '../errors.ts';
import { goHostname, goParseRequestUri, goParseUrl } from './go-url.ts';

export type ClientType = 'public' | 'confidential';
export type RegistrationType = 'dynamic' | 'manual';

const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'];
const GRANT_TYPES = ['authorization_code', 'refresh_token'];
/** Go prints a []string with %v as `[a b c]`; GoTrue's messages contain such lists. */
const goList = (values: string[]) => `[${values.join(' ')}]`;

export interface OAuthClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: RegistrationType;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  client_type: ClientType;
  token_endpoint_auth_method: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

// --- request bodies, decoded as Go's encoding/json would: a wrong type is a decoding error, null is "absent" ---

const goString = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
// A null item of a []string decodes to "" in Go.
const goStringList = z
  .array(
    z
      .string()
      .nullable()
      .transform((value) => value ?? ''),
  )
  .nullish();
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const optionalList = goStringList.transform((value) => value ?? undefined);

const registerBody = z
  .object({
    redirect_uris: goStringList,
    client_type: goString,
    token_endpoint_auth_method: goString,
    grant_types: goStringList,
    client_name: goString,
    client_uri: goString,
    logo_uri: goString,
  })
  .nullable();
export interface RegisterParams {
  redirect_uris?: string[];
  grant_types?: string[];
  client_type: string;
  token_endpoint_auth_method: string;
  client_name: string;
  client_uri: string;
  logo_uri: string;
}

const updateBody = z
  .object({
    redirect_uris: optionalList,
    grant_types: optionalList,
    client_name: optionalString,
    client_uri: optionalString,
    logo_uri: optionalString,
    token_endpoint_auth_method: optionalString,
  })
  .nullable();
export type UpdateParams = NonNullable<z.infer<typeof updateBody>>;

function decode<T extends z.ZodType>(schema: T, body: unknown): NonNullable<z.infer<T>> | Record<string, never> {
  const result = schema.safeParse(body);
  if (!result.success) throw errors.oauthInvalidJson();
  // Postgres text cannot hold NUL; GoTrue would fail at the insert. Refused as bad input before any write.
  if (JSON.stringify(result.data).includes('\\u0000')) throw errors.validation('Strings must not contain the NUL character');
  return (result.data ?? {}) as NonNullable<z.infer<T>>;
}

export const decodeRegister = (body: unknown): RegisterParams => {
  const params = decode(registerBody, body) as Partial<NonNullable<z.infer<typeof registerBody>>>;
  return {
    redirect_uris: params.redirect_uris ?? undefined,
    grant_types: params.grant_types ?? undefined,
    client_type: params.client_type ?? '',
    token_endpoint_auth_method: params.token_endpoint_auth_method ?? '',
    client_name: params.client_name ?? '',
    client_uri: params.client_uri ?? '',
    logo_uri: params.logo_uri ?? '',
  };
};
export const decodeUpdate = (body: unknown): UpdateParams => decode(updateBody, body) as UpdateParams;

// --- validation: each returns GoTrue's message, or undefined when the value passes ---

/** RFC 6749 3.1.2 as GoTrue checks it: absolute with a host, no fragment, no dangerous scheme, http only on loopback. */
function redirectUriProblem(uri: string): string | undefined {
  if (uri === '') return 'redirect URI cannot be empty';
  const url = goParseUrl(uri);
  if (!url) return 'invalid URL format';
  if (url.scheme === '' || url.host === '') return 'must have scheme and host';
  if (['javascript', 'data', 'file', 'vbscript', 'about', 'blob'].includes(url.scheme))
    return `scheme '${url.scheme}' is not allowed for security reasons`;
  if (url.scheme === 'http' && !['localhost', '127.0.0.1', '::1'].includes(goHostname(url.host)))
    return 'HTTP scheme only allowed for localhost';
  if (url.fragment !== '') return 'fragment not allowed in redirect URI';
  return undefined;
}

function redirectUrisProblem(uris: string[] | undefined, required: boolean): string | undefined {
  if (required && (uris ?? []).length === 0) return 'redirect_uris is required';
  if (!uris || uris.length === 0) return 'redirect_uris cannot be empty';
  if (uris.length > 10) return 'redirect_uris cannot exceed 10 items';
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) return `invalid redirect_uri '${uri}': ${problem}`;
  }
  return undefined;
}

function grantTypesProblem(grantTypes: string[]): string | undefined {
  if (grantTypes.length === 0) return 'grant_types cannot be empty';
  if (grantTypes.some((grantType) => !GRANT_TYPES.includes(grantType)))
    return "grant_types must only contain 'authorization_code' and/or 'refresh_token'";
  return undefined;
}

// Go's len() counts bytes, not characters.
const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

function clientNameProblem(name: string): string | undefined {
  return byteLength(name) > 1024 ? 'client_name cannot exceed 1024 characters' : undefined;
}

function uriProblem(field: 'client_uri' | 'logo_uri', uri: string): string | undefined {
  if (uri === '') return undefined;
  if (byteLength(uri) > 2048) return `${field} cannot exceed 2048 characters`;
  return goParseRequestUri(uri) ? undefined : `${field} must be a valid URL`;
}

/** The client type a token endpoint auth method implies (client_auth.go InferClientTypeFromAuthMethod). */
const clientTypeFor = (method: string): ClientType => (method === 'none' ? 'public' : 'confidential');

function registrationProblem(params: RegisterParams): string | undefined {
  const problem =
    redirectUrisProblem(params.redirect_uris, true) ??
    (params.grant_types?.length ? grantTypesProblem(params.grant_types) : undefined) ??
    clientNameProblem(params.client_name) ??
    uriProblem('client_uri', params.client_uri) ??
    uriProblem('logo_uri', params.logo_uri);
  if (problem) return problem;
  if (params.client_type !== '' && params.client_type !== 'public' && params.client_type !== 'confidential')
    return "client_type must be 'public' or 'confidential'";
  const method = params.token_endpoint_auth_method;
  if (method !== '' && !AUTH_METHODS.includes(method)) return `token_endpoint_auth_method must be one of: ${goList(AUTH_METHODS)}`;
  if (params.client_type !== '' && method !== '' && params.client_type !== clientTypeFor(method))
    return `client_type '${params.client_type}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${clientTypeFor(method)}')`;
  return undefined;
}

function updateProblem(params: UpdateParams): string | undefined {
  if (params.redirect_uris !== undefined) {
    const problem = redirectUrisProblem(params.redirect_uris, false);
    if (problem) return problem;
  }
  return (
    (params.grant_types !== undefined ? grantTypesProblem(params.grant_types) : undefined) ??
    (params.client_name !== undefined ? clientNameProblem(params.client_name) : undefined) ??
    (params.client_uri !== undefined ? uriProblem('client_uri', params.client_uri) : undefined) ??
    (params.logo_uri !== undefined ? uriProblem('logo_uri', params.logo_uri) : undefined) ??
    (params.token_endpoint_auth_method !== undefined && !AUTH_METHODS.includes(params.token_endpoint_auth_method)
      ? `invalid token_endpoint_auth_method: must be one of ${goList(AUTH_METHODS)}`
      : undefined)
  );
}

// --- secrets ---

/** 32 random bytes, unpadded base64url, as GoTrue's generateClientSecret. */
const newSecret = () => crypto.randomBytes(32).toString('base64url');
/** What GoTrue stores: the unpadded base64url SHA-256 of the secret. */
export const secretHash = (secret: string) => crypto.createHash('sha256').update(secret).digest('base64url');

// --- the JSON GoTrue answers (OAuthServerClientResponse; empty strings and lists are left out, as omitempty does) ---

const split = (list: string) => (list === '' ? [] : list.split(','));

export function clientJson(row: OAuthClientRow, secret?: string): Record<string, unknown> {
  const json: Record<string, unknown> = { client_id: row.id };
  if (secret) json.client_secret = secret;
  json.client_type = row.client_type;
  const redirectUris = split(row.redirect_uris);
  if (redirectUris.length) json.redirect_uris = redirectUris;
  if (row.token_endpoint_auth_method) json.token_endpoint_auth_method = row.token_endpoint_auth_method;
  const grantTypes = split(row.grant_types);
  if (grantTypes.length) json.grant_types = grantTypes;
  json.response_types = ['code'];
  if (row.client_name) json.client_name = row.client_name;
  if (row.client_uri) json.client_uri = row.client_uri;
  if (row.logo_uri) json.logo_uri = row.logo_uri;
  json.registration_type = row.registration_type;
  json.created_at = row.created_at.toISOString();
  json.updated_at = row.updated_at.toISOString();
  return json;
}

// --- database ---

/** gofrs/uuid's FromString: canonical, 32 hex digits, braced, or urn:uuid: forms; the canonical form, or undefined. */
export function goUuid(text: string): string | undefined {
  let value = text;
  if ((value.length === 41 || value.length === 45) && value.slice(0, 9).toLowerCase() === 'urn:uuid:') value = value.slice(9);
  else if (value.startsWith('{') && value.endsWith('}')) value = value.slice(1, -1);
  const hex = /^[0-9a-f]{32}$/i.test(value)
    ? value
    : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
      ? value.replaceAll('-', '')
      : undefined;
  if (!hex) return undefined;
  const lower = hex.toLowerCase();
  return `${lower.slice(0, 8)}-${lower.slice(8, 12)}-${lower.slice(12, 16)}-${lower.slice(16, 20)}-${lower.slice(20)}`;
}

export const findClient = (db: Queryable, id: string) =>
  one<OAuthClientRow>(db, 'select * from auth.oauth_clients where id = $1 and deleted_at is null', [id]);

export async function listClients(db: Queryable): Promise<OAuthClientRow[]> {
  const { rows } = await db.query<OAuthClientRow>('select * from auth.oauth_clients where deleted_at is null order by created_at desc');
  return rows;
}

/**
 * Registers a client (registerOAuthServerClient). GoTrue's handlers wrap the validation error's text, which Go
 * renders as "400: <message>", in a new 400 validation_failed; the message therefore starts with "400: ".
 */
export async function registerClient(
  db: Queryable,
  params: RegisterParams,
  registrationType: RegistrationType,
): Promise<{ client: OAuthClientRow; secret?: string }> {
  const problem = registrationProblem(params);
  if (problem) throw errors.validation(`400: ${problem}`);
  const clientType: ClientType =
    params.client_type === 'public' || params.client_type === 'confidential'
      ? params.client_type
      : params.token_endpoint_auth_method !== ''
        ? clientTypeFor(params.token_endpoint_auth_method)
        : 'confidential';
  const method = params.token_endpoint_auth_method || (clientType === 'public' ? 'none' : 'client_secret_basic');
  const grantTypes = params.grant_types?.length ? params.grant_types : GRANT_TYPES;
  const secret = clientType === 'confidential' ? newSecret() : undefined;
  const client = await one<OAuthClientRow>(
    db,
    `insert into auth.oauth_clients
       (id, client_secret_hash, registration_type, redirect_uris, grant_types, client_name, client_uri, logo_uri,
        client_type, token_endpoint_auth_method)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning *`,
    [
      crypto.randomUUID(),
      secret ? secretHash(secret) : null,
      registrationType,
      params.redirect_uris!.join(','),
      grantTypes.join(','),
      params.client_name || null,
      params.client_uri || null,
      params.logo_uri || null,
      clientType,
      method,
    ],
  );
  return { client: client!, secret };
}

/** Changes the given fields of a client in one statement (updateOAuthServerClient); undefined if it is gone. */
export async function updateClient(db: Queryable, client: OAuthClientRow, params: UpdateParams): Promise<OAuthClientRow | undefined> {
  if (Object.values(params).every((value) => value === undefined)) throw errors.validation('No fields provided for update');
  const problem = updateProblem(params);
  if (problem) throw errors.validation(problem);
  const method = params.token_endpoint_auth_method;
  if (method !== undefined && clientTypeFor(method) !== client.client_type) {
    const valid = client.client_type === 'public' ? ['none'] : ['client_secret_basic', 'client_secret_post'];
    throw errors.validation(
      `token_endpoint_auth_method '${method}' is not valid for client_type '${client.client_type}'; valid methods: ${goList(valid)}`,
    );
  }
  const changes: [string, unknown][] = [];
  if (params.redirect_uris !== undefined) changes.push(['redirect_uris', params.redirect_uris.join(',')]);
  if (params.grant_types !== undefined) changes.push(['grant_types', params.grant_types.join(',')]);
  // GoTrue stores an empty name or URI as NULL (utilities.StringPtr).
  if (params.client_name !== undefined) changes.push(['client_name', params.client_name || null]);
  if (params.client_uri !== undefined) changes.push(['client_uri', params.client_uri || null]);
  if (params.logo_uri !== undefined) changes.push(['logo_uri', params.logo_uri || null]);
  if (method !== undefined) changes.push(['token_endpoint_auth_method', method]);
  const assignments = changes.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  return one<OAuthClientRow>(
    db,
    `update auth.oauth_clients set ${assignments}, updated_at = now() where id = $1 and deleted_at is null returning *`,
    [client.id, ...changes.map(([, value]) => value)],
  );
}

/** Soft deletion, as GoTrue: the row stays with `deleted_at` set and is invisible from then on. */
export async function deleteClient(db: Queryable, id: string): Promise<void> {
  await db.query('update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1 and deleted_at is null', [id]);
}

/** A new secret for a confidential client; the old one stops working at once. Undefined if the client is gone. */
export async function regenerateSecret(db: Queryable, id: string): Promise<{ client: OAuthClientRow; secret: string } | undefined> {
  const secret = newSecret();
  const client = await one<OAuthClientRow>(
    db,
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now()
     where id = $1 and deleted_at is null and client_type = 'confidential' returning *`,
    [id, secretHash(secret)],
  );
  return client ? { client, secret } : undefined;
}
